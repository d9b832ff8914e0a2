// Generates titles/<code>.json, titles/<code>/logo.svg and titles/<code>/favicon.svg for every
// title in the reference table (lib/title-assets/reference-table.ts, from /work/shared/TITLES.md),
// validates each config with the shared zod schema and checks that white text reaches WCAG 4.5:1
// on each brand colour.
//
// Run from the repository root with Node 24 (type stripping):
//   node scripts/generate-title-assets.ts
//
// Values that are not public (newsroom/publication/stream ids, analytics provider, consent
// property, privacy group, identity client, most contacts and organisation numbers) are
// deterministic, plausible placeholders and are listed under `placeholders` in each file.
// Confirmed values (CONFIRMED in the reference table) are never listed as placeholders.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeTitleIssues, titleSchema } from "#app/title/title-schema.ts";
import { buildTitle } from "#scripts/lib/title-assets/build-title.ts";
import { contrastWithWhite } from "#scripts/lib/title-assets/contrast.ts";
import { fail } from "#scripts/lib/title-assets/fail.ts";
import { isValidOrgNumber, reserve } from "#scripts/lib/title-assets/placeholders.ts";
import { CONFIRMED, KNOWN_OPTIONS, parseTable, TABLE } from "#scripts/lib/title-assets/reference-table.ts";
import { faviconSvg, initialsFor, logoSvg } from "#scripts/lib/title-assets/svg.ts";
import { verify } from "#scripts/lib/title-assets/verify.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const titlesDir = path.join(root, "titles");

async function main(): Promise<void> {
  const rows = parseTable(TABLE);
  for (const row of rows) {
    for (const key of row.options.keys()) {
      if (!KNOWN_OPTIONS.has(key)) fail(`${row.code}: unknown option ${key}`);
    }
  }
  for (const code of Object.keys(CONFIRMED)) {
    if (!rows.some((r) => r.code === code)) fail(`confirmed contacts for unknown code ${code}`);
  }
  // Confirmed values may not be drawn again as placeholders.
  for (const values of Object.values(CONFIRMED)) {
    for (const [field, value] of Object.entries(values)) reserve(field, value);
  }
  for (const [code, values] of Object.entries(CONFIRMED)) {
    if (values.organizationNumber && !isValidOrgNumber(values.organizationNumber)) {
      console.warn(`warning: confirmed org. number for ${code} fails the mod-11 check`);
    }
  }

  await mkdir(titlesDir, { recursive: true });
  const problems: string[] = [];
  const written = new Set<string>();

  for (const row of rows) {
    const title = buildTitle(row);
    const parsed = titleSchema.safeParse(title);
    if (!parsed.success) {
      for (const issue of describeTitleIssues(parsed.error)) problems.push(`${row.code}: ${issue}`);
      continue;
    }
    const ratio = contrastWithWhite(row.colour);
    if (ratio < 4.5) {
      problems.push(`${row.code}: white on ${row.colour} is ${ratio.toFixed(2)}:1 (< 4.5:1)`);
      continue;
    }
    const base = row.code.toLowerCase();
    await writeFile(path.join(titlesDir, `${base}.json`), JSON.stringify(title, null, 2) + "\n");
    await mkdir(path.join(titlesDir, base), { recursive: true });
    await writeFile(path.join(titlesDir, base, "logo.svg"), logoSvg(row.name));
    await writeFile(
      path.join(titlesDir, base, "favicon.svg"),
      faviconSvg(row.name, row.colour, initialsFor(row)),
    );
    written.add(`${base}.json`);
  }
  if (problems.length > 0) fail(`invalid titles:\n  ${problems.join("\n  ")}`);

  await verify(titlesDir, written);
  console.log(`generate-title-assets: wrote and verified ${written.size} titles`);
}

await main();
