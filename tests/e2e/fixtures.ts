// Shared by every journey: no request leaves this machine (the browser resolves only *.localhost,
// scripts/lib/chromium.ts), and an uncaught error in the page or a
// Content-Security-Policy violation fails the test.
import type axe from "axe-core";
import { AXE_SCRIPT_PATH, axeScript } from "#scripts/dev-backend/dev-tools/axe-script.ts";
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { compareWithStatement } from "#app/accessibility/conformance.ts";
import { ACCESSIBILITY_STATEMENT } from "#app/accessibility/statement.ts";
import { DEFAULT_TEST_TODAY, platformClockIs } from "./clock.ts";
import { formatLibraryFramesNatively } from "./stack-frames.ts";

formatLibraryFramesNatively();

/**
 * The port of the server the journeys run against: the project's baseURL says it for worker 0 (the
 * dev backend's own server, or nginx in the `nginx` project); worker i has its own servers at
 * port + 2i (playwright.config.ts), so workers never share a database. Set before any test runs.
 */
export let E2E_PORT = Number(process.env.E2E_PORT ?? 4391);

/** The origin of a title's bundle, e.g. titleOrigin("sh") → http://sh.localhost:4391 */
export const titleOrigin = (code: string) => `http://${code.toLowerCase()}.localhost:${E2E_PORT}`;

/**
 * The page a worker keeps between journeys (ADR 090): a journey's own new page — a renderer started,
 * Playwright's page set up, every script fetched and compiled afresh — was ~0.55 CPU-s of each of
 * ~300 journeys. What a journey leaves behind is taken away before the next starts (`tidy`), and
 * tests/e2e/kept-page.test.ts proves it is; after a journey that failed, the next gets a new one.
 */
interface Kept {
  /** The context's options but the viewport, which a page can change (`page.setViewportSize`). */
  key: string;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Every origin a page of the context has shown, whose storage is emptied after the journey. */
  origins: Set<string>;
}
let kept: Kept | undefined;

/** Where the CSP listener of the context reports (the one binding a kept context keeps). */
let cspSink: string[] = [];

/**
 * The kept context and page, made by the first journey of the worker that keeps one; a journey with
 * other options (`javaScriptEnabled: false`, …) gets a new context of its own instead (`undefined`).
 * A kept context is never closed while the worker runs — closing one an earlier journey made could
 * hang Playwright's teardown — only left behind on about:blank when it cannot be tidied.
 */
async function keptContext(browser: Browser, options: BrowserContextOptions): Promise<Kept | undefined> {
  const { viewport, ...rest } = options;
  const key = JSON.stringify(rest);
  if (kept && kept.key !== key) return undefined;
  if (kept) {
    if (viewport) await kept.page.setViewportSize(viewport);
    return kept;
  }
  const context = await browser.newContext(options);
  const page = await context.newPage();
  kept = { key, context, page, cdp: await context.newCDPSession(page), origins: new Set() };
  return kept;
}

/**
 * The settings a journey may change on the kept context (`context.…`) and page (`page.…`): `tidy`
 * puts back those it changed, and spends no call on the others (each a round trip to the browser;
 * most journeys change none).
 */
const SETTINGS = {
  context: [
    "route",
    "routeFromHAR",
    "routeWebSocket",
    "setOffline",
    "grantPermissions",
    "setExtraHTTPHeaders",
    "setGeolocation",
  ],
  page: ["route", "routeFromHAR", "routeWebSocket", "setExtraHTTPHeaders", "emulateMedia"],
} as const;

/**
 * What a journey adds to the kept context, and the way to take each away. Playwright's fake timers
 * (`clock.install`, `setFixedTime`, …) cannot be taken away: a journey that uses them leaves the
 * context `spoilt`, and the next journey starts a new kept context.
 */
