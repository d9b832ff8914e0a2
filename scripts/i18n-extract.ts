// npm run i18n:extract — brings the code's new texts into both catalogues and takes out the ones the
// code no longer has (Lingui's extract, with --clean), and never loses a translator's work: it
// will not run on a catalogue it cannot read (each problem with its line, in words a translator
// reads), and when the extract would change or empty a translation that was there, it puts the
// catalogues back as they were and says which (scripts/lib/safe-extract.ts, docs/translating.md).
import path from "node:path";
import { catalogueFile, runExtract } from "#scripts/lib/catalogue-sync.ts";
import { LOCALES } from "#scripts/lib/locale-catalogs.ts";
import { formatSyntaxProblems } from "#scripts/lib/po-syntax.ts";
import { safeExtract } from "#scripts/lib/safe-extract.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const result = await safeExtract(
  LOCALES.map((locale) => catalogueFile(ROOT, locale)),
  () => runExtract(ROOT),
  (file) => path.relative(ROOT, file),
);
if (result.outcome === "unreadable") {
  for (const { file, problems } of result.problems) console.error(formatSyntaxProblems(file, problems));
  console.error(
    "\nKatalogen kan ikke leses sikkert, så ingenting er endret: rett linjene over og kjør npm run i18n:extract igjen.",
  );
  process.exit(1);
}
if (result.outcome === "put-back") {
  console.error(result.output);
  if (result.lost.length > 0) console.error(`Extract ville endret oversettelser:\n${result.lost.join("\n")}`);
  console.error("\nKatalogene er satt tilbake slik de var; ingen oversettelse er tapt.");
  process.exit(1);
}
console.log(result.output.trim());
