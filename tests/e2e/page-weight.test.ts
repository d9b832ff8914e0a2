// The JavaScript a prerendered page really makes Chromium load, until the network is idle — the
// imports it makes when it runs included, not only what its HTML names — stays within the budget
// (scripts/lib/bundle-size.ts, ADR 022). Sizes are gzip -9 of each script's body: they do not vary
// from run to run, so the budget can be a test. `npm run bench:size` prints the same figures.
import { gzipSync } from "node:zlib";
import { PRERENDERED_PATHS } from "#app/route-table.ts";
import { BUDGET_PAGE_JS, kb } from "#scripts/lib/bundle-size.ts";
import { expect, test, titleOrigin } from "./fixtures.ts";

// Every prerendered page of one nb title, and the two heaviest of an nn title (the JavaScript of
// a locale is the same for all its titles).
const pages = [
  ...PRERENDERED_PATHS.map((path) => ["sbx", path] as const),
  ["sh", "/kundeservice"] as const,
  ["sh", "/404"] as const,
];
for (const [title, path] of pages) {
  test(`${title} ${path}: its JavaScript within ${kb(BUDGET_PAGE_JS)} gzip, no sign-in code`, async ({
    page,
  }) => {
    const scripts: Array<Promise<{ url: string; gzip: number }>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${titleOrigin(title)}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    const files = loaded.map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)}`).join("\n  ");
    expect(total, `JavaScript loaded on ${path}:\n  ${files}`).toBeLessThanOrEqual(BUDGET_PAGE_JS);
    // An anonymous reader's page carries neither the identity SDK nor the /api/ client.
    expect(loaded.map((s) => new URL(s.url).pathname)).not.toContainEqual(
      expect.stringMatching(/\/assets\/(identity|client|session)-[\w-]{8}\.js$/),
    );
  });
}