function tracked(context: BrowserContext, page: Page) {
  const undo: Array<() => Promise<unknown>> = [];
  const state = { spoilt: false, undo, changed: new Set<string>() };
  /** `target[name]` called through `after` with what it returned; the journey's end takes it off. */
  const intercept = (target: object, name: string, after: (result: unknown) => unknown) => {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    const method = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => after(method(...args));
    undo.push(async () => Reflect.deleteProperty(target, name));
  };
  for (const [kind, target] of [
    ["context", context],
    ["page", page],
  ] as const) {
    for (const name of SETTINGS[kind])
      intercept(target, name, (result) => {
        state.changed.add(`${kind}.${name}`);
        return result;
      });
    intercept(target, "addInitScript", async (result) => {
      const added = (await result) as { dispose(): Promise<void> };
      undo.push(() => added.dispose());
      return added;
    });
    for (const name of ["install", "fastForward", "runFor", "pauseAt", "resume", "setFixedTime"])
      intercept(target.clock, name, (result) => {
        state.spoilt = true;
        return result;
      });
  }
  return state;
}

/** Everything a journey can leave in a context and its page, taken away; the page on about:blank. */
async function tidy(k: Kept, { undo, changed }: ReturnType<typeof tracked>) {
  const any = (...names: string[]) => names.some((name) => changed.has(name));
  for (const other of k.context.pages()) if (other !== k.page) await other.close();
  for (const step of undo.reverse()) await step();
  if (any("page.route", "page.routeFromHAR", "page.routeWebSocket"))
    await k.page.unrouteAll({ behavior: "ignoreErrors" });
  if (any("context.route", "context.routeFromHAR", "context.routeWebSocket"))
    await k.context.unrouteAll({ behavior: "ignoreErrors" });
  k.page.removeAllListeners();
  k.context.removeAllListeners();
  if (any("context.setOffline")) await k.context.setOffline(false);
  if (any("context.grantPermissions", "context.setGeolocation")) await k.context.clearPermissions();
  if (any("context.setGeolocation")) await k.context.setGeolocation(null);
  if (any("context.setExtraHTTPHeaders")) await k.context.setExtraHTTPHeaders({});
  if (any("page.setExtraHTTPHeaders")) await k.page.setExtraHTTPHeaders({});
  if (any("page.emulateMedia"))
    await k.page.emulateMedia({
      media: null,
      colorScheme: null,
      reducedMotion: null,
      forcedColors: null,
      contrast: null,
    });
  // Each origin's storage, this tab's sessionStorage too (which only a page on the origin reaches):
  // the page opens an empty document on each origin, answered here, not by the server.
  if (k.origins.size > 0) {
    await k.page.route("**/*", (route) => route.fulfill({ contentType: "text/html", body: "<html></html>" }));
    for (const origin of k.origins) {
      await k.page.goto(`${origin}/`);
      await k.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await k.cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    }
    k.origins.clear();
    await k.page.unrouteAll({ behavior: "wait" });
  }
  await k.page.goto("about:blank");
  await k.context.clearCookies();
}

const failed = (testInfo: TestInfo) => testInfo.status !== testInfo.expectedStatus;

export const test = base.extend<
  {
    pageErrors: Error[];
    cspViolations: string[];
    testToday: string;
    pinBrowserClock: boolean;
    pinnedClock: void;
    keepPage: boolean;
  },
  { serverPort: number }
