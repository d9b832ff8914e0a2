// The JavaScript a prerendered page really makes Chromium load, until the network is idle — the
// imports it makes when it runs included, not only what its HTML names — stays within the budgets
// (scripts/lib/bundle-size.ts, ADR 022, ADR 040): what it requested before it was interactive (the
// mark app/adapters.ts sets right before it imports the deferred code, compared with each request's
// start on the page's own Performance timeline), ours of that, and everything in all. Sizes are
// gzip -9 of each script's body: they do not vary from run to run, so the budgets can be a test.
// `npm run bench:size` prints the same figures.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PRERENDERED_PATHS } from "#app/route-table.ts";
import {
  BUDGET_FRAMEWORK,
  BUDGET_OURS_BEFORE_INTERACTIVE,
  BUDGET_OURS_IN_ALL,
  BUDGET_SIGNED_IN_OURS,
  initialScripts,
  INTERACTIVE_MARK,
  kb,
  openPageOver,
  pageHtml,
  readTimeline,
  requestedBeforeInteractive,
  signedInFrontPageOver,
  splitPage,
} from "#scripts/lib/bundle-size.ts";
import { expect, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

const DIST = path.resolve(import.meta.dirname, "../../dist");

// The interactive mark and the requests' start times are read from the page's Performance timeline,
// which a pinned clock would replace; these pages show no date.
test.use({ pinBrowserClock: false });
// A reader's first visit: a new page, nothing in its cache (fixtures.ts keeps no page here).
test.use({ keepPage: false });

// Every prerendered page of one nb title, and the two heaviest of an nn title (the JavaScript of
// a locale is the same for all its titles). And the open pages that are not prerendered, served
// their route shells (ADR 043), as a reader nobody signed in to opens them: /betaling without an
// order, whose payment part — the API client and the intent kit — loads only with an order to pay,
// and /receipt2, whose session code loads only for a browser someone signed in to.
const pages = [
  ...PRERENDERED_PATHS.map((path) => ["sbx", path] as const),
  ["sbx", "/betaling"] as const,
  ["sbx", "/receipt2"] as const,
  ["sh", "/kundeservice"] as const,
  ["sh", "/404"] as const,
];
for (const [title, pagePath] of pages) {
  test(`${title} ${pagePath}: the framework within ${kb(BUDGET_FRAMEWORK)}, the route table measured, ours within ${kb(BUDGET_OURS_BEFORE_INTERACTIVE)} before it is interactive and ${kb(BUDGET_OURS_IN_ALL)} in all, no sign-in code`, async ({
    page,
  }) => {
    const scripts: Array<Promise<{ path: string; gzip: number }>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    // The code deferred until the page is interactive: consent, analytics and monitoring.
    const deferred = page.waitForResponse((response) =>
      /\/assets\/adapters-runtime-[\w-]{8}\.js$/.test(response.url()),
    );
    await page.goto(`${titleOrigin(title)}${pagePath}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await deferred;
    await page.waitForLoadState("networkidle");
    const timeline = await page.evaluate(readTimeline, INTERACTIVE_MARK);
    expect(timeline.interactiveAt, "the page says when it is interactive").not.toBeNull();
    const split = splitPage(
      (await Promise.all(scripts)).map((script) => ({
        file: script.path,
        gzip: script.gzip,
        beforeInteractive: requestedBeforeInteractive(timeline, script.path),
      })),
    );
    const files = split.files
      .map((f) => `${f.file} ${kb(f.gzip)} ${f.beforeInteractive ? "before" : "after"} ${f.owner}`)
      .join("\n  ");
    // What it loaded before it was interactive is what its HTML names and their static imports:
    // nothing is imported at run time before then that the bundle does not say.
    const site = path.join(DIST, title);
    const named = initialScripts(site, pageHtml(site, pagePath)).map(
      (file) => `/${path.relative(site, file)}`,
    );
    expect(
      split.files.filter((f) => f.beforeInteractive).map((f) => f.file),
      `JavaScript loaded before ${pagePath} was interactive:\n  ${files}`,
    ).toEqual(expect.arrayContaining(named));
    expect(split.files.filter((f) => f.beforeInteractive)).toHaveLength(named.length);
    expect(split.files.filter((f) => !f.beforeInteractive).map((f) => f.file)).toEqual([
      expect.stringMatching(/^\/assets\/adapters-runtime-[\w-]{8}\.js$/),
    ]);

    // The framework, plus the route table, plus ours (ADR 062): a new route costs its row only.
    expect(openPageOver(split, { inAll: true }), `JavaScript loaded on ${pagePath}:\n  ${files}`).toEqual([]);
    // An anonymous reader's page carries neither the identity SDK, the /api/ client nor the
    // intent kit (what sends a form to the platform).
    expect(split.files.map((f) => f.file)).not.toContainEqual(
      expect.stringMatching(/\/assets\/(signed-in|identity|client|session|use-intent-form)-[\w-]{8}\.js$/),
    );
  });
}

// The front page as a subscriber opens it from an SMS link, signed in (ADR 052): what it requests
// before it is interactive is counted like an open page's (ADR 082) — the framework within its
// budget, the route table measured, ours within its own — the intent kit (conform) is not among it
// when no form is on the page, and monitoring, consent and analytics come after it (ADR 056).
test(`sbx / signed in as subscriber: the framework within ${kb(BUDGET_FRAMEWORK)}, the route table measured, ours within ${kb(BUDGET_SIGNED_IN_OURS)} before it is interactive, no form kit`, async ({
  page,
}) => {
  await signInAs(page, "subscriber");
  await page.waitForLoadState("networkidle");
  const scripts: Array<Promise<{ path: string; gzip: number }>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(`${titleOrigin("sbx")}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const timeline = await page.evaluate(readTimeline, INTERACTIVE_MARK);
  expect(timeline.interactiveAt, "the page says when it is interactive").not.toBeNull();
  const split = splitPage(
    (await Promise.all(scripts)).map((script) => ({
      file: script.path,
      gzip: script.gzip,
      beforeInteractive: requestedBeforeInteractive(timeline, script.path),
    })),
  );
  const files = split.files
    .map((f) => `${f.file} ${kb(f.gzip)} ${f.beforeInteractive ? "before" : "after"} ${f.owner}`)
    .join("\n  ");
  expect(
    signedInFrontPageOver(split),
    `JavaScript before / was interactive, signed in (${split.before.total} bytes: the framework ${split.before.framework}, the route table ${split.before.routeTable}, ours ${split.before.ours}):\n  ${files}`,
  ).toEqual([]);
  expect(split.files.map((f) => f.file)).not.toContainEqual(
    expect.stringMatching(/\/assets\/use-intent-form-[\w-]{8}\.js$/),
  );
  const adapters = split.files.filter((f) => /\/assets\/adapters-runtime-[\w-]{8}\.js$/.test(f.file));
  expect(adapters, `monitoring's chunk, loaded once and after the page is interactive:\n  ${files}`).toEqual([
    expect.objectContaining({ beforeInteractive: false }),
  ]);
});
