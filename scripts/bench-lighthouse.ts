// npm run bench:lighthouse — Lighthouse (mobile, its default throttling) 3 times each on
// /kundeservice and /404 and on the front page signed in as `subscriber`, for one title served
// through Debian's nginx with the bundle's own nginx.conf (compression and headers as in
// production); prints the medians and exits non-zero below the targets of issue 17. A benchmark,
// not run in CI. Debian's Chromium through chrome-launcher; the signed-in run signs in first in the
// same browser (puppeteer, which Lighthouse brings) and keeps the cookies and storage it set.
// Uses dist/ (build the title first: npm run build -- --identity emulator --title sbx).
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumPath } from "./lib/chromium.ts";
import { startPreview } from "./lib/bench-browser.ts";

const TITLE = process.env.BENCH_TITLE ?? "sbx";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}
const targets = {
  open: { performance: 0.95 },
  signedIn: { performance: 0.9 },
  accessibility: 1,
  bestPractices: 0.95,
  cls: 0.05,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startPreview({ nginx: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
let failures = 0;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const origin = server.origin(TITLE);
  const pages = [
    { path: "/kundeservice", signedIn: false },
    { path: "/404", signedIn: false },
    { path: "/", signedIn: true },
  ].filter((p) => !process.env.BENCH_PAGE || p.path === process.env.BENCH_PAGE);
  console.log(`\n${TITLE} through nginx, Lighthouse mobile, median of ${RUNS}:`);
  console.log(`  ${"page".padEnd(22)} perf  a11y  b.p.    LCP ms   TBT ms    CLS`);
  for (const { path, signedIn } of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      if (signedIn) {
        await fetch(`http://127.0.0.1:${server.port}/_dev/reset`, { method: "POST" });
        await page.goto(`${origin}/`);
        await page.waitForSelector('button[data-persona="subscriber"]');
        await Promise.all([page.waitForNavigation(), page.click('button[data-persona="subscriber"]')]);
        await page.waitForFunction(() => document.body.innerText.includes("Du har"), { timeout: 30_000 });
      }
      const result = await lighthouse(
        `${origin}${path}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          // Signed in: keep the session cookie and this browser's sign-in hint.
          disableStorageReset: signedIn,
        },
        undefined,
        page,
      );
      await page.close();
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (lhr.runtimeError) console.error(`  ${path}: ${lhr.runtimeError.message}`);
      // What shifted, when it shifted enough to miss the target: the element and its score.
      const shifts = lhr.audits["layout-shifts"]?.details as
        { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined;
      if ((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) > targets.cls)
        for (const item of shifts?.items ?? [])
          console.log(
            `      ${path} run ${run + 1}: shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ""} ${item.node?.snippet ?? ""}`,
          );
      if (process.env.BENCH_KEEP)
        writeFileSync(
          `${process.env.BENCH_KEEP}-${path.replace(/\W/g, "_")}-${run + 1}.json`,
          JSON.stringify(lhr),
        );
      runs.push({
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        bestPractices: lhr.categories["best-practices"]?.score ?? 0,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      });
    }
    const m = Object.fromEntries(
      (Object.keys(runs[0]!) as Array<keyof Figures>).map((key) => [key, median(runs.map((r) => r[key]))]),
    ) as unknown as Figures;
    const perfTarget = signedIn ? targets.signedIn.performance : targets.open.performance;
    const misses = [
      m.performance < perfTarget && `performance < ${perfTarget}`,
      m.accessibility < targets.accessibility && `accessibility < ${targets.accessibility}`,
      m.bestPractices < targets.bestPractices && `best practices < ${targets.bestPractices}`,
      m.cls > targets.cls && `CLS > ${targets.cls}`,
    ].filter(Boolean);
    failures += misses.length;
    console.log(
      `  ${`${path}${signedIn ? " (subscriber)" : ""}`.padEnd(22)} ${m.performance.toFixed(2)}  ${m.accessibility.toFixed(2)}  ${m.bestPractices.toFixed(2)}  ` +
        `${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)}  ${m.cls.toFixed(3)}` +
        `${misses.length ? `  BELOW TARGET: ${misses.join(", ")}` : ""}`,
    );
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  server.stop();
}
process.exit(failures > 0 ? 1 : 0);
