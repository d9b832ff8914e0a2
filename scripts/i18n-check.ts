// npm run i18n:check — fails when the catalogues are out of step with the code (run
// npm run i18n:extract), or when a translation is missing or broken (a placeholder, tag or plural
// form lost, spaces the source lacks, a Bokmål word in Nynorsk), naming the line and the fix in
// words a translator reads; warns of a button or label grown much longer. Prints each language's
// figures: translated, missing, fuzzy, changed since the last release (docs/translating.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { catalogueFigures, formatFigures, sinceLastRelease } from "#scripts/lib/catalogue-figures.ts";
import { formatFinding } from "#scripts/lib/catalogue-check.ts";
import { checkLanguage } from "#scripts/lib/catalogue-gate.ts";
import { LOCALES } from "#scripts/lib/locale-catalogs.ts";
import { readPo } from "#scripts/lib/po.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const sync = spawnSync(
  process.execPath,
  [path.join(ROOT, "node_modules/@lingui/cli/dist/lingui.js"), "check", "sync", "--clean", "--verbose"],
  { cwd: ROOT, encoding: "utf8" },
);
if (sync.status !== 0) {
  console.error(
    `${sync.stdout}${sync.stderr}\nThe catalogues are out of date with the code: run npm run i18n:extract.`,
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
