// Whether the catalogues are in step with the code, by what they say rather than how they are
// wrapped: Lingui's extract runs on a copy (node_modules/.cache/minside-i18n), and the copy it writes
// is compared with the catalogues entry by entry — the texts, the translations, where each is used.
// A catalogue Poedit re-wrapped at 79 columns is the same catalogue; one that lacks a new text of the
// code, or keeps one the code no longer has, is not. The extract itself (scripts/i18n-extract.ts)
// checks the same way that it lost no translation.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { hashFiles } from "./build-stamp.ts";
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

/**
 * What the extract reads, and so all its answer depends on: the code under app/ (tests aside) with
 * the catalogues themselves, the configuration, and Lingui at the version the lockfile pins.
 */
const EXTRACT_INPUTS = ["app", "lingui.config.ts", "package-lock.json"];

/**
 * The catalogues as the extract would leave them, written to a copy: the copy's file per locale.
 * The copy is kept under the hash of the extract's inputs (node_modules/.cache/minside-i18n/<hash>),
 * so an unchanged tree is not extracted again: a deploy's catalogue check after npm test's, or a
 * second deploy of the same checkout, costs a hash of the files instead of Lingui's ~6 CPU-seconds.
 * Each extract writes to a folder of its own first, so two checks at once do not share one.
 */
export function extractedCopy(root: string): Record<string, string> {
  const cache = path.join(root, "node_modules/.cache/minside-i18n");
  const kept = path.join(cache, hashFiles(root, EXTRACT_INPUTS));
  const filesIn = (dir: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, path.join(dir, locale, "messages.po")]));
  if (LOCALES.every((locale) => existsSync(filesIn(kept)[locale]!))) return filesIn(kept);

  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "extract-"));
  const files = filesIn(dir);
  for (const locale of LOCALES) {
    mkdirSync(path.join(dir, locale), { recursive: true });
    copyFileSync(catalogueFile(root, locale), files[locale]!);
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
  if (!extract.ok) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Lingui's extract failed on a copy of the catalogues:\n${extract.output}`);
  }
  // Kept under its inputs' hash. The copies of trees that are gone are removed, and a copy another
  // check left half-written an hour ago; one being written now is not touched.
  for (const entry of readdirSync(cache)) {
    const other = path.join(cache, entry);
    const abandoned = entry.startsWith("extract-") && Date.now() - statSync(other).mtimeMs > 3_600_000;
    if (other !== dir && other !== kept && (!entry.startsWith("extract-") || abandoned))
      rmSync(other, { recursive: true, force: true });
  }
  try {
    renameSync(dir, kept);
  } catch (error) {
    // Another check kept the same answer first.
    if (!existsSync(kept)) throw error;
    rmSync(dir, { recursive: true, force: true });
  }
  return filesIn(kept);
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
