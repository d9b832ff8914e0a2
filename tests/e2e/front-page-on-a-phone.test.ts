// The front page on a phone orders by what the reader must do: a problem first, then what is paid
// next (above the fold, above the plan's list of what is included), then the plan. An overdue
// invoice is paid from there in three taps: the method on file is already chosen.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** The top of an element on the page, in CSS px. */
const topOf = (page: Page, name: string) =>
  page
    .getByRole("heading", { name, exact: true })
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test("payment-failed on a phone: the failed charge first, Neste betaling above the fold and the plan, paid in 3 taps", async ({
  page,
}) => {
  await signInAs(page, "payment-failed", "/");
  const notice = page.getByRole("region", { name: "Betalingen gikk ikke gjennom" });
  await expect(notice).toBeInViewport();
  await expect(page.getByRole("heading", { level: 3, name: "Neste betaling" })).toBeInViewport();
  expect(await topOf(page, "Betalingen gikk ikke gjennom")).toBeLessThan(await topOf(page, "Neste betaling"));
  expect(await topOf(page, "Neste betaling")).toBeLessThan(await topOf(page, "Dette er med"));

  // The price is said once, the method in lowercase inside a sentence where it is not a name.
  const plan = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(plan.locator("dt", { hasText: "Pris" }).locator("+ dd")).toHaveText("299 kr per måned");

  // Every invoice row opens its document.
  const invoices = page.getByRole("list", { name: "Siste fakturaer" });
  const rows = invoices.getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all())
    await expect(row.getByRole("link").first()).toHaveAttribute("href", /^\/dokument\/faktura\/\d+$/);
  await expectNoAxeViolations(page);

  // Tap 1: pay now. The card on file is chosen already.
  await notice.getByRole("link", { name: "Betal 299 kr nå" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Betalingskort" })).toBeChecked();
  // Tap 2: pay; tap 3: approve at the provider.
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Takk! Faktura \d+ er betalt\./ })).toBeVisible();
});

test("payment-failed in an nn title on a phone: the same order, in Nynorsk", async ({ page }) => {
  await signInAs(page, "payment-failed", `${titleOrigin("sh")}/`);
  await expect(page.getByRole("region", { name: "Betalinga gjekk ikkje gjennom" })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 3, name: "Neste betaling" })).toBeInViewport();
  expect(await topOf(page, "Neste betaling")).toBeLessThan(await topOf(page, "Dette er med"));
  const plan = page.getByRole("region", { name: "Abonnementet ditt" });
  await expect(plan.locator("dt", { hasText: "Pris" }).locator("+ dd")).toHaveText("299 kr per månad");
  await page.getByRole("link", { name: "Betal 299 kr no" }).click();
  await expect(page.getByRole("radio", { name: "Betalingskort" })).toBeChecked();
  await expectNoAxeViolations(page);
});
