// A Playwright reporter for CI's log (ADR 039): where the journeys' time goes, per file and
// project (the sum of its tests' durations, which is what a worker spends on them), the slowest
// first, and the run's wall-clock time with the number of workers. playwright.config.ts adds it.
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";

export default class JourneyTimes implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>();
  private started = Date.now();
  private workers = 1;

  onBegin(config: FullConfig, _suite: Suite) {
    this.started = Date.now();
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? "";
    const file = test.location.file.split("/tests/e2e/").pop() ?? test.location.file;
    const key = `${file} [${project}]`;
    const entry = this.perFile.get(key) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(key, entry);
  }

  onEnd(result: FullResult) {
    const rows = [...this.perFile].sort((a, b) => b[1].ms - a[1].ms);
    const sum = rows.reduce((total, [, e]) => total + e.ms, 0);
    console.log(`\nJourney time per file (sum of test durations; ${this.workers} workers):`);
    for (const [key, e] of rows)
      console.log(
        `  ${key.padEnd(48)} ${(e.ms / 1000).toFixed(1).padStart(7)} s  ${String(e.tests).padStart(3)} tests`,
      );
    const wall = (Date.now() - this.started) / 1000;
    console.log(
      `  ${"all".padEnd(48)} ${(sum / 1000).toFixed(1).padStart(7)} s; wall clock ${wall.toFixed(0)} s (${result.status})`,
    );
  }

  printsToStdio() {
    return false;
  }
}
