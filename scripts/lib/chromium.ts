// Debian's Chromium and the flags every browser run on our machines uses: the Playwright journeys
// (playwright.config.ts) and the benchmarks (bench:size, bench:home, bench:lighthouse) alike.
import { existsSync } from "node:fs";

// Playwright's own browser download does not work on our machines: use Debian's Chromium there
// (STACK.md). Elsewhere `npx playwright install chromium` gives Playwright's own.
const debianChromium = "/usr/bin/chromium";
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

/**
 * The browser the journeys run in: Debian's headless shell (package chromium-headless-shell, the
 * same Chromium's engine without a browser window's UI, as Playwright's own downloads use for
 * headless runs), else the Chromium above. Measured on our 2 cores, the whole journey run took
 * 639 s instead of 779 s, a fifth of the browser's CPU gone with the window it never showed
 * (docs/decisions/064). The benches keep the full browser, whose figures they have always given.
 */
const debianHeadlessShell = "/usr/lib/chromium/chromium-headless-shell";
export const journeyChromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/**
 * `*.localhost` resolves to this machine (each title's origin); every other host name does not
 * resolve, so no request leaves the machine — decided in the browser, not by intercepting every
 * request in the test process, which cost the journeys a fifth of their time. No GPU: the headless
 * browser's software GPU process rasterised every frame for nothing we measure or look at.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-gpu-compositing",
  "--disable-gpu-rasterization",
  "--disable-software-rasterizer",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1, MAP * ~NOTFOUND",
];

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's
 * `disabledFeatures`). Chromium keeps only the last `--disable-features` it is given, and
 * Playwright puts its own before ours: a list of ours must carry Playwright's too
 * (chromium.test.ts checks it against the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
] as const;

/**
 * Headless Chromium 156 still builds a browser window's omnibox popup, two WebUI pages with a
 * renderer of their own, for every context Playwright opens: a quarter of the browser's CPU per
 * journey on our machines, for a window nobody sees (docs/decisions/041). Off for Playwright's
 * runs; Lighthouse (chrome-launcher, its own flags) is left as it is.
 */
const NO_WINDOW_WEBUI = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

/** The flags for a Chromium that Playwright launches: the journeys and bench:home/bench:size. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_WINDOW_WEBUI].join(",")}`,
];
