// npm run bench:size — the JavaScript Chromium really loads (gzip -9 of every script fetched until
// the network is idle) on the prerendered /kundeservice and /404, anonymous, and on the front page
// signed in as `subscriber`, for one nb and one nn title; then each route's own chunk and the
// chunks loaded on demand (static, from the bundle). Builds sbx and sh first if dist/ is empty.
// The budget for prerendered pages (BUDGET_PAGE_JS) is held in CI by tests/e2e/page-weight.test.ts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BUDGET_PAGE_JS } from "./lib/bundle-size.ts";
import { kb, launchChromium, record, signInAs, startPreview } from "./lib/bench-browser.ts";

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
try {
  for (const code of TITLES) {
    console.log(
      `\n${code} — JavaScript loaded until the network is idle, gzip (budget ${kb(BUDGET_PAGE_JS)}):`,
    );
    const pages: Array<{ path: string; persona?: string }> = [
      { path: "/kundeservice" },
      { path: "/404" },
      { path: "/", persona: "subscriber" },
    ];
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
      const fetched = await recording.stop();
      await context.close();
      const scripts = fetched.filter((f) => f.request.resourceType() === "script");
      const gzip = scripts.reduce((sum, f) => sum + f.gzip, 0);
      const failed = fetched.filter((f) => f.failed).map((f) => `${f.status ?? "failed"} ${f.url.pathname}`);
      const budgeted = !persona;
      const isOver = budgeted && gzip > BUDGET_PAGE_JS;
      if (isOver) over++;
      console.log(
        `  ${`${pagePath}${persona ? ` (${persona})` : ""}`.padEnd(20)} ${kb(gzip).padStart(9)} in ${String(scripts.length).padStart(2)} files` +
          `${failed.length ? `; failed: ${failed.join(", ")}` : ""}${quiet ? "" : "; never idle in 20 s"}${isOver ? "  OVER BUDGET" : ""}`,
      );
      if (showFiles)
        for (const f of scripts.sort((a, b) => b.gzip - a.gzip))
          console.log(`      ${f.url.pathname.padEnd(50)} ${kb(f.gzip).padStart(9)}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
// Each route's own chunk and the chunks loaded on demand, from the bundle.
const status = spawnSync(process.execPath, ["scripts/check-budgets.ts", "--report", "--chunks-only"], {
  cwd: ROOT,
  stdio: "inherit",
}).status;
process.exit(over > 0 ? 1 : (status ?? 1));
