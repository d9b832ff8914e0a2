// Withdrawing a purchase within 14 days (angrerett, docs/decisions/020): the receipt and the front
// page offer "Angre kjøpet"; one confirmation says what happens; a double click withdraws once; the
// acknowledgement with date and time arrives by e-mail; after 14 days only the normal cancel is left.
import type { Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test } from "./fixtures.ts";
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

test("a buyer withdraws from the receipt: access ends, the refund is stated, one acknowledgement by e-mail", async ({
  page,
}) => {
  await buyDigital(page);
  await expect(page.getByRole("region", { name: "Angrerett" })).toContainText("angre kjøpet til og med");
  await page.getByRole("link", { name: "Angre kjøpet" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Angre kjøpet" })).toBeVisible();
  await expect(page).toHaveURL(/\/angre-kjop\?nokkel=/);
  await expect(page.locator("dt", { hasText: "Betalt" }).locator("+ dd")).toHaveText("1 kr");
  await expect(page.locator("dt", { hasText: "Du får tilbake" }).locator("+ dd")).toHaveText("1 kr");
  await expect(page.getByText("Tilgangen til abonnementet avsluttes med en gang.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Angre kjøpet" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Kjøpet er angret" })).toBeVisible();
  const receipt = page.getByRole("status").filter({ hasText: "Vi registrerte at du angret kjøpet" });
  await expect(receipt).toContainText(/angret kjøpet \d{1,2}\. \w+ \d{4} kl\. \d{2}\.\d{2}/);
  await expect(receipt).toContainText("du får tilbake 1 kr innen 14 dager");
  await expectNoAxeViolations(page);

  const mails = await acknowledgements(page);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.recipient).toBe("ola.hansen@example.no");
  expect(mails[0]!.text).toMatch(
    /angret kjøpet av Digital \(ordre SBX-\d{4,}\) \d{2}\.\d{2}\.\d{4} kl\. \d{2}\.\d{2}/,
  );

  // A reload of the confirmation step withdraws nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Angre kjøpet" })).toBeVisible();
  await expect(page.getByText("Du har ikke noe kjøp som kan angres nå.", { exact: false })).toBeVisible();
  expect(await acknowledgements(page)).toHaveLength(1);

  await page.goto("/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
});

test("the front page offers it within 14 days, and only the normal cancel after", async ({
  page,
  browser,
  request,
}) => {
  await buyDigital(page);
  await page.getByRole("link", { name: "Gå til Min side" }).click();
  await expect(page.getByText("Du har Digital.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Angrerett" }).getByRole("link", { name: "Angre kjøpet" }),
  ).toBeVisible();

  const moved = await request.post(`http://127.0.0.1:${E2E_PORT}/_dev/clock`, { data: { days: 15 } });
  expect(moved.ok()).toBe(true);
  const context = await browser.newContext();
  const later = await context.newPage();
  await signInAs(later, "no-subscription", "/");
  await expect(later.getByText("Du har Digital.")).toBeVisible();
  await expect(later.getByRole("link", { name: "Avslutt abonnement" })).toBeVisible();
  await expect(later.getByRole("link", { name: "Angre kjøpet" })).toHaveCount(0);
  await later.goto("/angre-kjop");
  await expect(later.getByText("Du har ikke noe kjøp som kan angres nå.", { exact: false })).toBeVisible();
  await expect(later.getByRole("button", { name: "Angre kjøpet" })).toHaveCount(0);
  await context.close();
});
