// npm run bench:home — Chromium as the persona `subscriber` on the sandbox title's front page:
// how many /api/ and identity calls it makes and in how many sequential round trips (each call is
// one trip more than the latest call that had answered before it started: lib/round-trips.ts), until
// the front page shows — after sign-in, on a cold load (signed in, page loaded afresh), and on a
// return to it within 5 minutes (client-side, from /kundeservice) — and the layout shift of the cold
// load. The dev backend answers in a few ms, so a busy machine can delay one call's start past
// another's answer: each scenario runs BENCH_RUNS times (default 5) in fresh browser contexts and
// prints the median, every run's count, and the timeline of a run that had the median count.
// Builds what it measures first (sbx for the dev backend's emulator, if dist/ is not that already).
// Ends with a verdict against the targets (docs/performance.md) and exits 1 when one is missed.
import type { Browser, Page } from "@playwright/test";
import {
  buildForBench,
  launchChromium,
  record,
  signInAs,
  startPreview,
  type Fetched,
} from "#scripts/lib/bench-browser.ts";
import { roundTripLevels, sequentialRoundTrips } from "#scripts/lib/round-trips.ts";

const TITLE = process.env.BENCH_TITLE ?? "sbx";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const shown = (page: Page) => page.getByText("Du har Digital.").waitFor({ timeout: 30_000 });
const isCall = (f: Fetched) =>
  f.url.pathname.startsWith("/api/") || f.url.pathname.startsWith("/_identity/v2/");

type Scenario =
  "after sign-in (from /callback)" | "cold (signed in, page loaded)" | "return within 5 minutes";
interface Run {
  calls: Fetched[];
  trips: number;
}
/** Sequential round trips until the front page shows, at most (docs/performance.md, ADR 022, 033). */
const TRIP_TARGETS: Record<Scenario, number> = {
  "after sign-in (from /callback)": 2,
  "cold (signed in, page loaded)": 2,
  "return within 5 minutes": 0,
};
const CLS_TARGET = 0.02;

/** The calls made until the front page showed, `shownAt` ms after the recording's first request. */
function callsUntil(fetched: Fetched[], shownAt: number): Run {
  const calls = fetched.filter(isCall).filter((f) => f.start <= shownAt);
  return { calls, trips: sequentialRoundTrips(calls) };
}

const medianOf = (runs: Run[]) =>
  [...runs].sort((a, b) => a.trips - b.trips)[Math.floor((runs.length - 1) / 2)]!;

function report(label: Scenario, runs: Run[]) {
  const median = medianOf(runs);
  const { calls } = median;
  const failed = calls.filter((f) => f.failed).map((f) => `${f.status} ${f.url.pathname}`);
  console.log(
    `  ${label.padEnd(34)} ${String(calls.length).padStart(2)} calls, ${median.trips} sequential round trips` +
      ` (median of ${runs.length} runs: ${runs.map((run) => run.trips).join(" ")})` +
      `${failed.length ? `; failed: ${failed.join(", ")}` : ""}`,
  );
  // Each call with its trip: one more than the latest call that had answered before it started.
  for (const { call: f, level } of roundTripLevels(calls))
    console.log(
      `      trip ${level}  ${f.start.toFixed(0).padStart(6)}–${f.end.toFixed(0).padEnd(6)} ms ${f.status ?? "…"} ${f.url.pathname}`,
    );
}

/** ms since the recording's first request at which the front page showed. */
async function until(page: Page, started: number): Promise<number> {
  await shown(page);
  return Date.now() - started;
}

/** One run of the three scenarios in a fresh browser context; the CLS of the cold load. */
async function oneRun(
  browser: Browser,
  origin: string,
): Promise<{ runs: Record<Scenario, Run>; cls: number }> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  try {
    let rec = record(page);
    let t0 = Date.now();
    await signInAs(page, `${origin}/`, "subscriber");
    let at = await until(page, t0);
    // From the return to /callback on: what signing in costs the front page.
    const afterSignIn = (await rec.stop()).filter((f) => f.start >= 0);
    const base = afterSignIn.find((f) => f.url.pathname === "/callback")?.start ?? 0;
    const signIn = callsUntil(
      afterSignIn
        .filter((f) => f.start >= base)
        .map((f) => ({ ...f, start: f.start - base, end: f.end - base })),
      at,
    );
    await page.waitForLoadState("networkidle");

    rec = record(page);
    t0 = Date.now();
    await page.reload();
    at = await until(page, t0);
    await page.waitForLoadState("networkidle");
    const cold = callsUntil(await rec.stop(), at);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);

    await page.getByRole("link", { name: "Kundeservice" }).first().click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    rec = record(page);
    t0 = Date.now();
    await page.getByRole("link", { name: "Min side" }).first().click();
    at = await until(page, t0);
    await page.waitForLoadState("networkidle");
    const back = await rec.stop();
    const ret = back.length ? callsUntil(back, at) : { calls: [], trips: 0 };
    return {
      runs: {
        "after sign-in (from /callback)": signIn,
        "cold (signed in, page loaded)": cold,
        "return within 5 minutes": ret,
      },
      cls,
    };
  } finally {
    await context.close();
  }
}

buildForBench([TITLE]);
const server = await startPreview();
const browser = await launchChromium();
let missed = 0;
try {
  await server.ask("/_dev/reset", "POST");
  const results: Array<Awaited<ReturnType<typeof oneRun>>> = [];
  for (let i = 0; i < RUNS; i++) results.push(await oneRun(browser, server.origin(TITLE)));
  console.log(`\n${TITLE} front page as subscriber — /api/ and identity calls until it shows:`);
  for (const scenario of Object.keys(results[0]!.runs) as Scenario[])
    report(
      scenario,
      results.map((result) => result.runs[scenario]),
    );
  const cls = results.map((result) => result.cls).sort((a, b) => a - b);
  const clsMedian = cls[Math.floor((cls.length - 1) / 2)]!;
  console.log(
    `      layout shift (CLS) of the cold load: ${clsMedian.toFixed(3)} (median; highest ${cls.at(-1)!.toFixed(3)})`,
  );
  // The verdict: each median against its target.
  const verdicts = (Object.keys(TRIP_TARGETS) as Scenario[]).map((scenario) => {
    const trips = medianOf(results.map((result) => result.runs[scenario])).trips;
    return {
      text: `${scenario} ≤ ${TRIP_TARGETS[scenario]} trips: ${trips}`,
      ok: trips <= TRIP_TARGETS[scenario],
    };
  });
  verdicts.push({ text: `CLS ≤ ${CLS_TARGET}: ${clsMedian.toFixed(3)}`, ok: clsMedian <= CLS_TARGET });
  missed = verdicts.filter((v) => !v.ok).length;
  console.log(
    `\ntargets: ${verdicts.map((v) => `${v.text} ${v.ok ? "✓" : "✗"}`).join("; ")} — ` +
      (missed ? `${missed} missed` : "all met"),
  );
} finally {
  await browser.close();
  server.stop();
}
process.exit(missed > 0 ? 1 : 0);
