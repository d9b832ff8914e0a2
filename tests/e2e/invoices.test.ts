// unpaid-invoice pays an invoice and sees it paid; a double click, the back button and a second try
// start one payment only; a cancel at the provider takes nothing; an unknown or paid invoice number
// gets a clear message, not a payment (ADR 007).
import type { Page } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
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

test("back from the provider, the page says what is paid for which invoice, from the kept trip when the platform's answer lacks it", async ({
  page,
}) => {
  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  const invoiceNo = await firstUnpaid(page);
  await page.getByRole("link", { name: `Betal faktura ${invoiceNo}` }).click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Betalingsleverandør" })).toBeVisible();

  // The platform's answer leaves out the invoice and the amount (both may be null in the contract):
  // what was kept for the trip (temp_invoice_number, temp_invoice_due_amount) says them.
  await page.route("**/api/payment/*", async (route) => {
    // Fetched by the test process, which does not resolve the title's *.localhost origin itself.
    const { host, pathname } = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}${pathname}`,
      headers: { ...route.request().headers(), host },
    });
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, ariaInvoiceNo: null, amount: null } } });
  });
  await page.getByRole("button", { name: "Godkjenn, svar om 4 sekunder" }).click();
  await expect(page).toHaveURL(new RegExp(`/betal-faktura/${invoiceNo}\\?`));
  await expect(page.getByRole("status").filter({ hasText: "Betalingen behandles fortsatt." })).toContainText(
    `Betalingen gjelder 299 kr for faktura ${invoiceNo}.`,
  );
  await expectNoAxeViolations(page);

  const paid = page.getByRole("status").filter({ hasText: `Takk! Faktura ${invoiceNo} er betalt.` });
  await expect(paid).toBeVisible({ timeout: 15_000 });
  await expect(paid).toContainText("Vi har mottatt 299 kr med betalingskort.");
  // The flow has ended: nothing of it is left in storage.
  expect(await tempStorage(page)).toEqual([null, null, null, null]);
});

test("a cancel at Vipps takes nothing, and trying again starts a new payment", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/fakturaoversikt");
  const invoiceNo = await firstUnpaid(page);
  await page.getByRole("link", { name: `Betal faktura ${invoiceNo}` }).click();
  await page.getByRole("radio", { name: "Vipps" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await expect(page.getByText("Vipps", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Avbryt" }).click();

  await expect(page.getByRole("alert")).toContainText("Du avbrøt betalingen.");
  await expect(page.getByText("Fakturaen er ikke betalt, og ingenting er trukket.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Prøv igjen" }).click();
  await page.getByRole("radio", { name: "Betalingskort" }).check();
  await page.getByRole("button", { name: "Betal 299 kr" }).click();
  await page.getByRole("button", { name: "Feil" }).click();
  await expect(page.getByRole("alert")).toContainText("Betalingen gikk ikke gjennom.");
  // With the customer centre's number to call.
  await expect(
    page.getByRole("alert").getByRole("link", { name: /^\d{2} \d{2} \d{2} \d{2}$/ }),
  ).toBeVisible();
  expect((await providerTrips(page, invoiceNo)).map((t) => t.status)).toEqual(["FAILED", "CANCELLED"]);
});

test("an unknown invoice number gets a clear message, not a payment", async ({ page }) => {
  await signInAs(page, "unpaid-invoice", "/betal-faktura/123456789");
  await expect(page.getByRole("heading", { level: 1, name: "Fant ikke fakturaen" })).toBeVisible();
  await expect(page.getByText("Vi finner ingen faktura med nummer 123456789")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Betal/ })).toHaveCount(0);
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
