// Shared by every journey: no request leaves this machine, and an uncaught error in the page
// fails the test.
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);

/** The origin of a title's bundle, e.g. titleOrigin("sh") → http://sh.localhost:4391 */
export const titleOrigin = (code: string) => `http://${code.toLowerCase()}.localhost:${E2E_PORT}`;

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?![a-z0-9-]+\.localhost[:/]|localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
      route.abort("blockedbyclient"),
    );
    await use(context);
  },
});

export { expect };

/** Zero axe violations for WCAG 2.1 A and AA. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
