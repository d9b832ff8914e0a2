// Vite plugin: one PO catalogue per locale for translators, split at build time so each page
// loads only the texts it shows. Messages used by the shell (root, components, domain) go into
// `virtual:locale-catalog`, loaded with the root; messages used only by route modules and feature
// modules (app/features/, the journeys the routes are built from) go into one small module per
// file, which that module imports first thing (added here), so its texts are registered before it
// renders — in the prerender and in the browser alike. A feature's texts thus travel with the
// routes that import it, not with every page.
// (docs/decisions/004-catalogue-split-by-route.md)
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { Plugin } from "vite";
import { readPo, type PoEntry } from "./po.ts";

const SHELL_ID = "virtual:locale-catalog";
const ROUTE_PREFIX = "virtual:locale-catalog/";
const RESOLVED = "\0locale-catalog:";

export function localeCatalogs(root: string, locale: string): Plugin {
  const poFile = path.join(root, "app/locales", locale, "messages.po");
  const ownCatalogueDirs = ["app/routes/", "app/features/"];
  const hasOwnCatalogue = (file: string) => ownCatalogueDirs.some((dir) => file.startsWith(dir));
  let entries: Promise<PoEntry[]> | null = null;
  const read = () => (entries ??= readPo(poFile));

  const compile = (selected: PoEntry[]) => {
    const messages: Record<string, unknown> = {};
    for (const entry of selected) {
      // A missing translation falls back to the source (nb) text.
      const text = entry.msgstr.trim() === "" ? entry.msgid : entry.msgstr;
      messages[generateMessageId(entry.msgid, entry.msgctxt)] = compileMessage(text);
    }
    return JSON.stringify(messages);
  };
  const isShell = (entry: PoEntry) =>
    entry.references.length === 0 || entry.references.some((ref) => !hasOwnCatalogue(ref));

  return {
    name: "minside-locale-catalogs",
    enforce: "pre",
    buildStart() {
      entries = null;
      this.addWatchFile(poFile);
    },
    watchChange(id) {
      if (id === poFile) entries = null;
    },
    resolveId(id) {
      if (id === SHELL_ID) return `${RESOLVED}shell`;
      if (id.startsWith(ROUTE_PREFIX)) return `${RESOLVED}route:${id.slice(ROUTE_PREFIX.length)}`;
      return null;
    },
    async load(id) {
      if (id === `${RESOLVED}shell`) {
        return `export const messages = JSON.parse(${JSON.stringify(compile((await read()).filter(isShell)))});`;
      }
      if (id.startsWith(`${RESOLVED}route:`)) {
        const file = id.slice(`${RESOLVED}route:`.length);
        const own = (await read()).filter((e) => !isShell(e) && e.references.includes(file));
        return [
          `import { i18n } from "@lingui/core";`,
          `i18n.load(${JSON.stringify(locale)}, JSON.parse(${JSON.stringify(compile(own))}));`,
        ].join("\n");
      }
      return null;
    },
    transform(code, id) {
      const file = path.relative(root, id.split("?")[0]!).split(path.sep).join("/");
      if (!hasOwnCatalogue(file) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      return { code: `import "${ROUTE_PREFIX}${file}";\n${code}`, map: null };
    },
  };
}
