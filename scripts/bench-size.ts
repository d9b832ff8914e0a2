// npm run bench:size — the JavaScript Chromium really loads (gzip -9 of every script fetched until
// the network is idle) on every prerendered page of one nb title, anonymous, and on /kundeservice
// and /404 of an nn title, split into what was requested before the page was interactive (the
// framework's share and ours) and what after (ADR 040); then the front page signed in as
// `subscriber` (its own budget, ADR 052), each route's own chunk and the chunks loaded on demand (static, from
// the bundle). Builds sbx and sh first if dist/ is empty. `--files` lists each page's files. The
// budgets are held in CI by tests/e2e/page-weight.test.ts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PRERENDERED_PATHS } from "#app/route-table.ts";
import {
  BUDGET_OURS_BEFORE_INTERACTIVE,
  BUDGET_PAGE_JS,
  BUDGET_PAGE_JS_BEFORE_INTERACTIVE,
  BUDGET_SIGNED_IN_FRONT_PAGE,
  INTERACTIVE_MARK,
  readTimeline,
  requestedBeforeInteractive,
  splitPage,
  type PageSplit,
} from "#scripts/lib/bundle-size.ts";
import { kb, launchChromium, record, signInAs, startPreview } from "#scripts/lib/bench-browser.ts";

const showFiles = process.argv.includes("--files");
const ROOT = path.resolve(import.meta.dirname, "..");
const TITLES = process.argv.includes("--sbx") ? ["sbx"] : ["sbx", "sh"];

if (!TITLES.every((code) => existsSync(path.join(ROOT, "dist", code, "index.html")))) {
  const status = spawnSync(
    process.execPath,
    ["scripts/build-titles.ts", "--identity", "emulator", ...TITLES.flatMap((t) => ["--title", t])],
    { cwd: ROOT, stdio: "inherit" },
  ).status;
  if (status !== 0) process.exit(status ?? 1);
}

const server = await startPreview();
const browser = await launchChromium();
let over = 0;
const overBudget = (split: PageSplit): string[] => [
  ...(split.before.total > BUDGET_PAGE_JS_BEFORE_INTERACTIVE ? ["before interactive"] : []),
  ...(split.before.ours > BUDGET_OURS_BEFORE_INTERACTIVE ? ["ours before interactive"] : []),
  ...(split.total > BUDGET_PAGE_JS ? ["in all"] : []),
];
try {
  console.log(
    `\nJavaScript loaded until the network is idle, gzip: requested before the page was interactive ` +
      `(budget ${kb(BUDGET_PAGE_JS_BEFORE_INTERACTIVE)}), of which the framework's and ours ` +
      `(budget ${kb(BUDGET_OURS_BEFORE_INTERACTIVE)}); after it; in all (budget ${kb(BUDGET_PAGE_JS)}).`,
  );
  for (const code of TITLES) {
    console.log(
      `\n${code}        page                   before  framework       ours      after      total  files`,
    );
    const pages: Array<{ path: string; persona?: string }> = [
      ...(code === "sbx" ? PRERENDERED_PATHS : ["/kundeservice", "/404"]).map((p) => ({ path: p })),
      { path: "/", persona: "subscriber" },
    ];
    let heaviest: { path: string; split: PageSplit } | null = null;
    for (const { path: pagePath, persona } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (persona) {
        await signInAs(page, `${server.origin(code)}/`, persona);
        await page.waitForLoadState("networkidle");
      }
      const recording = record(page);
      // A fresh load of the page, as a reader opening it (signed in: with the session cookie).
      const quiet = await page
        .goto(`${server.origin(code)}${pagePath}`, { waitUntil: "networkidle", timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      const interactive = await page
        .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, {
          timeout: 10_000,
        })
        .then(
          () => page.waitForLoadState("networkidle").then(() => true),
          () => false,
        );
      const timeline = await page.evaluate(readTimeline, INTERACTIVE_MARK);
      const fetched = await recording.stop();
      await context.close();
      const scripts = fetched.filter((f) => f.request.resourceType() === "script");
      const split = splitPage(
        scripts.map((f) => ({
          file: f.url.pathname,
          gzip: f.gzip,
          beforeInteractive: requestedBeforeInteractive(timeline, f.url.pathname),
        })),
      );
      const failed = fetched.filter((f) => f.failed).map((f) => `${f.status ?? "failed"} ${f.url.pathname}`);
      const overs = persona
        ? split.before.total > BUDGET_SIGNED_IN_FRONT_PAGE
          ? [`before interactive, budget ${kb(BUDGET_SIGNED_IN_FRONT_PAGE)}`]
          : []
        : overBudget(split);
      if (overs.length > 0) over++;
      if (!persona && (heaviest === null || split.total > heaviest.split.total))
        heaviest = { path: pagePath, split };
      console.log(
        `  ${`${pagePath}${persona ? ` (${persona})` : ""}`.padEnd(30)} ${[
          split.before.total,
          split.before.framework,
          split.before.ours,
          split.after,
          split.total,
        ]
          .map((bytes) => kb(bytes).padStart(9))
          .join("  ")}  ${String(split.files.length).padStart(5)}` +
          `${failed.length ? `; failed: ${failed.join(", ")}` : ""}${quiet ? "" : "; never idle in 20 s"}` +
          `${interactive ? "" : "; never interactive"}${overs.length ? `  OVER BUDGET (${overs.join(", ")})` : ""}`,
      );
      if (persona) console.log(`      (${split.before.total} bytes before interactive)`);
      if (showFiles) printFiles(split);
    }
    if (heaviest && !showFiles) {
      const { before, after, total } = heaviest.split;
      console.log(
        `  files of the heaviest open page, ${heaviest.path}, in bytes: before interactive ${before.total} ` +
          `(framework ${before.framework}, ours ${before.ours}), after ${after}, in all ${total}:`,
      );
      printFiles(heaviest.split);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

function printFiles(split: PageSplit) {
  for (const f of split.files)
    console.log(
      `      ${f.file.padEnd(46)} ${kb(f.gzip).padStart(9)}  ${f.beforeInteractive ? "before" : "after "}  ${f.owner}`,
    );
}
// Each route's own chunk and the chunks loaded on demand, from the bundle.
const status = spawnSync(process.execPath, ["scripts/check-budgets.ts", "--report", "--chunks-only"], {
  cwd: ROOT,
  stdio: "inherit",
}).status;
process.exit(over > 0 ? 1 : (status ?? 1));
