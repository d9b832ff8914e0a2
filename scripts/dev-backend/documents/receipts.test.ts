// @vitest-environment node
// Receipts as documents (ADR 029): every approved payment and paid order has one, with the card
// that was charged, and never for a payment that was not approved or is someone else's.
import { describe, expect, it } from "vitest";
import type { InvoiceDocument, Receipt } from "#app/api/contract/documents.ts";
import {
  accountNo,
  Browser,
  data,
  digitalOrder,
  errorOf,
  ORIGIN,
  signedInFixed,
  signIn,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";
import { invoicesOf, payOpenInvoice } from "./document-steps.ts";
import { NO_SUCH_RECEIPT } from "./handlers.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { pdfText, rowOf } from "./pdf-text.ts";

describe("receipts", () => {
  it("every approved card or Vipps payment has a receipt with the invoice's facts and the paid date", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const { paymentId, invoice } = await payOpenInvoice(browser);
    const receipts = await data<Receipt[]>(
      await browser.call("getReceipts", {
        params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
      }),
    );
    expect(receipts).toEqual([
      { paymentId, ariaInvoiceNo: invoice.ariaInvoiceNo, method: "VIPPS", amount: 299, paidDate: TODAY },
    ]);
    const doc = await data<InvoiceDocument>(
      await browser.call("getReceiptDocument", { params: { titleCode: "ADR", paymentId } }),
    );
    // The receipt's own number, the title's next in its one series (ADR 072), dated the day it was paid.
    const receiptNo = numberAfterSeed(TODAY);
    expect(doc).toMatchObject({
      kind: "RECEIPT",
      documentNo: receiptNo,
      issuedOn: TODAY,
      paymentId,
      ariaInvoiceNo: invoice.ariaInvoiceNo,
      amount: 299,
      method: "VIPPS",
      paidDate: TODAY,
    });
    const pdf = await browser.call("getReceiptPdf", { params: { titleCode: "ADR", paymentId } });
    // Filed under its own number, not the provider's payment id.
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="kvittering-${receiptNo}.pdf"`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Kvittering for faktura ${invoice.ariaInvoiceNo}`);
    expect(rowOf(text, "Dato")).toMatch(/Dato +18\.11\.2026$/);
    expect(rowOf(text, "Kvitteringsnummer")).toMatch(new RegExp(`Kvitteringsnummer +${receiptNo}$`));
    expect(rowOf(text, "Fakturanummer")).toMatch(new RegExp(`Fakturanummer +${invoice.ariaInvoiceNo}$`));
    expect(rowOf(text, "Betalt med")).toMatch(/Betalt med +Vipps$/);
    // The time of payment on the platform's clock, in Oslo: 10.00 on the fixed day.
    expect(rowOf(text, "Betalt ")).toMatch(/Betalt +18\.11\.2026 kl\. 10\.00$/);
    expect(rowOf(text, "Referanse")).toMatch(new RegExp(`Referanse +${paymentId}$`));
  });

  it("a paid order has a receipt too: the first period's invoice, paid that day by card", async () => {
    const { browser } = await signedInFixed("no-subscription");
    const trip = await data<{ orderId: string; redirectUrl: string }>(
      await browser.call("createOrder", { body: digitalOrder("no-subscription") }),
    );
    await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const [invoice] = await invoicesOf(browser, "no-subscription");
    const receipts = await data<Receipt[]>(
      await browser.call("getReceipts", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
      }),
    );
    expect(receipts).toEqual([
      {
        paymentId: trip.orderId,
        ariaInvoiceNo: invoice!.ariaInvoiceNo,
        method: "SWEDBANK-PPG",
        amount: 1,
        paidDate: TODAY,
      },
    ]);
    const pdf = await browser.call("getReceiptPdf", {
      params: { titleCode: "ADR", paymentId: trip.orderId },
    });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toEqual(
      expect.arrayContaining([`Kvittering for faktura ${invoice!.ariaInvoiceNo}`, "Betalt: 1 kr"]),
    );
    expect(rowOf(text, "Betalt med")).toMatch(/Betalt med +Betalingskort/);
  });

  it("a card receipt names the card that was charged, not a card registered since", async () => {
    const { browser } = await signedInFixed("no-subscription");
    const account = accountNo("no-subscription");
    const trip = await data<{ orderId: string; redirectUrl: string }>(
      await browser.call("createOrder", { body: digitalOrder("no-subscription") }),
    );
    await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const cardNow = async () =>
      (
        await data<{ cardLast4: string }>(
          await browser.call("getPaymentMethod", { params: { accountNo: account } }),
        )
      ).cardLast4;
    const charged = await cardNow();
    const params = { titleCode: "ADR", paymentId: trip.orderId };
    const receipt = async () => data<InvoiceDocument>(await browser.call("getReceiptDocument", { params }));
    expect(await receipt()).toMatchObject({ method: "SWEDBANK-PPG", cardLast4: charged });

    // A new card is registered: the receipt still names the one the payment was taken from.
    let replaced = charged;
    while (replaced === charged) {
      const change = await data<{ redirectUrl: string }>(
        await browser.call("updateCard", {
          body: { ariaAccountNo: account, titleCode: "ADR", returnUrl: `${ORIGIN}/betalingsmate` },
        }),
      );
      await browser.fetch(change.redirectUrl, { method: "POST", form: { outcome: "approved" } });
      replaced = await cardNow();
    }
    expect((await receipt()).cardLast4).toBe(charged);
    const pdf = await browser.call("getReceiptPdf", { params });
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(rowOf(text, "Betalt med")).toMatch(new RegExp(` Betalingskort som slutter på ${charged}$`));
  });

  it("a payment that was not approved, or is someone else's, has no receipt", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const { paymentId } = await payOpenInvoice(browser);
    const { browser: kari } = await signedInFixed("subscriber");
    for (const name of ["getReceiptDocument", "getReceiptPdf"] as const) {
      const response = await kari.call(name, { params: { titleCode: "ADR", paymentId } });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(NO_SUCH_RECEIPT);
    }
    expect(
      await data(
        await kari.call("getReceipts", { params: { accountNo: accountNo("subscriber"), titleCode: "ADR" } }),
      ),
    ).toEqual([]);
  });
});

