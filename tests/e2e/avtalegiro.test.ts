// AvtaleGiro from Min side (docs/decisions/053), what only a browser shows: the bank's answer in view
// and focused on a phone, axe on each state (waiting, rejected, a limit refused, a plan above the
// limit), the Nynorsk runs, the invoices' links landing focused and in view and the back button, and a
// reload while the mandate is being sent. What the screens say and what is saved — set up with the
// bank answering days later, then the front page, history and receipt; approved and stopped again;
// rejected; the limit refused at the field; the paper fee offered or not; a plan above the limit —
// is proven in-process: tests/in-process/avtalegiro.test.tsx.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { bankAnswers, invoiceNo, setFault, signInAs } from "./session.ts";

const limitField = (page: Page, name = "Beløpsgrense per trekk (kr)") =>
  page.getByRole("textbox", { name, exact: true });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Stopping it from the same page, back to invoice: tests/in-process/avtalegiro.test.tsx.
  test("approved at the bank at once: the answer in view and focused, a new limit starting from it", async ({
    page,
  }) => {
    await signInAs(page, "invoice-paper", "/endre-betalingsmetode");
    await limitField(page).fill("1 200");
    await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
    await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
    const answer = page.getByRole("status").filter({
      hasText: "Banken godkjente AvtaleGiro. Du har AvtaleGiro med beløpsgrense 1 200 kr per trekk.",
    });
    await expect(answer).toBeInViewport();
    await expect(page.locator(":focus")).toContainText("Banken godkjente AvtaleGiro.");
    await expect(page.getByText("Du betaler med AvtaleGiro.")).toBeVisible();
    // A new limit starts from the one just set, not from the suggestion below it.
    await expect(limitField(page, "Ny beløpsgrense per trekk (kr)")).toHaveValue("1200");
    await expectNoAxeViolations(page);
  });

  test("cancelled at the bank: nothing changed, said in words, in view and focused", async ({ page }) => {
    await signInAs(page, "invoice-paper", "/endre-betalingsmetode");
    await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
    await page.getByRole("button", { name: "Avbryt" }).click();
    const answer = page
      .getByRole("alert")
      .filter({ hasText: "Du avbrøt AvtaleGiro i nettbanken. Ingenting er endret." });
    await expect(answer).toBeInViewport();
    await expect(page.locator(":focus")).toContainText("Du avbrøt AvtaleGiro i nettbanken.");
    await expect(page.getByText("Du betaler med faktura (bankgiro).")).toBeVisible();
  });
});

