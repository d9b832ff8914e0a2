// npm run rollback -- --title adr --from dir:/srv/minside|s3://bucket/prefix [--to <release id>] [--reload "<command>"]
// Makes the release before the live one (or the one named) live again, uploading nothing: readers
// with a page of the newer release open keep finding its files (docs/releasing.md, ADR 073).
import { parseArgs } from "node:util";
import { namedTitles, rollback } from "#scripts/lib/deploy/commands.ts";
import { parseTarget } from "#scripts/lib/deploy/target.ts";

const { values } = parseArgs({
  options: {
    title: { type: "string" },
    "path-style": { type: "boolean", default: false },
    from: { type: "string" },
    to: { type: "string" },
    reload: { type: "string" },
  },
});
function fail(message: string): never {
  console.error(
    `✗ ${message}\nUsage: npm run rollback -- --title adr --from dir:/srv/minside|s3://bucket/prefix [--to <release id>]`,
  );
  process.exit(2);
}
const target = parseTarget(values.from, { pathStyle: values["path-style"] });
if (typeof target === "string") fail(target);
const titles = namedTitles(values.title, true);
if (typeof titles === "string") fail(titles);
if (titles.length !== 1) {
  console.error("✗ Roll back one title at a time: --title adr");
  process.exit(2);
}
const said = await rollback(target, titles[0]!, values.to, values.reload ?? null);
for (const line of said.lines) (line.startsWith("✗") ? console.error : console.log)(line);
process.exit(said.ok ? 0 : 1);
