// @vitest-environment node
// Invoices and receipts as documents (ADR 029): the facts of each, the PDF holding them, and
// never another subscriber's document — an unknown or someone else's number is a Norwegian 404.
import { describe, expect, it } from "vitest";
import type { InvoiceDocument, Receipt } from "#app/api/contract/documents.ts";
import type { Invoice } from "#app/api/contract/payments.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  ORIGIN,
  signedInFixed,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";
import { NO_SUCH_INVOICE, NO_SUCH_RECEIPT } from "./handlers.ts";
import { isPdf, pdfText } from "./pdf-text.ts";

const invoicesOf = async (browser: Browser, persona: string, titleCode = "ADR") =>
  data<Invoice[]>(
    await browser.call("getInvoices", { params: { accountNo: accountNo(persona), titleCode } }),
  );

/** Pays unpaid-invoice's open invoice by card at the stand-in provider; answers the payment id. */
async function payOpenInvoice(browser: Browser): Promise<{ paymentId: string; invoice: Invoice }> {
  const invoice = (await invoicesOf(browser, "unpaid-invoice")).find((i) => !i.paid)!;
  const trip = await data<{ paymentId: string; redirectUrl: string }>(
    await browser.call("payInvoice", {
      params: { ariaInvoiceNo: invoice.ariaInvoiceNo },
      body: {
        ariaAccountNo: accountNo("unpaid-invoice"),
        titleCode: "ADR",
        paymentMethod: "VIPPS",
        currency: "NOK-01",
        returnUrl: `${ORIGIN}/betal-faktura/${invoice.ariaInvoiceNo}`,
      },
    }),
  );
  await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
  return { paymentId: trip.paymentId, invoice };
}

describe("invoice documents", () => {
  it("holds the title's name and organisation number, the subscriber, KID, period, amount, VAT and dates", async () => {
    const { browser } = await signedInFixed("subscriber");
    const [newest] = await invoicesOf(browser, "subscriber");
    const doc = await data<InvoiceDocument>(
      await browser.call("getInvoiceDocument", {
        params: { titleCode: "ADR", ariaInvoiceNo: newest!.ariaInvoiceNo },
      }),
    );
    expect(doc).toMatchObject({
      kind: "INVOICE",
      paymentId: null,
      seller: { name: "Adresseavisen" },
      subscriber: { name: "Kari Nordmann", ariaAccountNo: accountNo("subscriber") },
      ariaInvoiceNo: newest!.ariaInvoiceNo,
      kid: newest!.kid,
      amount: 299,
      vatRate: 0,
      vatAmount: 0,
      periodFrom: newest!.periodFrom,
      periodTo: newest!.periodTo,
      dueDate: newest!.dueDate,
      // Seeded paid invoices were paid the day their period began.
      paidDate: newest!.periodFrom,
    });
    expect(doc.seller.organizationNumber).toMatch(/^\d{3} \d{3} \d{3}$/);
  });

  it("downloads as a PDF holding the same facts, in nynorsk for a nynorsk title", async () => {
    const { browser } = await signedInFixed("subscriber");
    const [newest] = await invoicesOf(browser, "subscriber");
    const response = await browser.call("getInvoicePdf", {
      params: { titleCode: "ADR", ariaInvoiceNo: newest!.ariaInvoiceNo },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="faktura-${newest!.ariaInvoiceNo}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "Adresseavisen",
        `Faktura ${newest!.ariaInvoiceNo}`,
        "Kari Nordmann",
        newest!.kid,
        "299 kr",
        "Merverdiavgift 0 %",
        "Betalt: 299 kr",
      ]),
    );

    const nynorsk = await browser.call("getInvoicePdf", {
      params: { titleCode: "FJO", ariaInvoiceNo: newest!.ariaInvoiceNo },
    });
    const nnText = pdfText(new Uint8Array(await nynorsk.arrayBuffer()));
    expect(nnText).toEqual(expect.arrayContaining(["Seljar", "Meirverdiavgift 0 %"]));
  });

  it("an unpaid invoice says what to pay, by when and to which account", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const open = (await invoicesOf(browser, "unpaid-invoice")).find((i) => !i.paid)!;
    const doc = await data<InvoiceDocument>(
      await browser.call("getInvoiceDocument", {
        params: { titleCode: "ADR", ariaInvoiceNo: open.ariaInvoiceNo },
      }),
    );
    expect(doc).toMatchObject({ paidDate: null, accountNumber: "1503 12 34567", dueDate: open.dueDate });
    const pdf = await browser.call("getInvoicePdf", {
      params: { titleCode: "ADR", ariaInvoiceNo: open.ariaInvoiceNo },
    });
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toEqual(
      expect.arrayContaining(["Ikke betalt", "Å betale: 299 kr", "1503 12 34567"]),
    );
  });

  it("never hands out someone else's invoice: an unknown or another subscriber's number is a Norwegian 404", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const { browser: kari } = await signedInFixed("subscriber");
    const [karis] = await invoicesOf(kari, "subscriber");
    for (const ariaInvoiceNo of [karis!.ariaInvoiceNo, "9999999"]) {
      for (const name of ["getInvoiceDocument", "getInvoicePdf"] as const) {
        const response = await browser.call(name, { params: { titleCode: "ADR", ariaInvoiceNo } });
        expect(response.status, `${name} ${ariaInvoiceNo}`).toBe(404);
        expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
        expect((await errorOf(response)).message).toBe(NO_SUCH_INVOICE);
      }
    }
  });
});

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
    expect(doc).toMatchObject({
      kind: "RECEIPT",
      paymentId,
      ariaInvoiceNo: invoice.ariaInvoiceNo,
      amount: 299,
      method: "VIPPS",
      paidDate: TODAY,
    });
    const pdf = await browser.call("getReceiptPdf", { params: { titleCode: "ADR", paymentId } });
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="kvittering-${paymentId}.pdf"`);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toEqual(
      expect.arrayContaining([`Kvittering ${invoice.ariaInvoiceNo}`, "Vipps", "18.11.2026"]),
    );
  });

  it("a paid order has a receipt too: the first period's invoice, paid that day by card", async () => {
    const { browser } = await signedInFixed("no-subscription");
    const trip = await data<{ orderId: string; redirectUrl: string }>(
      await browser.call("createOrder", {
        body: {
          ariaAccountNo: accountNo("no-subscription"),
          titleCode: "ADR",
          ariaPlanID: "C-DIGITAL-DIGITAL",
          billingPeriod: "MONTHLY",
          campaign: "INTRO_1KR",
          paymentMethod: "SWEDBANK-PPG",
          useSavedCard: false,
          currency: "NOK-01",
          deliveryAddress: null,
          returnUrl: `${ORIGIN}/completepurchase`,
          source: null,
        },
      }),
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
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toEqual(
      expect.arrayContaining([`Kvittering ${invoice!.ariaInvoiceNo}`, "Betalingskort", "Betalt: 1 kr"]),
    );
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
