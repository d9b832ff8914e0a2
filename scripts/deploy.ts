// npm run deploy -- --title adr --to dir:/srv/minside   (or --title all; docs/releasing.md)
// Deploys each title's built bundle as a release of its own and makes it live in one step; the
// previous releases stay for rollback and for readers with their pages open (ADR 073).
// --dry-run says what would be uploaded, kept and removed; --not-for-readers lets a bundle that is
// not a release build go to a staging target; --keep N keeps the last N releases (default 5, and
// every release of the last 7 days); --reload "<command>" reloads nginx when a title's nginx.conf
// changed. Exits non-zero when anything was refused or failed.
import path from "node:path";
import { parseArgs } from "node:util";
import { buildChecks, deploy, namedTitles } from "#scripts/lib/deploy/commands.ts";
import { parseTarget } from "#scripts/lib/deploy/target.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    title: { type: "string" },
    "path-style": { type: "boolean", default: false },
    to: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "not-for-readers": { type: "boolean", default: false },
    keep: { type: "string", default: "5" },
    reload: { type: "string" },
    dist: { type: "string", default: path.join(ROOT, "dist") },
  },
});
function fail(message: string): never {
  console.error(
    `✗ ${message}\nUsage: npm run deploy -- --title adr|all --to dir:/srv/minside|s3://bucket/prefix [--dry-run]`,
  );
  process.exit(2);
}
const target = parseTarget(values.to, { pathStyle: values["path-style"] });
if (typeof target === "string") fail(target);
const titles = namedTitles(values.title, values["not-for-readers"]);
if (typeof titles === "string") fail(titles);
const keep = Number(values.keep);
if (!Number.isInteger(keep) || keep < 1) fail(`--keep ${values.keep}: a whole number of releases, 1 or more`);

const dist = path.resolve(values.dist);
let progressed = false;
const said = await deploy({
  progress: (line) => {
    progressed = true;
    (line.startsWith("✗") ? console.error : console.log)(line);
  },
  dist,
  checks: () => buildChecks(ROOT, dist, titles),
  titles,
  target,
  notForReaders: values["not-for-readers"],
  dryRun: values["dry-run"],
  keep,
  reload: values.reload ?? null,
});
// Each title's lines were printed as it finished; a refusal before any title, and the summary, here.
for (const line of progressed ? said.lines.slice(-1) : said.lines)
  (line.startsWith("✗") ? console.error : console.log)(line);
process.exit(said.ok ? 0 : 1);
