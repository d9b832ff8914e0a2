// Shared by every journey: no request leaves this machine (the browser resolves only *.localhost,
// scripts/lib/chromium.ts), and an uncaught error in the page or a
// Content-Security-Policy violation fails the test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, test as base, type Page } from "@playwright/test";
import { compareWithStatement } from "#app/accessibility/conformance.ts";
import { ACCESSIBILITY_STATEMENT } from "#app/accessibility/statement.ts";
import { DEFAULT_TEST_TODAY, platformClockIs } from "./clock.ts";

/**
 * The port of the server the journeys run against: the project's baseURL says it for worker 0 (the
 * dev backend's own server, or nginx in the `nginx` project); worker i has its own servers at
 * port + 2i (playwright.config.ts), so workers never share a database. Set before any test runs.
 */
export let E2E_PORT = Number(process.env.E2E_PORT ?? 4391);

/** The origin of a title's bundle, e.g. titleOrigin("sh") → http://sh.localhost:4391 */
export const titleOrigin = (code: string) => `http://${code.toLowerCase()}.localhost:${E2E_PORT}`;

export const test = base.extend<
  {
    pageErrors: Error[];
    cspViolations: string[];
    testToday: string;
    pinBrowserClock: boolean;
    pinnedClock: void;
  },
  { serverPort: number }
>({
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
      await context.exposeBinding("__reportCspViolation", (_source, line: string) => violations.push(line));
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
 * axe-core's minified build, the same version and rules as `axe.source` (its unminified build,
 * 1.48 MB against 0.65 MB): sent into each new document it is checked in, where it is parsed and
 * run again every time (~12 % off journeys that check many pages, docs/testing.md).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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
    await page.evaluate(AXE_SOURCE);
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
