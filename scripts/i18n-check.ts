// npm run i18n:check — fails when a catalogue cannot be read (each line that is wrong, in
// Norwegian), when the catalogues are out of step with the code by what they say, not how they are
// wrapped (run npm run i18n:extract, which keeps every translation), or when a translation is
// missing or broken (a placeholder, tag or plural form lost, spaces the source lacks, a Bokmål word
// in Nynorsk), naming the line and the fix in words a translator reads; warns of a button or label grown much longer. Prints each language's
// figures: translated, missing, fuzzy, changed since the last release (docs/translating.md).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { catalogueFigures, formatFigures, sinceLastRelease } from "#scripts/lib/catalogue-figures.ts";
import { formatFinding } from "#scripts/lib/catalogue-check.ts";
import { checkLanguage } from "#scripts/lib/catalogue-gate.ts";
import { LOCALES } from "#scripts/lib/locale-catalogs.ts";
import { readPo } from "#scripts/lib/po.ts";
import { formatSyntaxProblems, unreadableCatalogues } from "#scripts/lib/po-syntax.ts";
import { catalogueFile, catalogueSync, formatDifference, inStep } from "#scripts/lib/catalogue-sync.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

// First, whether each catalogue can be read at all: a line Lingui misreads (a missing quote) would
// be written back empty by the extract, so nothing else is said until it is mended.
const unreadable = unreadableCatalogues(
  LOCALES.map((locale) => catalogueFile(ROOT, locale)).map((file) => ({
    file: path.relative(ROOT, file),
    text: readFileSync(file, "utf8"),
  })),
);
if (unreadable.length > 0) {
  for (const { file, problems } of unreadable) console.error(formatSyntaxProblems(file, problems));
  console.error(
    "\nKatalogen kan ikke leses: rett linjene over i et tekstprogram eller Poedit, og kjør npm run i18n:check igjen. Ikke kjør npm run i18n:extract før den kan leses (docs/translating.md).",
  );
  process.exit(1);
}

// In step with the code, by what the catalogues say, not how they are wrapped (Poedit wraps at 79
// columns): the extract runs on a copy and the copy is compared entry by entry.
const sync = await catalogueSync(ROOT);
const behind = LOCALES.filter((locale) => !inStep(sync[locale]!));
if (behind.length > 0) {
  for (const locale of behind)
    console.error(formatDifference(path.relative(ROOT, catalogueFile(ROOT, locale)), sync[locale]!));
  console.error(
    "\nKjør npm run i18n:extract: den tar inn de nye tekstene og tar ut de gamle, og lar oversettelsene stå.",
  );
  process.exit(1);
}

// The build gives each module the texts whose references name it (scripts/lib/locale-catalogs.ts):
// a reference to a file that is gone means the texts moved and the page would show message ids.
const stale = new Set<string>();
for (const entry of await readPo(path.join(ROOT, "app/locales/nb/messages.po"))) {
  for (const ref of entry.references) if (!existsSync(path.join(ROOT, ref))) stale.add(ref);
}
if (stale.size > 0) {
  console.error(
    `The catalogues name files that no longer exist (${[...stale].join(", ")}): run npm run i18n:extract.`,
  );
  process.exit(1);
}

// The translators' check (scripts/lib/catalogue-check.ts): each finding names the file, line,
// message, what is wrong and what to do; errors fail, warnings do not. Then the figures per language.
let errors = 0;
const figures: string[] = [];
for (const locale of LOCALES) {
  const check = checkLanguage(ROOT, locale);
  for (const finding of check.findings) console.error(`\n${formatFinding(finding)}`);
  errors += check.findings.filter((f) => f.severity === "error").length;
  const since = sinceLastRelease(ROOT, check.file, check.entries);
  figures.push(`${check.file}: ${formatFigures(catalogueFigures(locale, check.entries, since))}`);
}
console.log(`\n${figures.join("\n")}`);
if (errors > 0) {
  console.error(
    `\n${errors} feil i katalogene over. Rett dem i en PO-editor (Poedit) eller et tekstprogram, og kjør npm run i18n:check igjen (docs/translating.md).`,
  );
  process.exit(1);
}