// What the notices say, and the payment page after: tests/in-process/avtalegiro.test.tsx.
test("mandate-waiting: the front page waiting for the bank, and after the bank rejects it", async ({
  page,
}) => {
  await signInAs(page, "mandate-waiting", "/");
  await expect(
    page.getByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await bankAnswers(page, "mandate-waiting", "reject", "NOT_ACCOUNT_HOLDER");
  await page.reload();
  await expect(page.getByRole("region", { name: "Banken avviste AvtaleGiro" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("in Nynorsk: the limit refused at the field, the waiting mandate confirmed, AvtaleGiro on the front page", async ({
  page,
}) => {
  await signInAs(page, "mandate-waiting", `${titleOrigin("sh")}/endre-betalingsmetode`);
  await expect(
    page.getByRole("status").filter({ hasText: "AvtaleGiro ventar på svar frå banken." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await bankAnswers(page, "mandate-waiting", "confirm");
  await page.goto(`${titleOrigin("sh")}/`);
  const facts = page.locator("dl").filter({ hasText: "Blir betalt med" }).first();
  await expect(facts).toContainText("AvtaleGiro – banken trekkjer beløpet frå kontoen din");
  await expectNoAxeViolations(page);

  await page.goto(`${titleOrigin("sh")}/endre-betalingsmetode`);
  await expect(
    page.getByRole("status").filter({ hasText: "Du har AvtaleGiro med beløpsgrense 1 000 kr per trekk." }),
  ).toBeVisible();
  await limitField(page, "Ny beløpsgrense per trekk (kr)").fill("700");
  await page.getByRole("button", { name: "Endre beløpsgrensa i nettbanken" }).click();
  await expect(
    page.getByText("Beløpsgrensa må vere minst 749 kr, det største trekket som kjem."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

// What the offer says on the invoices and beside an invoice's document, and that a card payer is not
// offered it: tests/in-process/avtalegiro.test.tsx (axe on both pages with the offer: the walk's, as
// unpaid-invoice, who is offered the same).
test("invoice-paper's offer to avoid the paper fee: each link lands on its part of the payment page, focused", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/fakturaoversikt");
  const offer = page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole("link", { name: "Opprett AvtaleGiro" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "AvtaleGiro" })).toBeFocused();
  await page.goBack();
  await offer.getByRole("link", { name: "Bestill eFaktura" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "eFaktura" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: "eFaktura" })).toBeInViewport();
});

test("in Nynorsk the paper fee and what avoids it, where an invoice is paid", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", `${titleOrigin("sh")}/betal-faktura/${invoiceNo("unpaid-invoice")}`);
  const offer = page.getByRole("complementary", { name: "Slepp å betale fakturaen sjølv" });
  await expect(offer).toContainText("Faktura på papir kostar 39 kr i gebyr. Du slepp gebyret med AvtaleGiro");
  await expectNoAxeViolations(page);
});

test("in Nynorsk: the price outgrew the limit, and the front page says so before the due date", async ({
  page,
}) => {
  await signInAs(page, "mandate-over-limit", `${titleOrigin("sh")}/`);
  const warning = page.getByRole("region", { name: "Neste trekk er over beløpsgrensa" });
  const facts = page.locator("dl").filter({ hasText: "Blir betalt med" }).first();
  const date = (await facts.locator("dt:has-text('Dato') + dd").textContent())!;
  // Told before the charge, with the day to raise it by.
  await expect(warning).toContainText(
    `Neste betaling på 749 kr ${date} er høgare enn beløpsgrensa på 700 kr i AvtaleGiro-avtalen din. Banken trekkjer ikkje beløpet. Set opp grensa før ${date}, elles får du faktura.`,
  );
  await expectNoAxeViolations(page);
  await warning.getByRole("link", { name: "Endre beløpsgrensa" }).click();
  await expect(limitField(page, "Ny beløpsgrense per trekk (kr)")).toHaveValue("1000");
});

test("a reload while the mandate is being sent keeps the limit typed and its key: sent again, it acts once", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/endre-betalingsmetode");
  await limitField(page).fill("1500");
  // The platform is slow to answer the first send, and the reader reloads before it does.
  await setFault(page, "mandate", "slow:3000");
  const first = page.waitForRequest((r) => r.url().endsWith("/api/mandate"));
  await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
  const firstKey = (await first).headers()["idempotency-key"];
  expect(firstKey).toBeTruthy();
  await page.reload();
  await expect(limitField(page)).toHaveValue("1500");
  await expect(
    page.getByText("Siden ble lastet på nytt mens skjemaet ble sendt.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Sent again: the same key, so the platform acts on it once, whichever send it sees first.
  const again = page.waitForRequest((r) => r.url().endsWith("/api/mandate"));
  await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
  expect((await again).headers()["idempotency-key"]).toBe(firstKey);
  await expect(page.getByRole("heading", { level: 1, name: "Nettbanken" })).toBeVisible();
  await expect(page.getByText("1 500 kr")).toBeVisible();
});

// What the front page and the warning say, and where its link goes: tests/in-process/avtalegiro.test.tsx.
test("a plan above the AvtaleGiro limit: the warning before it is confirmed", async ({ page }) => {
  await signInAs(page, "mandate-over-limit", "/endre-abonnement");
  await page
    .getByRole("radio", { name: /per år/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft endringen" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Over beløpsgrensen i AvtaleGiro" })).toBeVisible();
  await expectNoAxeViolations(page);
});
