// Vite plugin: one PO catalogue per locale for translators, split at build time so each page
// loads only the texts it shows. Messages used by the root go into `virtual:locale-catalog`,
// loaded with it; every other module's messages go into one small module per file, which that
// module imports first thing (added here), so its texts are registered before it renders — in the
// prerender and in the browser alike. A component's texts thus travel with the chunk that holds
// it, not with every page.
// (docs/decisions/004-catalogue-split-by-route.md)
//
// The release build compiles the client once for every locale (docs/decisions/023): there the
// plugin writes a placeholder, `__MINSIDE_CATALOG__("<key>", "<hash>")`, where a catalogue's texts
// go and the identifier `__MINSIDE_LOCALE__` where the locale goes, and scripts/lib/localize-build.ts
// turns the one build into one copy per locale by putting each locale's texts there. The hash is
// of every locale's texts for that key, so a chunk's file name changes when any of them changes.
import { createHash } from "node:crypto";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { Plugin } from "vite";
import { readPo, type PoEntry } from "./po.ts";

const SHELL_ID = "virtual:locale-catalog";
const ROUTE_PREFIX = "virtual:locale-catalog/";
const RESOLVED = "\0locale-catalog:";
export const LOCALES = ["nb", "nn"] as const;
/**
 * Every module of the app carries its own texts, except the root (and what has no module): so a
 * shared component's texts load with the pages that show it — the payment method, the address
 * fields, a form's messages — not with every open page (ADR 022).
 */
const SHELL_FILES = ["app/root.tsx"];
const hasOwnCatalogue = (file: string) => file.startsWith("app/") && !SHELL_FILES.includes(file);

/** The placeholder mode: one build for every locale, localised afterwards. */
export const ANY_LOCALE = "*";
/** What stands for the locale in a build for every locale (vite.config.ts defines `__LOCALE__` as it). */
export const LOCALE_PLACEHOLDER = "__MINSIDE_LOCALE__";
const CATALOG_PLACEHOLDER = "__MINSIDE_CATALOG__";

const poFile = (root: string, locale: string) => path.join(root, "app/locales", locale, "messages.po");

function compile(selected: PoEntry[]) {
  const messages: Record<string, unknown> = {};
  for (const entry of selected) {
    // A missing translation falls back to the source (nb) text.
    const text = entry.msgstr.trim() === "" ? entry.msgid : entry.msgstr;
    messages[generateMessageId(entry.msgid, entry.msgctxt)] = compileMessage(text);
  }
  return JSON.stringify(messages);
}
const isShell = (entry: PoEntry) =>
  entry.references.length === 0 || entry.references.some((ref) => !hasOwnCatalogue(ref));

/** A locale's compiled texts by catalogue key: "shell", or "route:<file>" for a route or feature module. */
export type Catalogues = (key: string) => string;

export async function readCatalogues(root: string, locale: string): Promise<Catalogues> {
  const entries = await readPo(poFile(root, locale));
  const shell = compile(entries.filter(isShell));
  const routes = new Map<string, string>();
  return (key) => {
    if (key === "shell") return shell;
    const file = key.replace(/^route:/, "");
    let texts = routes.get(file);
    if (texts === undefined) {
      texts = compile(entries.filter((e) => !isShell(e) && e.references.includes(file)));
      routes.set(file, texts);
    }
    return texts;
  };
}

/**
 * Puts each locale's texts and the locale itself where a build for every locale left placeholders
 * (JavaScript of the client and the server build alike).
 */
export function localizeCode(code: string, locale: string, catalogues: Catalogues): string {
  return code
    .replace(
      new RegExp(
        `${CATALOG_PLACEHOLDER}\\(\\s*(["'\`])([^"'\`]+)\\1\\s*,\\s*(["'\`])[0-9a-f]+\\3\\s*\\)`,
        "g",
      ),
      (_, _q, key: string) => JSON.stringify(catalogues(key)),
    )
    .replace(new RegExp(`\\b${LOCALE_PLACEHOLDER}\\b`, "g"), () => JSON.stringify(locale));
}

export const hasPlaceholders = (code: string) =>
  code.includes(CATALOG_PLACEHOLDER) || code.includes(LOCALE_PLACEHOLDER);

/** `locale` is "nb" or "nn" for a build of that locale, or ANY_LOCALE for the release build. */
export function localeCatalogs(root: string, locale: string): Plugin {
  const locales = locale === ANY_LOCALE ? [...LOCALES] : [locale];
  let catalogues: Promise<Catalogues[]> | null = null;
  const read = () => (catalogues ??= Promise.all(locales.map((l) => readCatalogues(root, l))));

  /** The code that yields the texts of `key`: the texts, or a placeholder for every locale's. */
  const texts = async (key: string) => {
    const all = (await read()).map((catalogue) => catalogue(key));
    if (locale !== ANY_LOCALE) return JSON.stringify(all[0]);
    const hash = createHash("sha256").update(all.join("\0")).digest("hex").slice(0, 12);
    return `${CATALOG_PLACEHOLDER}(${JSON.stringify(key)}, "${hash}")`;
  };
  const localeCode = locale === ANY_LOCALE ? LOCALE_PLACEHOLDER : JSON.stringify(locale);

  return {
    name: "minside-locale-catalogs",
    enforce: "pre",
    buildStart() {
      catalogues = null;
      for (const l of locales) this.addWatchFile(poFile(root, l));
    },
    watchChange(id) {
      if (locales.some((l) => poFile(root, l) === id)) catalogues = null;
    },
    resolveId(id) {
      if (id === SHELL_ID) return `${RESOLVED}shell`;
      if (id.startsWith(ROUTE_PREFIX)) return `${RESOLVED}route:${id.slice(ROUTE_PREFIX.length)}`;
      return null;
    },
    async load(id) {
      if (id === `${RESOLVED}shell`) {
        return `export const messages = JSON.parse(${await texts("shell")});`;
      }
      if (id.startsWith(`${RESOLVED}route:`)) {
        const file = id.slice(`${RESOLVED}route:`.length);
        return [
          `import { i18n } from "@lingui/core";`,
          `i18n.load(${localeCode}, JSON.parse(${await texts(`route:${file}`)}));`,
        ].join("\n");
      }
      return null;
    },
    async transform(code, id) {
      const file = path.relative(root, id.split("?")[0]!).split(path.sep).join("/");
      if (!hasOwnCatalogue(file) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      // A module no catalogue names has no texts: it loads none (on an open page 27 modules had
      // loaded an empty one, ~0.4 KB gzip). A module given its first texts is named once
      // `npm run i18n:extract` has run (which `npm run i18n:check` demands).
      const own = (await read()).some((catalogue) => catalogue(`route:${file}`) !== "{}");
      if (!own) return null;
      return { code: `import "${ROUTE_PREFIX}${file}";\n${code}`, map: null };
    },
  };
}
