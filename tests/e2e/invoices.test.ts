// Paying an invoice (ADR 007), what only a browser shows of it: behind nginx, unpaid-invoice pays by
// card through the real provider's page, a double click, the back button and a second try starting
// one payment only, SPEC §9's keys kept while the trip lasts, the e-mailed receipt's link; two tabs
// paying one invoice (the second says it is paid, with nothing to try again); axe on each screen a
// payment can end on (cancelled at Vipps, still being processed at the card provider, an unknown
// invoice number); the Nynorsk screens' axe. The rest, in Bokmål, is in-process
// (tests/in-process/journeys/invoices.tsx): what the page says back from the provider when the
// platform's answer lacks the invoice and amount, a cancel at Vipps then a failed card payment, and
// an unknown invoice number refused.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { invoiceNo, outbox, providerTrips, signInAs } from "./session.ts";

const TEMP_KEYS = ["temp_paym_id", "temp_invoice_due_amount", "temp_invoice_number", "temp_agreement_id"];
const tempStorage = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), TEMP_KEYS);

/** The number of the first unpaid invoice on the overview. */
async function firstUnpaid(page: Page): Promise<string> {
  const link = page.getByRole("link", { name: /^Betal faktura \d+$/ }).first();
  return (await link.textContent())!.replace("Betal faktura ", "").trim();
}

test("unpaid-invoice pays an invoice by card and sees it paid", { tag: "@nginx" }, async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/");
  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await expect(page.getByText("Du har 1 ubetalt faktura. Den står øverst.")).toBeVisible();
  // Unpaid first, with KID, amount, period and the account number to pay to.
  const first = page.getByRole("region").first();
  await expect(first.getByText("Ubetalt")).toBeVisible();
  await expect(first.getByText("299 kr")).toBeVisible();
  await expect(first.getByText("1503 12 34567")).toBeVisible();
  await expect(first.locator("dt", { hasText: "KID" }).locator("+ dd")).toHaveText(/^\d+$/);
  await expectNoAxeViolations(page);

  const invoiceNo = await firstUnpaid(page);
  await page.getByRole("link", { name: `Betal faktura ${invoiceNo}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await expect(page).toHaveURL(/nokkel=/);
  await expectNoAxeViolations(page);

  // Nothing chosen: the required message at the group, and no payment started.
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByText("Betalingsmåte er påkrevd")).toBeVisible();
  expect(await providerTrips(page, invoiceNo)).toHaveLength(0);

  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  await expect(page.getByText("Betalingskort")).toBeVisible();
  await expect(page.getByText("299 kr")).toBeVisible();
  // What must survive the trip is kept under SPEC §9's keys while it lasts.
  await page.goBack();
  const [paymentId, amount, number] = await tempStorage(page);
  expect([amount, number]).toEqual(["299", invoiceNo]);
  expect(paymentId).toBeTruthy();

  // Back on the pay step with the same key: paying again is the same trip, not a second payment.
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  expect(await providerTrips(page, invoiceNo)).toHaveLength(1);

  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo}\\?`));
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo} er betalt.` }),
  ).toBeVisible();
  await expect(page.getByText("Vi har mottatt 299 kr med betalingskort.")).toBeVisible();
  await expectNoAxeViolations(page);
  // The flow has ended: nothing of it is left in storage.
  expect(await tempStorage(page)).toEqual([null, null, null, null]);
  expect((await providerTrips(page, invoiceNo)).map((t) => t.status)).toEqual(["APPROVED"]);

  // The receipt by e-mail says what the screen said, once, and its link opens the receipt to keep.
  const receipts = (await outbox(page)).filter(
    (m) => m.channel === "email" && m.text.includes(`Faktura ${invoiceNo} er betalt.`),
  );
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.text).toContain(
    `Takk! Faktura ${invoiceNo} er betalt. Vi har mottatt 299 kr med betalingskort.`,
  );
  const receiptPage = page.url();
  await page.goto(receipts[0]!.text.match(/https?:\/\/\S+/)![0]);
  await expect(page.getByRole("heading", { level: 1, name: /^Kvittering/ })).toContainText(invoiceNo);
  await page.goto(receiptPage);

  await page.getByRole("link", { name: "Se alle fakturaer" }).click();
  await expect(page.getByText("Alle fakturaene dine er betalt.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Betal faktura/ })).toHaveCount(0);

  // The paid invoice cannot be paid again.
  await page.goto(`/betal-faktura/${invoiceNo}`);
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaen er betalt" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Betal/ })).toHaveCount(0);
});

test("each screen a payment can end on passes axe: cancelled at Vipps, still being processed, an unknown invoice", async ({
  page,
}) => {
  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  const invoiceNo = await firstUnpaid(page);
  await page.getByRole("link", { name: `Betal faktura ${invoiceNo}` }).click();
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByText("Vipps", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page.getByRole("alert")).toContainText("Du avbrøt betalingen.");
  await expectNoAxeViolations(page);

  // Trying again by card, the provider's answer still to come: the page says it is being processed.
  await page.getByRole("link", { name: "Prøv igjen" }).click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Godkjenn, svar om 4 sekunder" }).click();
  await expect(page).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo}\\?`));
  await expect(page.getByRole("status").filter({ hasText: "Betalingen behandles fortsatt." })).toContainText(
    `Betalingen gjelder 299 kr for faktura ${invoiceNo}.`,
  );
  await expectNoAxeViolations(page);

  await page.goto("/betal-faktura/123456789");
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke fakturaen" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the invoice screens in Nynorsk have no axe violations", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", `${titleOrigin("sh")}/fakturaoversikt`);
  await expect(page.getByRole("heading", { level: 1, name: "Fakturaoversikt" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: /^Betal faktura \d+$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Betal faktura" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a second trip for an invoice the first one paid says the invoice is paid, with nothing to try again", async ({
  page,
  context,
}) => {
  await signInAs(page, "unpaid-invoice", `/betal-faktura/${invoiceNo("unpaid-invoice")}`);
  const other = await context.newPage();
  await other.goto(`/betal-faktura/${invoiceNo("unpaid-invoice")}`);
  for (const tab of [page, other]) {
    await tab.getByRole("radio", { name: "Betalingskort" }).check();
    await tab.getByRole("button", { name: "Betal 299 kr" }).click();
    await expect(tab.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo("unpaid-invoice")} er betalt.` }),
  ).toBeVisible();

  await other.getByRole("button", { name: "Godkjenn", exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo("unpaid-invoice")}\\?`));
  await expect(
    other.getByRole("status").filter({ hasText: `Faktura ${invoiceNo("unpaid-invoice")} er betalt.` }),
  ).toBeVisible();
  await expect(other.getByText("Fakturaen er ikke betalt, og ingenting er trukket.")).toHaveCount(0);
  await expect(other.getByRole("link", { name: "Prøv igjen" })).toHaveCount(0);
  await expectNoAxeViolations(other);
  expect((await providerTrips(page, invoiceNo("unpaid-invoice"))).map((t) => t.status).sort()).toEqual([
    "APPROVED",
    "FAILED",
  ]);
});
