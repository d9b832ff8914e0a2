// npm run bench:lighthouse — what it measures and its options: scripts/lighthouse/bench.ts.
// Lighthouse and what it brings (~165 packages, ~150 MB) are installed apart from the project, in
// scripts/lighthouse with a lockfile of its own, so `npm ci` and CI do not install them for a bench
// CI never runs (docs/decisions/075). The first run here installs them, once, by that lockfile.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const here = path.join(import.meta.dirname, "lighthouse");
if (!existsSync(path.join(here, "node_modules/lighthouse/package.json"))) {
  console.log("Lighthouse is installed apart from the project: npm ci --prefix scripts/lighthouse (once)…");
  const install = spawnSync("npm", ["ci", "--prefix", here, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (install.status !== 0) {
    console.error(
      "Could not install Lighthouse (scripts/lighthouse): the bench needs the npm registry once.",
    );
    process.exit(install.status ?? 1);
  }
}
// Not type-checked with the project (tsconfig.json leaves scripts/lighthouse out): its types come
// with the packages this folder installs.
await import(pathToFileURL(path.join(here, "bench.ts")).href);
