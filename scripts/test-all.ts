// npm test — the one test command: typecheck, lint, catalogues, unit tests, build of every
// title, bundle budgets (and each bundle's serve config, ADR 016), then the browser journeys against
// the built bundles — the `nginx` project of playwright.config.ts runs the main journeys once more
// behind Debian's nginx with each bundle's generated nginx.conf and fails on any CSP violation.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

const steps: Array<[string, string, string[]]> = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings", "0"]],
  ["format", bin("prettier"), ["--check", "."]],
  ["catalogues", process.execPath, ["scripts/i18n-check.ts"]],
  ["unit tests", bin("vitest"), ["run"]],
  ["build", process.execPath, ["scripts/build-titles.ts", "--identity", "emulator"]],
  ["bundle budgets", process.execPath, ["scripts/check-budgets.ts"]],
  ["browser journeys", bin("playwright"), ["test"]],
];

const started = performance.now();
const done: string[] = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${path.basename(command)} ${args.join(" ")}`);
  const t0 = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s (passed before it: ${done.join(", ") || "none"}).`);
    process.exit(result.status ?? 1);
  }
  done.push(name);
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(
  `\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s: ${[...new Set(done)].join(", ")}.`,
);
