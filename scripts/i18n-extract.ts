// npm run i18n:extract — brings the code's new texts into both catalogues and takes out the ones the
// code no longer has (Lingui's extract, with --clean), and never loses a translator's work: it
// will not run on a catalogue it cannot read (each problem with its line, in words a translator
// reads), and when the extract would change or empty a translation that was there, it puts the
// catalogues back as they were and says which (docs/translating.md).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueFile, differenceOf, runExtract } from "#scripts/lib/catalogue-sync.ts";
import { LOCALES } from "#scripts/lib/locale-catalogs.ts";
import { parsePo } from "#scripts/lib/po.ts";
import { formatSyntaxProblems, poSyntaxProblems } from "#scripts/lib/po-syntax.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const files = LOCALES.map((locale) => catalogueFile(ROOT, locale));
const texts = files.map((file) => readFileSync(file, "utf8"));

const unreadable = files
  .map((file, i) => ({ file: path.relative(ROOT, file), problems: poSyntaxProblems(texts[i]!) }))
  .filter(({ problems }) => problems.length > 0);
if (unreadable.length > 0) {
  for (const { file, problems } of unreadable) console.error(formatSyntaxProblems(file, problems));
  console.error(
    "\nKatalogen kan ikke leses sikkert, så ingenting er endret: rett linjene over og kjør npm run i18n:extract igjen.",
  );
  process.exit(1);
}

const before = await Promise.all(files.map((file, i) => parsePo(texts[i]!, file)));
const extract = runExtract(ROOT);
const after = await Promise.all(files.map((file) => parsePo(readFileSync(file, "utf8"), file)));
const lost = files.flatMap((file, i) =>
  differenceOf(before[i]!, after[i]!)
    .changed.filter((change) => change.was !== "")
    .map(
      (change) =>
        `${path.relative(ROOT, file)}: «${change.msgid}» var «${change.was}», ble «${change.becomes}»`,
    ),
);
if (!extract.ok || lost.length > 0) {
  files.forEach((file, i) => writeFileSync(file, texts[i]!));
  console.error(extract.output);
  if (lost.length > 0) console.error(`Extract ville endret oversettelser:\n${lost.join("\n")}`);
  console.error("\nKatalogene er satt tilbake slik de var; ingen oversettelse er tapt.");
  process.exit(1);
}
console.log(extract.output.trim());
