// Withdrawing a purchase within 14 days (angrerett, docs/decisions/020) where only a browser shows
// it: bought for real through the provider's page, the confirmation and the answer pass axe, a double
// click on "Angre kjøpet" withdraws once (one acknowledgement by e-mail), and a reload of the
// confirmation withdraws nothing more. What the receipt, the confirmation and the answer say, the
// acknowledgement's words, the front page's offer within 14 days and only the normal cancel after
// are proven in-process, in tests/in-process/journeys/withdrawal.tsx (ADR 087).
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { outbox, signInAs } from "./session.ts";

/** no-subscription buys Digital for 1 kr by card and lands on the receipt. */
async function buyDigital(page: Page) {
  await signInAs(page, "no-subscription", "/bestill-abonnement");
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Til betaling (1 kr)" }).click();
  await page.getByRole("button", { name: "Betal 1 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Takk for bestillingen!" })).toBeVisible();
}

const acknowledgements = async (page: Page) =>
  (await outbox(page)).filter((m) => m.channel === "email" && m.text.startsWith("Angrerett"));

test("the confirmation and its answer pass axe; a double click withdraws once, and a reload nothing more", async ({
  page,
}) => {
  await buyDigital(page);
  await page.getByRole("link", { name: "Angre kjøpet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Angre kjøpet" })).toBeVisible();
  await expect(page.getByText("Tilgangen til abonnementet avsluttes med en gang.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Angre kjøpet" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Kjøpet er angret" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await acknowledgements(page)).toHaveLength(1);

  // A reload of the confirmation step withdraws nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Angre kjøpet" })).toBeVisible();
  await expect(page.getByText("Du har ikke noe kjøp som kan angres nå.", { exact: false })).toBeVisible();
  expect(await acknowledgements(page)).toHaveLength(1);
});
