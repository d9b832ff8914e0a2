// npm run bench:lighthouse — Lighthouse (mobile, its default throttling) 3 times each on
// /kundeservice and /404 and on the front page signed in as `subscriber`, for one title served
// through Debian's nginx with the bundle's own nginx.conf (compression and headers as in
// production); prints the medians and exits non-zero below the targets (ADR 042).
// `-- --all`: every route a reader reaches (scripts/lib/lighthouse-routes.ts: open pages anonymously,
// guarded ones signed in as the persona that has them), in sbx and in the nn title sh, one line each.
// A benchmark, not run in CI (started by scripts/bench-lighthouse.ts, which installs this folder
// first: ADR 075). Debian's Chromium through chrome-launcher; a signed-in run signs in
// first in the same browser (puppeteer, which Lighthouse brings) and keeps the cookies and storage
// it set. Builds what it measures first (its titles for the dev backend's emulator, where dist/ is
// not that already).
// `-- --all --signed-in`: only the routes one is signed in on.
// BENCH_RUNS (3), BENCH_TITLE (sbx; with --all, sbx and sh), BENCH_PAGE (one route) narrow it down.
// BENCH_CACHE=cold empties the browser's cache after signing in: a signed-in route opened as from a
// link in an e-mail after a deploy (no script cached), the case route shells are for (ADR 043).
// BENCH_THROTTLING=devtools: Lighthouse's other way to throttle — the browser itself slowed down —
// instead of its default simulation (Lantern), which counts every script fetched before the first
// paint as blocking it (ADR 043).
// Served over HTTPS and HTTP/2 with a certificate made for the run, as the CDN serves the bundles:
// Lighthouse's simulation of HTTP/1.1 fetches six files at a time over new connections, which no
// reader of a CDN-served page waits for (ADR 056). BENCH_HTTP=1.1 measures over plain HTTP/1.1.
// A console error for a host this machine cannot reach (a title's favicon on its own site) is
// printed and not counted (UNREACHABLE_HERE below).
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumPath } from "../lib/chromium.ts";
import { buildForBench, startPreview } from "../lib/bench-browser.ts";
import { measuredRoutes, type MeasuredRoute } from "../lib/lighthouse-routes.ts";

const ALL = process.argv.includes("--all");
/** `--all --signed-in`: only the guarded routes, each signed in as the persona that has it. */
const SIGNED_IN_ONLY = process.argv.includes("--signed-in");
const TITLES = process.env.BENCH_TITLE ? [process.env.BENCH_TITLE] : ALL ? ["sbx", "sh"] : ["sbx"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COLD = process.env.BENCH_CACHE === "cold";
const THROTTLING_DEVTOOLS = process.env.BENCH_THROTTLING === "devtools";
const TLS = process.env.BENCH_HTTP !== "1.1";

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}
// The same for every route, open or signed in (ADR 042).
const targets = { performance: 0.95, accessibility: 1, bestPractices: 1, cls: 0.02 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const DEFAULT_PAGES: MeasuredRoute[] = [
  { route: "/kundeservice", path: "/kundeservice" },
  { route: "/404", path: "/404" },
  { route: "/", path: "/", persona: "subscriber" },
];
const pages = (ALL ? measuredRoutes() : DEFAULT_PAGES).filter(
  (p) => (!process.env.BENCH_PAGE || p.route === process.env.BENCH_PAGE) && (!SIGNED_IN_ONLY || p.persona),
);

buildForBench(TITLES);
const server = await startPreview({ nginx: true, tls: TLS });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  // The run's certificate is trusted by nothing: this browser accepts it.
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(TLS ? ["--ignore-certificate-errors"] : [])],
});

/**
 * This machine reaches no host but its own (`*.localhost`, CHROMIUM_ARGS): what a page asks of
 * another site — a title's favicon on its newspaper's own site (SPEC §1) — fails here with a name
 * that does not resolve, as it would not in production. Such console errors are not counted (the
 * audit's default ignore is kept); the requests are printed, so nothing is hidden. Any other
 * console error counts.
 */
const UNREACHABLE_HERE = "ERR_NAME_NOT_RESOLVED";
const lighthouseConfig = {
  extends: "lighthouse:default" as const,
  audits: [
    {
      path: "errors-in-console",
      options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", UNREACHABLE_HERE] },
    },
  ],
};

