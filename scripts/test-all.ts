// npm test — the one test command: typecheck, lint, format, catalogues, unit tests, build of every
// title and the bundle budgets (and each bundle's serve config, ADR 016), the room for a route, and
// the browser journeys against the built bundles — the `nginx` project of playwright.config.ts runs
// the main journeys once more behind Debian's nginx with each bundle's generated nginx.conf and
// fails on any CSP violation.
//
// Each step starts as soon as the steps it needs have passed, and no sooner (ADR 091, 093, 094):
// first the build and the portal in-process (the unit suite's in-process project) side by side; the
// budgets and the route room when the build has passed; the journeys when the bundles, the next
// release's build (the route room's copy, which the deploy journeys deploy as release 2) and the
// portal in-process have; the type check, lint, format and the rest of the unit suite when the
// portal in-process has, beside the journeys. The run is CPU-bound on our 2-core machines; what the
// journeys leave idle (waiting on a server, a timer, a page) the other checks now use. Each check's
// output is printed whole when it fails, its last lines when it passes; the journeys print as they
// go. The first step that fails stops the others: a red run says why at once.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const node = (script: string, ...args: string[]): Command => [process.execPath, [script, ...args]];

type Command = [string, string[]];
/** A step: its commands run one after another; the next starts only when the one before passed. */
interface Step {
  name: string;
  commands: Command[];
  /** The steps that must have passed before this one starts. */
  after?: string[];
  /** Lines of a passing step's output kept for the log (its summary); `"live"`: printed as it goes. */
  tail: number | "live";
}

const JOURNEYS = "browser journeys";
const IN_PROCESS = "the portal in-process";
const steps: Step[] = [
  {
    name: "build",
    commands: [node("scripts/build-titles.ts", "--identity", "emulator")],
    tail: 7,
  },
  { name: "bundle budgets", after: ["build"], commands: [node("scripts/check-budgets.ts")], tail: 2 },
  {
    // A throwaway copy with one route more, built for sbx: every budget still holds (ADR 062). The
    // deploy journeys deploy its build as the next release (scripts/lib/deploy/next-release.ts).
    name: "room for a route",
    after: ["build"],
    commands: [node("scripts/check-route-room.ts")],
    tail: 8,
  },
  {
    name: JOURNEYS,
    after: ["build", "room for a route", IN_PROCESS],
    commands: [[bin("playwright"), ["test"]]],
    tail: "live",
  },
  {
    name: "typecheck",
    after: [IN_PROCESS],
    commands: [
      [bin("react-router"), ["typegen"]],
      // TypeScript 7, the compiler written in Go, checks what TypeScript 6 (the tools' and the
      // editors' `typescript`) would, in a third of its time (ADR 081); called by its path, as both
      // packages name their command `tsc`.
      node(path.join(ROOT, "node_modules/typescript-native/bin/tsc"), "--noEmit"),
    ],
    tail: 0,
  },
  { name: "lint", after: [IN_PROCESS], commands: [[bin("eslint"), [".", "--max-warnings", "0"]]], tail: 0 },
  {
    name: "format and catalogues",
    after: [IN_PROCESS],
    commands: [[bin("prettier"), ["--check", "."]], node("scripts/i18n-check.ts")],
    tail: 2,
  },
  // The portal in-process (ADR 085) first, beside the build only, and before the journeys start
  // (ADR 093): beside them, a route's offline screen in its fault matrix once came out as the front
  // page. The checks that are not timing-sensitive wait for it, so it has the machine with the
  // build, and then run beside the journeys.
  {
    name: IN_PROCESS,
    commands: [[bin("vitest"), ["run", "--project", "in-process"]]],
    tail: 4,
  },
  // Every other project of vite.config.ts, a new one included.
  {
    name: "unit tests",
    after: [IN_PROCESS],
    commands: [[bin("vitest"), ["run", "--project", "!in-process"]]],
    tail: 6,
  },
];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const ESC = String.fromCharCode(27);
const plain = (text: string) => text.replace(new RegExp(`${ESC}\\[[0-9;]*m`, "g"), "");
const started = performance.now();

/** Every command still running, each the leader of its own process group (stopped as a whole). */
const running = new Set<ChildProcess>();
let stopping = false;
/**
 * Stops every step as Ctrl-C in a terminal would: SIGINT to each step's process group. Playwright
 * then stops its workers and the servers it started (which run in groups of their own, out of reach
 * here); a step still running 30 s later is killed.
 */
function stopAll() {
  stopping = true;
  const signal = (name: NodeJS.Signals) => {
    for (const child of running) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGKILL"), 30_000).unref();
}
// Ctrl-C reaches this process only (the steps run in process groups of their own): pass it on, and
// end once every step has stopped.
for (const name of ["SIGINT", "SIGTERM"] as const)
  process.on(name, () => {
    stopAll();
    const check = setInterval(() => {
      if (running.size === 0) process.exit(130);
    }, 100);
    check.unref();
    setTimeout(() => process.exit(130), 35_000);
  });

/** Runs a command, printing as it goes or keeping what it prints; resolves with its exit code and output. */
function run([command, args]: Command, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
      detached: true,
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(String(error))));
    child.on("close", (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString("utf8") });
    });
  });
}

async function runStep(step: Step): Promise<boolean> {
  const t0 = performance.now();
  const live = step.tail === "live";
  if (live) console.log(`\n▶ ${step.name} (after ${seconds(started)} s)`);
  let output = "";
  for (const command of step.commands) {
    const result = await run(command, live);
    output += result.output;
    if (result.code !== 0) {
      if (stopping) return false;
      console.error(
        `\n✗ ${step.name} failed after ${seconds(t0)} s: ${path.basename(command[0])} ${command[1].join(" ")}`,
      );
      if (output) console.error(output.trimEnd());
      return false;
    }
  }
  const lines = plain(output).trimEnd().split("\n").filter(Boolean);
  const summary = typeof step.tail === "number" && step.tail > 0 ? lines.slice(-step.tail) : [];
  console.log(
    [
      `✓ ${step.name} (${seconds(t0)} s, done after ${seconds(started)} s)`,
      ...summary.map((l) => `    ${l}`),
    ].join("\n"),
  );
  return true;
}

/** Each step's outcome, started once all it needs has passed; a failure anywhere stops the rest. */
const outcomes = new Map<string, Promise<boolean>>();
const failed: string[] = [];
function outcome(step: Step): Promise<boolean> {
  let promise = outcomes.get(step.name);
  if (!promise) {
    const needs = (step.after ?? []).map((name) => outcome(steps.find((s) => s.name === name)!));
    promise = Promise.all(needs).then(async (passed) => {
      if (stopping || !passed.every(Boolean)) return false;
      const ok = await runStep(step);
      if (!ok && !stopping) {
        failed.push(step.name);
        stopAll();
      }
      return ok;
    });
    outcomes.set(step.name, promise);
  }
  return promise;
}

console.log(
  `▶ ${steps
    .filter((s) => !s.after)
    .map((s) => s.name)
    .join(", ")}; then the rest as what each needs passes`,
);
const passed = await Promise.all(steps.map(outcome));
if (!passed.every(Boolean)) {
  console.error(
    `\n✗ failed: ${failed.join(", ")} after ${seconds(started)} s; the steps still running were stopped.`,
  );
  process.exit(1);
}
console.log(`\nAll checks passed in ${seconds(started)} s: ${steps.map((s) => s.name).join(", ")}.`);
