// AvtaleGiro from Min side (docs/decisions/053): a subscriber paying by invoice sets up a mandate
// with a limit at the bank; the bank answers at once or days later; until it confirms, the front page
// says it waits and the invoice still comes; after, "Neste betaling" names AvtaleGiro and the day the
// bank draws it, the history tells of it and a receipt goes out. A limit below the largest charge is
// refused at the field; a rejection is said in words; it is stopped from the same page. nb and nn.
import type { Page } from "@playwright/test";
import { formatDate } from "#app/domain/format.ts";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { platformToday } from "./clock.ts";
import { bankAnswers, invoiceNo, outbox, setFault, signInAs } from "./session.ts";

const limitField = (page: Page, name = "Beløpsgrense per trekk (kr)") =>
  page.getByRole("textbox", { name, exact: true });

/** "Neste betaling" on the front page: the date it is paid and how. */
async function nextPayment(page: Page) {
  const facts = page.locator("dl").filter({ hasText: "Betales med" }).first();
  const date = (await facts.locator("dt:has-text('Dato') + dd").textContent())!;
  const method = (await facts.locator("dt:has-text('Betales med') + dd").textContent())!;
  return { date, method };
}

test("invoice-paper sets up AvtaleGiro, the bank answers days later, and the front page, history and receipt follow", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/endre-betalingsmetode");
  await expect(page.getByRole("heading", { level: 2, name: "AvtaleGiro" })).toBeVisible();
  // Proposed above the largest charge (749 kr): a price rise still fits.
  await expect(limitField(page)).toHaveValue("1000");
  await expect(page.getByText("Det største trekket som kommer, er 749 kr.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // A limit below the next charge is refused at the field, before anything is sent.
  await limitField(page).fill("500");
  await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
  await expect(
    page.getByText("Beløpsgrensen må være minst 749 kr, det største trekket som kommer."),
  ).toBeVisible();
  await expect(limitField(page)).toBeFocused();
  await expect(limitField(page)).toHaveAttribute("aria-invalid", "true");

  await limitField(page).fill("1 200");
  await page.getByRole("button", { name: "Opprett AvtaleGiro i nettbanken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nettbanken" })).toBeVisible();
  await expect(page.getByText("1 200 kr")).toBeVisible();
  await page.getByRole("button", { name: "Send til banken, svaret kommer om noen dager" }).click();

  await expect(page).toHaveURL(/\/endre-betalingsmetode\?.*avtalegiro=waiting/);
  await expect(
    page.getByRole("status").filter({ hasText: "AvtaleGiro venter på svar fra banken." }),
  ).toContainText("med beløpsgrense 1 200 kr");
  await expectNoAxeViolations(page);

  // Waiting: the front page says so, and the next payment is still an invoice.
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
  ).toBeVisible();
  expect((await nextPayment(page)).method).toBe("faktura");
  await expectNoAxeViolations(page);

  // The bank confirms, days later.
  await bankAnswers(page, "invoice-paper", "confirm");
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
  ).toHaveCount(0);
  const next = await nextPayment(page);
  expect(next.method).toBe(`AvtaleGiro – banken trekker beløpet fra kontoen din ${next.date}`);

  const receipt = (await outbox(page)).find((m) => m.recipient === "gunnar.berg@example.no");
  expect(receipt?.text).toContain("Banken har godkjent AvtaleGiro.");
  expect(receipt?.text).toContain("med beløpsgrense 1 200 kr per trekk.");

  await page.goto("/historikk");
  const month = page.getByRole("list", { name: new RegExp(`^\\w+ ${platformToday().slice(0, 4)}$`) }).first();
  await expect(month.getByRole("listitem").first()).toContainText(
    "Tok i bruk AvtaleGiro med beløpsgrense 1 200 kr",
  );
  await expect(month.getByRole("listitem").first().locator("time")).toContainText(
    formatDate(platformToday(), "nb"),
  );
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("approved at the bank at once: the answer in view and focused, a new limit starting from it; then stopped from the same page: back to invoice", async ({
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
    await stopAndSeeInvoice(page);
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

/** Stops the mandate just approved (1 200 kr) from the payment page: back to invoice, said in the history. */
async function stopAndSeeInvoice(page: Page) {
  await page.getByRole("button", { name: "Stopp AvtaleGiro" }).click();
  const today = formatDate(platformToday(), "nb");
  await expect(
    page.getByRole("status").filter({ hasText: `AvtaleGiro ble stoppet ${today}.` }),
  ).toBeFocused();
  await expect(page.getByText("Du betaler med faktura (bankgiro).")).toBeVisible();
  await page.goto("/");
  expect((await nextPayment(page)).method).toBe("faktura");

  // The history names AvtaleGiro and its limit, both when it began and when it stopped.
  await page.goto("/historikk");
  const month = page.getByRole("list", { name: new RegExp(`^\\w+ ${platformToday().slice(0, 4)}$`) }).first();
  await expect(month.getByRole("listitem").nth(0)).toContainText(
    "Stoppet AvtaleGiro med beløpsgrense 1 200 kr",
  );
  await expect(month.getByRole("listitem").nth(0)).toContainText("Faktura fra neste betaling.");
  await expect(month.getByRole("listitem").nth(1)).toContainText(
    "Tok i bruk AvtaleGiro med beløpsgrense 1 200 kr",
  );
}

test("mandate-waiting: the bank rejects it, and the front page and the payment page say why", async ({
  page,
}) => {
  await signInAs(page, "mandate-waiting", "/");
  await expect(
    page.getByRole("heading", { level: 2, name: "AvtaleGiro venter på svar fra banken" }),
  ).toBeVisible();
  await bankAnswers(page, "mandate-waiting", "reject", "NOT_ACCOUNT_HOLDER");
  await page.reload();
  const notice = page.getByRole("region", { name: "Banken avviste AvtaleGiro" });
  await expect(notice).toContainText(
    "Du står ikke som eier av kontoen, så banken kunne ikke godkjenne avtalen. Du betaler som før.",
  );
  expect((await nextPayment(page)).method).toBe("faktura");
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: "Endre betalingsmetode" }).click();
  await expect(page.getByRole("alert")).toContainText("Banken avviste AvtaleGiro-avtalen.");
  // And may try again.
  await expect(limitField(page)).toBeVisible();
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

test("invoice-paper sees the paper-invoice fee with what avoids it, on the invoices and where an invoice is paid", async ({
  page,
}) => {
  await signInAs(page, "invoice-paper", "/fakturaoversikt");
  const offer = page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" });
  await expect(offer).toContainText(
    "Faktura på papir koster 49 kr i gebyr. Du slipper gebyret med AvtaleGiro, eller med eFaktura, som du også bestiller her på Min side.",
  );
  await expectNoAxeViolations(page);
  await offer.getByRole("link", { name: "Opprett AvtaleGiro" }).click();
  // Each link lands on its part of the payment page, focused.
  await expect(page.getByRole("heading", { level: 2, name: "AvtaleGiro" })).toBeFocused();
  await page.goBack();
  await offer.getByRole("link", { name: "Bestill eFaktura" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "eFaktura" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: "eFaktura" })).toBeInViewport();

  // And beside an invoice's document.
  await page.goto(`/dokument/faktura/${invoiceNo("invoice-paper")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("invoice-paper")}` }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" })).toContainText(
    "Faktura på papir koster 49 kr i gebyr.",
  );
  await expectNoAxeViolations(page);

  // A card payer is not offered it on the invoices.
  await signInAs(page, "subscriber", "/fakturaoversikt");
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" })).toHaveCount(0);
  await page.goto(`/dokument/faktura/${invoiceNo("subscriber")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Faktura ${invoiceNo("subscriber")}` }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Slipp å betale fakturaen selv" })).toHaveCount(0);
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

test("a plan above the AvtaleGiro limit is warned of before it is confirmed, and the front page says one thing", async ({
  page,
}) => {
  await signInAs(page, "mandate-over-limit", "/");
  // The next charge is over the limit: the facts say the bank will not draw it, as the notice does.
  const facts = page.locator("dl").filter({ hasText: "Betales med" }).first();
  await expect(facts.locator("dt:has-text('Betales med') + dd")).toHaveText(
    "AvtaleGiro, men beløpet er over beløpsgrensen, så banken trekker det ikke",
  );
  await expect(page.getByText(/banken trekker beløpet fra kontoen din/)).toHaveCount(0);

  // A yearly plan: its price is said against the limit before the change is confirmed.
  await page.goto("/endre-abonnement");
  await page
    .getByRole("radio", { name: /per år/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Fortsett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft endringen" })).toBeVisible();
  const warning = page.getByRole("region", { name: "Over beløpsgrensen i AvtaleGiro" });
  await expect(warning).toContainText(/er høyere enn beløpsgrensen på 700 kr i AvtaleGiro-avtalen din/);
  await expectNoAxeViolations(page);
  await warning.getByRole("link", { name: "Endre beløpsgrensen" }).click();
  await expect(page).toHaveURL(/\/endre-betalingsmetode(\?|$)/);
});
