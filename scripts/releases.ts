// npm run releases -- --title adr --from dir:/srv/minside
// The title's releases on the target, oldest first, which one is live, and each one's record: who
// deployed it when, from which commit, how many files and bytes (docs/releasing.md).
import { parseArgs } from "node:util";
import { listReleases, namedTitles } from "#scripts/lib/deploy/commands.ts";
import { parseTarget } from "#scripts/lib/deploy/target.ts";

const { values } = parseArgs({
  options: {
    title: { type: "string" },
    from: { type: "string" },
    "path-style": { type: "boolean", default: false },
  },
});
function fail(message: string): never {
  console.error(
    `✗ ${message}\nUsage: npm run releases -- --title adr --from dir:/srv/minside|s3://bucket/prefix`,
  );
  process.exit(2);
}
const target = parseTarget(values.from, { pathStyle: values["path-style"] });
if (typeof target === "string") fail(target);
const titles = namedTitles(values.title, true);
if (typeof titles === "string") fail(titles);
for (const code of titles) for (const line of (await listReleases(target, code)).lines) console.log(line);