describe("a helper's card payment", () => {
  it("the subscriber's receipt says betalingskort, never the digits of the helper's card", async () => {
    const s = await signedInFixed("helper-of-two");
    const sigrid = s.browser;
    const ingrid = accountNo("unpaid-invoice");
    const unpaid = (await invoicesOf(sigrid, "unpaid-invoice")).find((i) => !i.paid)!;
    const trip = await data<{ paymentId: string; redirectUrl: string }>(
      await sigrid.call("payInvoice", {
        params: { ariaInvoiceNo: unpaid.ariaInvoiceNo },
        body: {
          ...{ ariaAccountNo: ingrid, titleCode: "ADR", paymentMethod: "SWEDBANK-PPG", currency: "NOK-01" },
          returnUrl: `${ORIGIN}/betal-faktura/${unpaid.ariaInvoiceNo}`,
        },
      }),
    );
    await sigrid.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });

    const owner = new Browser(s.app);
    expect((await signIn(owner, "unpaid-invoice")).status).toBe(200);
    const params = { params: { titleCode: "ADR", paymentId: trip.paymentId } };
    const receipt = await data<InvoiceDocument>(await owner.call("getReceiptDocument", params));
    expect(receipt).toMatchObject({ kind: "RECEIPT", method: "SWEDBANK-PPG", cardLast4: null });
    const pdf = await owner.call("getReceiptPdf", params);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).join("\n");
    expect(text).toContain("Betalingskort");
    expect(text).not.toMatch(/slutter på \d{4}/);
  });
});
