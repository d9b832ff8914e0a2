// What a screen's loader read, kept in memory by the screen's key (?nokkel=…, ADR 006) for the
// screen's action: the action decides on what the subscriber was shown, not on hidden fields a
// changed form could alter. Not the kept answers of app/api/client.ts: a send forgets those, and
// after a refused or failed send the page is not loaded again, so a retry must find what the page
// still shows (and so send the same key). A reload or a sign-in loads the screen again, which
// keeps anew what it shows then.
import { KEY_FIELD } from "./intent.ts";

/** How many screens' reads are kept: the latest few keys of this tab. */
const KEPT_SCREENS = 8;

export interface ShownOnScreen<T> {
  /** For the loader: keeps what it read for the screen at `request`'s URL, and gives it back. */
  keep(request: Request, read: T): T;
  /** For the action: what the loader of the same screen read, if this tab loaded it. */
  read(request: Request): T | undefined;
}

const keyIn = (request: Request) => new URL(request.url).searchParams.get(KEY_FIELD);

/** One screen's read, by screen key. */
export function shownOnScreen<T>(): ShownOnScreen<T> {
  const kept = new Map<string, T>();
  return {
    keep(request, read) {
      const key = keyIn(request);
      if (!key) return read;
      kept.delete(key);
      kept.set(key, read);
      for (const old of kept.keys()) if (kept.size > KEPT_SCREENS) kept.delete(old);
      return read;
    },
    read(request) {
      const key = keyIn(request);
      return key ? kept.get(key) : undefined;
    },
  };
}
