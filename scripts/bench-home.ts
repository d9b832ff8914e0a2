// npm run bench:home — Chromium as the persona `subscriber` on the sandbox title's front page:
// how many /api/ and identity calls it makes and in how many sequential round trips (each call is
// one trip more than the latest call that had answered before it started: lib/round-trips.ts), until the front page shows — after sign-in, on a cold load
// (signed in, page loaded afresh), and on a return to it within 5 minutes (client-side, from
// /kundeservice) — and the layout shift of the cold load. Uses dist/ (build sbx first).
import type { Page } from "@playwright/test";
import { launchChromium, record, signInAs, startPreview, type Fetched } from "./lib/bench-browser.ts";
import { roundTripLevels, sequentialRoundTrips } from "./lib/round-trips.ts";

const TITLE = process.env.BENCH_TITLE ?? "sbx";
const shown = (page: Page) => page.getByText("Du har Digital.").waitFor({ timeout: 30_000 });
const isCall = (f: Fetched) =>
  f.url.pathname.startsWith("/api/") || f.url.pathname.startsWith("/_identity/v2/");

function report(label: string, fetched: Fetched[], shownAt: number) {
  const calls = fetched.filter(isCall).filter((f) => f.start <= shownAt);
  const failed = calls.filter((f) => f.failed).map((f) => `${f.status} ${f.url.pathname}`);
  console.log(
    `  ${label.padEnd(34)} ${String(calls.length).padStart(2)} calls, ${sequentialRoundTrips(calls)} sequential round trips` +
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

const server = await startPreview();
const browser = await launchChromium();
try {
  await fetch(`http://127.0.0.1:${server.port}/_dev/reset`, { method: "POST" });
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
  console.log(`\n${TITLE} front page as subscriber — /api/ and identity calls until it shows:`);

  let rec = record(page);
  let t0 = Date.now();
  await signInAs(page, `${server.origin(TITLE)}/`, "subscriber");
  let at = await until(page, t0);
  // From the return to /callback on: what signing in costs the front page.
  const afterSignIn = (await rec.stop()).filter((f) => f.start >= 0);
  const callback = afterSignIn.find((f) => f.url.pathname === "/callback");
  const base = callback?.start ?? 0;
  report(
    "after sign-in (from /callback)",
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
  report("cold (signed in, page loaded)", await rec.stop(), at);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`      layout shift (CLS) of the cold load: ${cls.toFixed(3)}`);

  await page.getByRole("link", { name: "Kundeservice" }).first().click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  rec = record(page);
  t0 = Date.now();
  await page.getByRole("link", { name: "Min side" }).first().click();
  at = await until(page, t0);
  await page.waitForLoadState("networkidle");
  const back = await rec.stop();
  report("return within 5 minutes", back, back.length ? at : 0);
} finally {
  await browser.close();
  server.stop();
}
