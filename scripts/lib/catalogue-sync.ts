// Whether the catalogues are in step with the code, by what they say rather than how they are
// wrapped: Lingui's extract runs on a copy (node_modules/.cache/minside-i18n), and the copy it writes
// is compared with the catalogues entry by entry — the texts, the translations, where each is used.
// A catalogue Poedit re-wrapped at 79 columns is the same catalogue; one that lacks a new text of the
// code, or keeps one the code no longer has, is not. The extract itself (scripts/i18n-extract.ts)
// checks the same way that it lost no translation.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "./locale-catalogs.ts";
import { parsePo, type PoEntry } from "./po.ts";

export const catalogueFile = (root: string, locale: string) =>
  path.join(root, "app/locales", locale, "messages.po");

const keyOf = (entry: PoEntry) => `${entry.msgctxt ?? ""}\u0004${entry.msgid}`;

/** Runs Lingui's extract (with --clean), on the catalogues at `config`'s paths; answers its output. */
export function runExtract(root: string, config?: string): { ok: boolean; output: string } {
  const args = [path.join(root, "node_modules/@lingui/cli/dist/lingui.js"), "extract", "--clean"];
  if (config) args.push("--config", config);
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The catalogues as the extract would leave them, written to a copy: the copy's file per locale. */
export function extractedCopy(root: string): Record<string, string> {
  const dir = path.join(root, "node_modules/.cache/minside-i18n");
  rmSync(dir, { recursive: true, force: true });
  const files: Record<string, string> = {};
  for (const locale of LOCALES) {
    mkdirSync(path.join(dir, locale), { recursive: true });
    files[locale] = path.join(dir, locale, "messages.po");
    copyFileSync(catalogueFile(root, locale), files[locale]);
  }
  const config = path.join(dir, "lingui.config.ts");
  writeFileSync(
    config,
    [
      `import config from ${JSON.stringify(path.join(root, "lingui.config.ts"))};`,
      `export default {`,
      `  ...config,`,
      `  rootDir: ${JSON.stringify(root)},`,
      `  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(path.join(dir, "{locale}/messages"))} })),`,
      `};`,
      "",
    ].join("\n"),
  );
  const extract = runExtract(root, config);
  if (!extract.ok) throw new Error(`Lingui's extract failed on a copy of the catalogues:\n${extract.output}`);
  return files;
}

export interface CatalogueDifference {
  /** Texts of the code the catalogue lacks. */
  added: string[];
  /** Texts the catalogue keeps that the code no longer has. */
  removed: string[];
  /** Texts whose translation would not be kept as it is (each with the translation now). */
  changed: Array<{ msgid: string; was: string; becomes: string }>;
  /** Texts whose places of use (`#:`) are not the code's. */
  moved: string[];
}

/** What tells `after` from `before`, entry by entry; wrapping and order are not differences. */
export function differenceOf(before: readonly PoEntry[], after: readonly PoEntry[]): CatalogueDifference {
  const was = new Map(before.map((entry) => [keyOf(entry), entry]));
  const now = new Map(after.map((entry) => [keyOf(entry), entry]));
  const difference: CatalogueDifference = { added: [], removed: [], changed: [], moved: [] };
  for (const [key, entry] of now) {
    const old = was.get(key);
    if (!old) difference.added.push(entry.msgid);
    else {
      if (old.msgstr !== entry.msgstr)
        difference.changed.push({ msgid: entry.msgid, was: old.msgstr, becomes: entry.msgstr });
      if ([...old.references].sort().join() !== [...entry.references].sort().join())
        difference.moved.push(entry.msgid);
    }
  }
  for (const [key, entry] of was) if (!now.has(key)) difference.removed.push(entry.msgid);
  return difference;
}

export const inStep = (d: CatalogueDifference) =>
  d.added.length + d.removed.length + d.changed.length + d.moved.length === 0;

/** Each locale's difference between its catalogue and what the extract would make of it. */
export async function catalogueSync(root: string): Promise<Record<string, CatalogueDifference>> {
  const copies = extractedCopy(root);
  const result: Record<string, CatalogueDifference> = {};
  for (const locale of LOCALES) {
    const file = catalogueFile(root, locale);
    const before = await parsePo(readFileSync(file, "utf8"), file);
    const after = await parsePo(readFileSync(copies[locale]!, "utf8"), copies[locale]);
    result[locale] = differenceOf(before, after);
  }
  return result;
}

/** A difference in a translator's words: what to do, with up to five texts of each kind. */
export function formatDifference(file: string, d: CatalogueDifference): string {
  const some = (texts: readonly string[]) =>
    texts
      .slice(0, 5)
      .map((text) => `    «${text.length > 70 ? `${text.slice(0, 69)}…` : text}»`)
      .join("\n") + (texts.length > 5 ? `\n    … og ${texts.length - 5} til` : "");
  const parts = [`${file} er ikke i takt med koden:`];
  if (d.added.length > 0) parts.push(`  ${d.added.length} nye tekster fra koden mangler:\n${some(d.added)}`);
  if (d.removed.length > 0)
    parts.push(`  ${d.removed.length} tekster brukes ikke lenger i koden:\n${some(d.removed)}`);
  if (d.moved.length > 0)
    parts.push(`  ${d.moved.length} tekster er flyttet til andre filer:\n${some(d.moved)}`);
  if (d.changed.length > 0)
    parts.push(
      `  ${d.changed.length} oversettelser ville blitt endret:\n${some(d.changed.map((c) => c.msgid))}`,
    );
  return parts.join("\n");
}
