// Debian's Chromium and the flags every browser run on our machines uses: the Playwright journeys
// (playwright.config.ts) and the benchmarks (bench:size, bench:home, bench:lighthouse) alike.
import { existsSync } from "node:fs";

// Playwright's own browser download does not work on our machines: use Debian's Chromium there
// (STACK.md). Elsewhere `npx playwright install chromium` gives Playwright's own.
const debianChromium = "/usr/bin/chromium";
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--host-resolver-rules=MAP *.localhost 127.0.0.1`,
];
