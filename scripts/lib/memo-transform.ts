// The client and the SSR build of one `react-router build` run the same Babel transform (the Lingui
// macros) over the same files; the output depends only on the file's code. Remembering it for the
// rest of the process halves that work. Nothing is kept on disk: every build starts clean.
import { createHash } from "node:crypto";
type Handler = (this: unknown, code: string, id: string, options?: unknown) => unknown;

type HookObject = { handler: Handler };

export function memoizeTransform<P extends { transform?: unknown }>(plugin: P): P {
  const hook = plugin.transform as Handler | HookObject | undefined;
  if (!hook) return plugin;
  const handler = typeof hook === "function" ? hook : hook.handler;
  const results = new Map<string, Promise<unknown>>();
  const transform = function (this: unknown, code: string, id: string, options?: unknown) {
    const key = `${id}\0${createHash("sha1").update(code).digest("base64")}`;
    let result = results.get(key);
    if (!result) {
      result = Promise.resolve(handler.call(this, code, id, options));
      results.set(key, result);
      // A failed transform is not remembered: the next build reports it again.
      result.catch(() => results.delete(key));
    }
    return result;
  };
  // In place: the plugin may still set the hook's filter once the config is known.
  if (typeof hook === "function") plugin.transform = transform;
  else hook.handler = transform;
  return plugin;
}
