import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/lib/chromium.ts";
import { findNginx } from "./scripts/lib/serve-config/local-nginx.ts";

// Journeys run against the built bundles (npm run build) served like the CDN serves them, each
// title on its own origin http://<code>.localhost:<port>/ (scripts/preview.ts).
const port = Number(process.env.E2E_PORT ?? 4391);
// The `nginx` project runs the journeys below once more behind Debian's nginx with the generated
// configuration of each bundle (production headers and CSP; ADR 016). CI installs nginx (.ci/run);
// elsewhere the project is left out when nginx is not installed.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const withNginx = Boolean(process.env.CI) || findNginx() !== null;
const BEHIND_NGINX = [
  "sign-in.test.ts",
  "home.test.ts",
  "cancel-subscription.test.ts",
  "purchase.test.ts",
  "invoices.test.ts",
  "chunk-reload.test.ts",
  "privacy.test.ts",
  "console-clean.test.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker: journeys share one dev backend and reset its database between tests.
  workers: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://sbx.localhost:${port}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    // Debian's Chromium (scripts/lib/chromium.ts): Playwright's own download fails on our machines.
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "preview" },
    ...(withNginx
      ? [
          {
            name: "nginx",
            testMatch: BEHIND_NGINX.map((file) => `**/${file}`),
            // Variations of a journey's logic rather than of how it is served: once, in the preview
            // project, is enough, which keeps the second run to a few minutes.
            grepInvert:
              /the return url|age rules for a new user|a paper order needs|a lost answer|a slow answer|a failed order call/,
            use: { baseURL: `http://sbx.localhost:${nginxPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/preview.ts`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(withNginx
      ? [
          {
            command: `node scripts/preview.ts --nginx`,
            env: { PORT: String(nginxPort) },
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
