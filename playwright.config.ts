import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS, journeyChromiumPath } from "./scripts/lib/chromium.ts";
import { findNginx } from "./scripts/lib/serve-config/local-nginx.ts";
import { DATED_DAYS, DEFAULT_TEST_TODAY } from "./tests/e2e/clock.ts";

// One day and time for everything the journeys see, the stand-in's clock and the browser's
// (tests/e2e/clock.ts): TEST_TODAY=2026-11-28T07:00 npm test runs the suite on that Saturday.
process.env.TEST_TODAY ||= DEFAULT_TEST_TODAY;

// Journeys run against the built bundles (npm run build) served like the CDN serves them, each
// title on its own origin http://<code>.localhost:<port>/ (scripts/preview.ts).
const port = Number(process.env.E2E_PORT ?? 4391);
// The `nginx` project runs the journeys tagged @nginx once more behind Debian's nginx with the generated
// configuration of each bundle (production headers and CSP; ADR 016). CI installs nginx (.ci/run);
// elsewhere the project is left out when nginx is not installed.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const withNginx = Boolean(process.env.CI) || findNginx() !== null;
// Workers run side by side, each against its own servers with their own in-memory database:
// worker i uses port + 2i (and nginxPort + 2i), tests/e2e/fixtures.ts points the worker there; within
// a worker journeys run one after another and reset the database as before. One worker per core:
// once a journey cost the machine less (no traces in CI, no window WebUI, sign-in by the dev backend),
// a second worker on our 2 cores took the whole run from ~660 s to 445 s (docs/decisions/041; with
// the heavier journeys of ADR 039 it had gained nothing). E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
const servers = (base: number, nginx: boolean) =>
  Array.from({ length: workers }, (_, i) => ({
    command: `node scripts/preview.ts${nginx ? " --nginx" : ""}`,
    env: { PORT: String(base + 2 * i) },
    url: `http://127.0.0.1:${base + 2 * i}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  }));

export default defineConfig<{ testToday: string }>({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers,
  // CI's log says where the time went, per file (scripts/lib/journey-times.ts, docs/decisions/039).
  reporter: process.env.CI
    ? [["list"], ["./scripts/lib/journey-times.ts"]]
    : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://sbx.localhost:${port}`,
    // A trace records a screencast and DOM snapshots of every journey, a quarter of the journeys'
    // time on our machines (docs/decisions/041); CI keeps only its log, so it records none. Here a
    // failed journey keeps its trace; the error's page snapshot is in both.
    trace: process.env.CI ? "off" : "retain-on-failure",
    ...devices["Desktop Chrome"],
    // Debian's headless shell, or its Chromium (scripts/lib/chromium.ts): Playwright's own download
    // fails on our machines.
    launchOptions: { executablePath: journeyChromiumPath, args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
  projects: [
    // Where nginx runs the journeys tagged @nginx, they run there only: the same bundles and the same
    // stand-in, with the production headers, CSP and caching on top, so the preview run of them
    // proved nothing the nginx run does not (docs/testing.md). Without nginx, they run here.
    { name: "preview", ...(withNginx ? { grepInvert: /@nginx/ } : {}) },
    // The journey tagged @dated (tests/e2e/dated-day.test.ts) once more on each day that has bitten
    // or will (tests/e2e/clock.ts), the stand-in's and the browser's clocks pinned to it: what only a
    // browser shows of the day. The calendar's rules on those days are proven in the unit suite
    // (docs/testing.md).
    ...Object.entries(DATED_DAYS).map(([day, testToday]) => ({
      name: `dated ${day}`,
      grep: /@dated/,
      use: { testToday },
    })),
    ...(withNginx
      ? [
          {
            name: "nginx",
            // What the headers, the Content-Security-Policy and the caching of nginx.conf change:
            // sign-in and sign-out (cookies, redirects, CSRF), the provider round trips (form-action,
            // navigation), the consent manager and analytics (frame-src, connect-src), documents and
            // PDFs, a deploy's missing chunks, and a clean console. The journeys tagged @nginx;
            // everything else is the same logic served the same way (docs/decisions/039).
            grep: /@nginx/,
            use: { baseURL: `http://sbx.localhost:${nginxPort}` },
          },
        ]
      : []),
  ],
  webServer: [...servers(port, false), ...(withNginx ? servers(nginxPort, true) : [])],
});
