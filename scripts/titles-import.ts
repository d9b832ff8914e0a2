// npm run titles:import -- values.csv
// Fills titles/*.json with the real values from a CSV file (one row per title code, one column per
// field), checks each title with the title schema, and reports what is still a placeholder.
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
for (const problem of report.problems) console.error(`✗ ${problem}`);
if (report.stillPlaceholders.length === 0)
  console.log("No title holds placeholders: every title is ready for release.");
else {
  console.log(`\nStill placeholders in ${report.stillPlaceholders.length} title(s):`);
  for (const t of report.stillPlaceholders) console.log(`  ${t.titleCode}: ${t.fields.join(", ")}`);
}
process.exit(report.problems.length > 0 ? 1 : 0);
