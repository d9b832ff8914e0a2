// A normal page load says nothing in the console and makes no failing request:
// an anonymous reader's page does not ask the identity provider (which answers 401) and the
// sandbox's favicon is its own, not one from a host that cannot resolve. Every request leaving this
// machine is refused by the browser (scripts/lib/chromium.ts), so it would show here as a failed
// request.
import type { ConsoleMessage, Page, Request, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInThroughIdentityProvider } from "./session.ts";

/**
 * Console errors and warnings, and requests that failed or answered 4xx/5xx, while `load` runs
 * and until the network is idle after it. Not after: leaving a page cancels its monitoring beacons,
 * which is no failure a reader sees.
 */
async function noiseOf(page: Page, load: () => Promise<void>): Promise<string[]> {
  const noise: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning")
      noise.push(`console ${message.type()}: ${message.text()}`);
  };
  const onFailed = (request: Request) => {
    // A beacon the page before sent as it was left (monitoring flushes on pagehide) is cancelled
    // by the navigation inside `load` when the machine is slow: no failure a reader sees.
    if (request.resourceType() === "ping" && request.failure()?.errorText === "net::ERR_ABORTED") return;
    noise.push(`failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) noise.push(`${response.status()}: ${response.url()}`);
  };
  page.on("console", onConsole);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  await load();
  await page.waitForLoadState("networkidle");
  page.off("console", onConsole);
  page.off("requestfailed", onFailed);
  page.off("response", onResponse);
  return noise;
}

test("a request for any other host never leaves this machine", { tag: "@nginx" }, async ({ page }) => {
  // A navigation, which no page's Content-Security-Policy governs (the nginx project has one).
  const error = await page.goto("https://www.example.com/").then(
    () => null,
    (e: unknown) => String(e),
  );
  expect(error).toMatch(/ERR_NAME_NOT_RESOLVED/);
});

test(
  "open pages, not signed in: nothing in the console, no failed request",
  { tag: "@nginx" },
  async ({ page }) => {
    // /receipt2 and /betaling are open but not prerendered: each is served its route shell (the SPA
    // fallback naming the route's files, ADR 043), and /receipt2's loader reads the session only for
    // someone signed in.
    for (const path of ["/kundeservice", "/vilkaar", "/404", "/receipt2", "/betaling"]) {
      const noise = await noiseOf(page, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The header has settled on the anonymous state.
        await expect(page.getByRole("link", { name: "Logg inn" })).toBeVisible();
      });
      expect(noise, path).toEqual([]);
    }
  },
);

test(
  "the front page, not signed in: on to sign-in with nothing in the console",
  { tag: "@nginx" },
  async ({ page }) => {
    const noise = await noiseOf(page, async () => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
    });
    expect(noise).toEqual([]);
  },
);

test(
  "the front page, signed in: nothing in the console, no failed request",
  { tag: "@nginx" },
  async ({ page }) => {
    // Signing in itself is the sign-in journey's; watched from the first load after it.
    await signInThroughIdentityProvider(page, "subscriber", "/");
    await page.waitForLoadState("networkidle");
    const onFrontPage = await noiseOf(page, async () => {
      await page.reload();
      await expect(page.getByText("Du har Digital.")).toBeVisible();
    });
    expect(onFrontPage).toEqual([]);
    const onOpenPage = await noiseOf(page, async () => {
      await page.goto("/kundeservice");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // An open page learns, after it is interactive, that someone is signed in.
      await expect(page.getByRole("button", { name: "Logg ut" })).toBeVisible();
    });
    expect(onOpenPage).toEqual([]);
  },
);
