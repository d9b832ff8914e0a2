// npm test — the one test command: typecheck, lint, format, catalogues, unit tests, build of every
// title and the bundle budgets (and each bundle's serve config, ADR 016), then the browser journeys
// against the built bundles — the `nginx` project of playwright.config.ts runs the main journeys once
// more behind Debian's nginx with each bundle's generated nginx.conf and fails on any CSP violation.
//
// The checks before the journeys do not depend on each other (the budgets on the build only), so
// they run side by side: most of them use one core, and on our 2-core machines the five together
// take about as long as the unit tests alone (docs/testing.md). Each one's output is printed whole
// when it fails, its last lines when it passes; the journeys, last, print as they go.
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const node = (script: string, ...args: string[]): Command => [process.execPath, [script, ...args]];

type Command = [string, string[]];
/** A check: its commands run one after another; the next starts only when the one before passed. */
interface Check {
  name: string;
  commands: Command[];
  /** Lines of a passing check's output kept for the log (its summary). */
  tail: number;
}

const before: Check[] = [
  {
    name: "typecheck",
    commands: [
      [bin("react-router"), ["typegen"]],
      // TypeScript 7, the compiler written in Go, checks what TypeScript 6 (the tools' and the
      // editors' `typescript`) would, in a third of its time (ADR 081); called by its path, as both
      // packages name their command `tsc`.
      node(path.join(ROOT, "node_modules/typescript-native/bin/tsc"), "--noEmit"),
    ],
    tail: 0,
  },
  { name: "lint", commands: [[bin("eslint"), [".", "--max-warnings", "0"]]], tail: 0 },
  {
    name: "format and catalogues",
    commands: [[bin("prettier"), ["--check", "."]], node("scripts/i18n-check.ts")],
    tail: 2,
  },
  { name: "unit tests", commands: [[bin("vitest"), ["run"]]], tail: 6 },
  {
    name: "build, bundle budgets and room for a route",
    commands: [
      node("scripts/build-titles.ts", "--identity", "emulator"),
      node("scripts/check-budgets.ts"),
      // A throwaway copy with one route more, built for sbx: every budget still holds (ADR 062).
      node("scripts/check-route-room.ts"),
    ],
    tail: 16,
  },
];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const ESC = String.fromCharCode(27);
const plain = (text: string) => text.replace(new RegExp(`${ESC}\\[[0-9;]*m`, "g"), "");

/** Runs a command, keeping what it prints; resolves with its exit code and output. */
function capture([command, args]: Command): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(String(error))));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString("utf8") }));
  });
}

async function runCheck(check: Check): Promise<{ check: Check; ok: boolean; took: string }> {
  const t0 = performance.now();
  let output = "";
  for (const command of check.commands) {
    const result = await capture(command);
    output += result.output;
    if (result.code !== 0) {
      console.error(
        `\n✗ ${check.name} failed after ${seconds(t0)} s: ${path.basename(command[0])} ${command[1].join(" ")}`,
      );
      console.error(output.trimEnd());
      return { check, ok: false, took: seconds(t0) };
    }
  }
  const lines = plain(output).trimEnd().split("\n").filter(Boolean);
  const summary = check.tail > 0 ? lines.slice(-check.tail).map((line) => `    ${line}`) : [];
  console.log([`✓ ${check.name} (${seconds(t0)} s)`, ...summary].join("\n"));
  return { check, ok: true, took: seconds(t0) };
}

const started = performance.now();
console.log(`▶ side by side: ${before.map((c) => c.name).join(", ")}`);
const results = await Promise.all(before.map(runCheck));
const failed = results.filter((r) => !r.ok).map((r) => r.check.name);
if (failed.length > 0) {
  console.error(`\n✗ failed: ${failed.join(", ")} (${seconds(started)} s).`);
  process.exit(1);
}

console.log(`\n▶ browser journeys: playwright test (after ${seconds(started)} s)`);
const t0 = performance.now();
const journeys = await new Promise<number>((resolve) => {
  const child = spawn(bin("playwright"), ["test"], { cwd: ROOT, stdio: "inherit" });
  child.on("close", (code) => resolve(code ?? 1));
});
if (journeys !== 0) {
  console.error(`\n✗ browser journeys failed after ${seconds(t0)} s (everything before them passed).`);
  process.exit(journeys);
}
console.log(`✓ browser journeys (${seconds(t0)} s)`);
console.log(
  `\nAll checks passed in ${seconds(started)} s: ${before.map((c) => c.name).join(", ")}, browser journeys.`,
);
