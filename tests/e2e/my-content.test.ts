// What the subscription includes (SPEC §3), in a browser: axe on /mitt-innhold in Nynorsk. What the
// page says — each feature of Digital and its links, nothing of the paper's or the partner papers',
// and the paper subscriber's paper with its way to changing delivery — is proven in-process, in
// Bokmål: tests/in-process/journeys/my-content.tsx. Axe on the Bokmål page as subscriber is the page
// walk's (page-walk.test.ts).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("my content in Nynorsk has no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/mitt-innhold`);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
