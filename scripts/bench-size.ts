// npm run bench:size — prints the JavaScript each prerendered page loads before it is interactive
// and each route's own chunk (gzip), for one nb and one nn bundle. Builds first if dist/ is empty.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const run = (args: string[]) =>
  spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit" }).status ?? 1;

if (!existsSync(path.join(ROOT, "dist/index.html"))) {
  const status = run(["scripts/build-titles.ts", "--title", "sbx", "--title", "sh"]);
  if (status !== 0) process.exit(status);
}
process.exit(run(["scripts/check-budgets.ts", "--report"]));
