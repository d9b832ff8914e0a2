// The complaint screens in a browser, in Nynorsk (SH): the form, its refusals and the digital
// subscriber's answer without axe violations, and the categories in our Nynorsk. What the screens
// say and do — the category and the days required at each, a complaint registered with its
// confirmation and e-mail, the comment's counter and its limit, the digital subscriber told why —
// is proven in Bokmål in-process: tests/in-process/journeys/complaint.tsx. The delivery history,
// several days, redelivery and the third complaint: delivery-history.test.ts.
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("the complaint screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "paper-subscriber", `${titleOrigin("sh")}/tilbakemelding`);
  await expect(page.getByRole("radiogroup")).toBeVisible();
  // The categories in our Nynorsk, not the platform's Bokmål descriptions.
  await expect(page.getByRole("radio", { name: "Avisa kom ikkje" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Avisen kom ikke" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reklamasjonen" }).click();
  await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the digital explanation in Nynorsk has no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/tilbakemelding`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