/** A fresh browser state for the title, then (for a guarded route) sign-in as the persona. */
async function prepare(page: Page, origin: string, route: MeasuredRoute): Promise<string> {
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCookies");
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.detach();
  if (!route.persona) return `${origin}${route.path}`;
  await server.ask("/_dev/reset", "POST");
  await page.goto(`${origin}${route.path}`);
  await page.waitForSelector(`button[data-persona="${route.persona}"]`);
  await Promise.all([page.waitForNavigation(), page.click(`button[data-persona="${route.persona}"]`)]);
  await page.waitForFunction(() => !/\/(_identity|callback)/.test(location.pathname), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
  if (COLD) {
    const session = await page.createCDPSession();
    await session.send("Network.clearBrowserCache");
    await session.detach();
  }
  if (!route.follow) return page.url();
  const follow = route.follow;
  const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
  const href = hrefs.find((h) => follow.test(new URL(h).pathname));
  if (!href) throw new Error(`${route.route}: no link matching ${String(follow)} on ${route.path}`);
  return href;
}

let failures = 0;
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const title of TITLES) {
    const origin = server.origin(title);
    console.log(
      `\n${title} through nginx over ${TLS ? "HTTP/2 (TLS)" : "HTTP/1.1"}, Lighthouse mobile, median of ${RUNS}${COLD ? ", signed-in routes with an empty cache" : ""}${THROTTLING_DEVTOOLS ? ", devtools throttling" : ""}:`,
    );
    console.log(`  ${"route".padEnd(34)} perf  a11y  b.p.    LCP ms   TBT ms    CLS`);
    for (const route of pages) {
      const label = `${route.route}${route.persona ? ` (${route.persona})` : ""}`;
      const runs: Figures[] = [];
      try {
        for (let run = 0; run < RUNS; run++) {
          const page = await browser.newPage();
          const url = await prepare(page, origin, route);
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility", "best-practices"],
              // Signed in: keep the session cookie and this browser's sign-in hint.
              disableStorageReset: Boolean(route.persona),
              // BENCH_THROTTLING=devtools: the browser really slowed down (each request's latency,
              // the bandwidth, the CPU), and the figures observed, not simulated from a fast load.
              ...(THROTTLING_DEVTOOLS ? { throttlingMethod: "devtools" as const } : {}),
            },
            lighthouseConfig,
            page,
          );
          await page.close();
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
          if (lhr.runtimeError) console.error(`  ${label}: ${lhr.runtimeError.message}`);
          // What shifted, when it shifted enough to miss the target: the element and its score.
          const shifts = lhr.audits["layout-shifts"]?.details as
            { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined;
          if ((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) > targets.cls)
            for (const item of shifts?.items ?? [])
              console.log(
                `      ${label} run ${run + 1}: shift ${item.score?.toFixed(3)} ${item.node?.selector ?? ""} ${item.node?.snippet ?? ""}`,
              );
          // Requests to hosts this machine cannot reach: not judged here, but said.
          const requests = lhr.audits["network-requests"]?.details as
            { items?: Array<{ url?: string }> } | undefined;
          for (const { url: asked = "" } of requests?.items ?? [])
            if (/^https?:/.test(asked) && !new URL(asked).hostname.endsWith("localhost"))
              console.log(
                `      ${label} run ${run + 1}: not reachable from this machine, not counted: ${asked}`,
              );
          // Best practices below 1: which audits failed.
          if ((lhr.categories["best-practices"]?.score ?? 1) < 1)
            for (const ref of lhr.categories["best-practices"]?.auditRefs ?? [])
              if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                console.log(`      ${label} run ${run + 1}: best practices: ${ref.id}`);
          if (process.env.BENCH_KEEP)
            writeFileSync(
              `${process.env.BENCH_KEEP}-${title}-${route.route.replace(/\W/g, "_")}-${run + 1}.json`,
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
      } catch (error) {
        failures++;
        console.log(`  ${label.padEnd(34)} NOT MEASURED: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const m = Object.fromEntries(
        (Object.keys(runs[0]!) as Array<keyof Figures>).map((key) => [key, median(runs.map((r) => r[key]))]),
      ) as unknown as Figures;
      const misses = [
        m.performance < targets.performance && `performance < ${targets.performance}`,
        m.accessibility < targets.accessibility && `accessibility < ${targets.accessibility}`,
        m.bestPractices < targets.bestPractices && `best practices < ${targets.bestPractices}`,
        m.cls > targets.cls && `CLS > ${targets.cls}`,
      ].filter(Boolean);
      if (misses.length) failures++;
      console.log(
        `  ${label.padEnd(34)} ${m.performance.toFixed(2)}  ${m.accessibility.toFixed(2)}  ${m.bestPractices.toFixed(2)}  ` +
          `${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)}  ${m.cls.toFixed(3)}` +
          `${misses.length ? `  BELOW TARGET: ${misses.join(", ")}` : ""}`,
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  server.stop();
}
console.log(
  failures > 0 ? `\n${failures} route(s) below target or not measured.` : "\nEvery route on target.",
);
process.exit(failures > 0 ? 1 : 0);
