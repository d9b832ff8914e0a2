// npm run titles:import -- values.csv
// Fills titles/*.json with the real values from a CSV file (one row per title code, one column per
// field), checks each cell (length, no formula, no example, an id's shape) and each title with the
// title schema, and reports what is still a placeholder in the titles of the file, the problems
// last.
// Exits non-zero when a row or the header had a problem (scripts/lib/titles-import.ts, ADR 031).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importTitleValues } from "#scripts/lib/titles-import.ts";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error("Usage: npm run titles:import -- values.csv");
  process.exit(2);
}
const report = importTitleValues(readFileSync(positionals[0]!, "utf8"));
for (const { titleCode, fields } of report.written)
  console.log(
    `✓ ${titleCode}: ${fields.length} field${fields.length === 1 ? "" : "s"} filled (${fields.join(", ")})`,
  );
// What is left to do for the titles in this file; the others only counted, so the errors below stay
// in view.
const imported = new Set(report.imported);
const left = report.stillPlaceholders.filter((t) => imported.has(t.titleCode));
for (const t of left) console.log(`  still placeholders in ${t.titleCode}: ${t.fields.join(", ")}`);
const others = report.stillPlaceholders.length - left.length;
// The problems last, where the eye lands, then one line that sums up.
if (report.problems.length > 0) console.error("");
for (const problem of report.problems) console.error(`✗ ${problem}`);
console.log(
  `\n${report.written.length} title${report.written.length === 1 ? "" : "s"} written, ` +
    `${report.problems.length} problem${report.problems.length === 1 ? "" : "s"}; ` +
    `${report.stillPlaceholders.length} title${report.stillPlaceholders.length === 1 ? "" : "s"} still hold placeholders` +
    (others > 0 ? ` (${others} not in this file)` : "") +
    (report.stillPlaceholders.length === 0 ? ": every title is ready for release." : "."),
);
process.exit(report.problems.length > 0 ? 1 : 0);