>({
  // Off where a journey must start cold: nothing cached, as on a first visit or after a deploy.
  // (A journey that installs Playwright's fake timers needs nothing: it spoils the kept context.)
  keepPage: [process.env.KEEP_PAGE !== "0", { option: true }],
  context: (async (
    {
      browser,
      keepPage,
      _combinedContextOptions,
      _contextFactory,
    }: {
      browser: Browser;
      keepPage: boolean;
      _combinedContextOptions: BrowserContextOptions;
      _contextFactory: () => Promise<{ context: BrowserContext; close: () => Promise<void> }>;
    },
    use: (context: BrowserContext) => Promise<void>,
    testInfo: TestInfo,
  ) => {
    const k = keepPage ? await keptContext(browser, _combinedContextOptions) : undefined;
    if (!k) {
      const { context, close } = await _contextFactory();
      await use(context);
      await close();
      return;
    }
    const watch = (page: Page) =>
      page.on("framenavigated", (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith("http")) k.origins.add(origin);
      });
    watch(k.page);
    k.context.on("page", watch);
    const changes = tracked(k.context, k.page);
    await use(k.context);
    if (failed(testInfo) || changes.spoilt) {
      kept = undefined;
      await k.page.goto("about:blank", { timeout: 5_000 }).catch(() => undefined);
      return;
    }
    await tidy(k, changes);
  }) as never,
  page: async ({ context }, use) => {
    await use(kept?.context === context ? kept.page : await context.newPage());
  },
  serverPort: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (baseURL) E2E_PORT = Number(new URL(baseURL).port) + 2 * workerInfo.parallelIndex;
      await use(E2E_PORT);
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ serverPort }, use) => {
    await use(`http://sbx.localhost:${serverPort}`);
  },
  // The instant every journey starts at (tests/e2e/clock.ts): TEST_TODAY, or a dated project's day.
  testToday: [process.env.TEST_TODAY || DEFAULT_TEST_TODAY, { option: true }],
  // Off only where a journey reads the page's own Performance timeline, which Playwright's clock
  // replaces (page-weight.test.ts); such a journey must not read dates.
  pinBrowserClock: [true, { option: true }],
  // The stand-in reseeded for that day with its clock there, and the browser's clock set to the same
  // instant (Date only: timers run as they do). Before anything of the journey's own.
  pinnedClock: [
    async ({ context, testToday, pinBrowserClock, serverPort }, use) => {
      const response = await context.request.post(`http://127.0.0.1:${serverPort}/_dev/reset`, {
        data: { at: testToday },
      });
      expect(response.ok(), `the dev backend pinned to ${testToday}`).toBe(true);
      const { now } = (await response.json()) as { now: string };
      if (pinBrowserClock) await context.clock.setSystemTime(platformClockIs(now));
      else platformClockIs(now);
      await use();
      // Whatever the journey did, every title's documents still form one series without a gap, each
      // document with its number (scripts/dev-backend/documents/series.ts, ADR 072).
      const series = await context.request.get(`http://127.0.0.1:${serverPort}/_dev/document-series`);
      expect(
        ((await series.json()) as { problems: string[] }).problems,
        "the titles' document series",
      ).toEqual([]);
    },
    { auto: true },
  ],
  // Every securitypolicyviolation event, in any page of the test, and every console error about the
  // Content-Security-Policy (ADR 016: 0 violations). The listener is added before any page script.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      cspSink = violations;
      // The binding once per context (a kept context keeps it), reporting to the journey now running.
      const bound = context as BrowserContext & { cspBound?: true };
      if (!bound.cspBound) {
        bound.cspBound = true;
        await context.exposeBinding("__reportCspViolation", (_source, line: string) => cspSink.push(line));
      }
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (line: string) => void })
            .__reportCspViolation;
          void report(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
          );
        });
      });
      context.on("console", (message) => {
        if (message.type() === "error" && /Content.Security.Policy/i.test(message.text()))
          violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Zero axe violations for WCAG 2.1 A and AA beyond what the accessibility statement lists for the
 * page's route, and every deviation it lists for that route still found (app/accessibility/, ADR 032):
 * /tilgjengelighet says no more and no less than axe finds.
 */
export async function expectNoAxeViolations(page: Page) {
  // Our pages have no frames: axe runs in the page itself and sees all of it. AxeBuilder's default
  // (a partial run per frame, then a new blank page where axe is loaded again to finish) cost a
  // page and a second axe per check (docs/decisions/041); its legacy mode still loaded axe's 550 KB
  // into the page twice per check. Here axe is loaded once per document, and a walk that moves
  // between routes in the app keeps it.
  expect(page.frames(), "a page with frames needs axe in each frame (AxeBuilder)").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) {
    // axe-core's minified build by its address (ADR 092), so the renderer compiles it once and keeps
    // it; offline, sent through the protocol as before.
    await page.addScriptTag({ url: AXE_SCRIPT_PATH }).catch(() => page.evaluate(axeScript()));
    await page.evaluate(() => {
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ["<same_origin>"] });
    });
  }
  const found = await page.evaluate(
    async (tags) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        // Only the violations are read: axe then keeps no nodes for what passed (a measured
        // tenth to a half off each later run on a page, docs/testing.md).
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        rule: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }));
    },
    ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
  );
  const { unlisted, gone } = compareWithStatement(
    new URL(page.url()).pathname,
    found,
    ACCESSIBILITY_STATEMENT.knownDeviations,
  );
  expect(
    unlisted,
    `axe violations on ${page.url()} that the accessibility statement (app/accessibility/statement.ts) does not list`,
  ).toEqual([]);
  expect(
    gone,
    `deviations the accessibility statement lists for ${page.url()} that axe no longer finds: take them off`,
  ).toEqual([]);
}
