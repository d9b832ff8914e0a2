// @vitest-environment node
// Invoices and credit notes as documents (ADR 029): the facts of each, the PDF holding them, any
// name, and never another subscriber's or another title's document — an unknown or someone else's
// number is a Norwegian 404. Receipts: ./receipts.test.ts.
import { describe, expect, it } from "vitest";
import type { CreditNote, InvoiceDocument } from "#app/api/contract/documents.ts";
import { accountNo, data, errorOf, signedInFixed, TODAY } from "#scripts/dev-backend/test-support.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { invoicesOf, payOpenInvoice } from "./document-steps.ts";
import { NO_SUCH_CREDIT, NO_SUCH_INVOICE } from "./handlers.ts";
import { isPdf, pdfText, rowOf } from "./pdf-text.ts";

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
      documentNo: newest!.ariaInvoiceNo,
      seller: { name: "Adresseavisen", companyName: "Adresseavisen AS" },
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
      expect.arrayContaining(["Adresseavisen", `Faktura ${newest!.ariaInvoiceNo}`, "Betalt: 299 kr"]),
    );
    expect(rowOf(text, "Kunde ")).toMatch(/Kunde +Kari Nordmann$/);
    expect(rowOf(text, "KID")).toMatch(new RegExp(`KID +${newest!.kid}$`));
    expect(rowOf(text, "Beløp med mva.")).toMatch(/ 299 kr$/);
    expect(rowOf(text, "Merverdiavgift 0 %")).toMatch(/ 0 kr$/);

    const nynorsk = await browser.call("getInvoicePdf", {
      params: { titleCode: "FJO", ariaInvoiceNo: newest!.ariaInvoiceNo },
    });
    const nnText = pdfText(new Uint8Array(await nynorsk.arrayBuffer()));
    expect(rowOf(nnText, "Seljar")).toBeDefined();
    expect(rowOf(nnText, "Meirverdiavgift 0 %")).toMatch(/ 0 kr$/);
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
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Å betale: 299 kr");
    expect(rowOf(text, "Betalt dato")).toMatch(/Ikke betalt$/);
    expect(rowOf(text, "Kontonummer")).toMatch(/1503 12 34567$/);
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

describe("credit notes", () => {
  it("a complaint's credit has a credit note: what is credited, for which days, the amount, in the title's language", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const { complaintId: id } = await data<{ complaintId: string }>(
      await browser.call("registerComplaint", {
        body: {
          ariaAccountNo: accountNo("paper-subscriber"),
          titleCode: "ADR",
          dates: ["2026-11-16", "2026-11-17"],
          category: "MANGLER",
          remedy: "CREDIT",
          comment: "Ingen avis i postkassen.",
        },
      }),
    );
    const notes = await data<CreditNote[]>(
      await browser.call("getCreditNotes", {
        params: { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
      }),
    );
    // The title's series, not the case number: the case is named in what it credits.
    const no = numberAfterSeed(TODAY);
    expect(notes).toEqual([
      { creditId: no, kind: "CREDIT_NOTE", refersTo: null, amount: 58, issuedOn: TODAY },
    ]);
    const doc = await data<InvoiceDocument>(
      await browser.call("getCreditNoteDocument", { params: { titleCode: "ADR", creditId: no } }),
    );
    expect(doc).toMatchObject({
      kind: "CREDIT_NOTE",
      documentNo: no,
      issuedOn: TODAY,
      amount: 58,
      netAmount: 58,
      vatRate: 0,
      vatAmount: 0,
      periodFrom: "2026-11-16",
      periodTo: "2026-11-17",
      dueDate: null,
      description: `Kreditering for avis som ikke kom 16.11.2026, 17.11.2026 (reklamasjon ${id})`,
    });
    const pdf = await browser.call("getCreditNotePdf", { params: { titleCode: "ADR", creditId: no } });
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="kreditnota-${no}.pdf"`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toEqual(expect.arrayContaining([`Kreditnota ${no}`, "Kreditert: 58 kr"]));
    expect(rowOf(text, "Adresse ")).toMatch(/Adresse +\S/);
  });

  it("someone else's credit, or none, is a Norwegian 404", async () => {
    const { browser } = await signedInFixed("subscriber");
    for (const name of ["getCreditNoteDocument", "getCreditNotePdf"] as const) {
      const response = await browser.call(name, { params: { titleCode: "ADR", creditId: "RK00000000" } });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(NO_SUCH_CREDIT);
    }
  });
});

describe("any name the account holds", () => {
  const SAMI = "Niillas Ŋuolla Čáhppes-Đuolbbás";
  it("an invoice and a receipt for a Sámi name download as PDFs holding it exactly", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    db.prepare("UPDATE accounts SET given_name = ?, family_name = ? WHERE aria_account_no = ?").run(
      "Niillas Ŋuolla",
      "Čáhppes-Đuolbbás",
      accountNo("unpaid-invoice"),
    );
    const { paymentId, invoice } = await payOpenInvoice(browser);
    for (const response of [
      await browser.call("getInvoicePdf", {
        params: { titleCode: "ADR", ariaInvoiceNo: invoice.ariaInvoiceNo },
      }),
      await browser.call("getReceiptPdf", { params: { titleCode: "ADR", paymentId } }),
    ]) {
      expect(response.status, await response.clone().text()).toBe(200);
      expect(rowOf(pdfText(new Uint8Array(await response.arrayBuffer())), "Kunde ")).toMatch(
        new RegExp(` ${SAMI}$`),
      );
    }
  });

  it.each([
    ["emoji, a right-to-left mark and NUL", "Kari 😀\u200f\u0000", "Nordmann 🇳🇴"],
    ["3,000 characters", "K".repeat(1500), "N".repeat(1500)],
  ])("%s: the document and its PDF answer, never a 500", async (_case, given, family) => {
    const { browser, db } = await signedInFixed("subscriber");
    db.prepare("UPDATE accounts SET given_name = ?, family_name = ? WHERE aria_account_no = ?").run(
      given,
      family,
      accountNo("subscriber"),
    );
    const [newest] = await invoicesOf(browser, "subscriber");
    const params = { titleCode: "ADR", ariaInvoiceNo: newest!.ariaInvoiceNo };
    const doc = await data<InvoiceDocument>(await browser.call("getInvoiceDocument", { params }));
    expect(doc.subscriber.name).toBe(`${given} ${family}`);
    const pdf = await browser.call("getInvoicePdf", { params });
    expect(pdf.status).toBe(200);
    expect(isPdf(new Uint8Array(await pdf.arrayBuffer()))).toBe(true);
  });
});

describe("a document is its title's", () => {
  it("the seller is the invoice's own title, on each title's copy of a persona's invoice", async () => {
    const { browser } = await signedInFixed("subscriber");
    const [newest] = await invoicesOf(browser, "subscriber", "SBX");
    const docOn = (titleCode: string) =>
      browser
        .call("getInvoiceDocument", { params: { titleCode, ariaInvoiceNo: newest!.ariaInvoiceNo } })
        .then((r) => data<InvoiceDocument>(r));
    expect((await docOn("SBX")).seller).toMatchObject({
      name: "Sandkasseavisa",
      organizationNumber: "970 853 332",
    });
    expect((await docOn("ADR")).seller).toMatchObject({
      name: "Adresseavisen",
      organizationNumber: "948 172 666",
    });
  });

  it("an invoice of one title is not found under another's address (JSON and PDF), nor in its list", async () => {
    const { browser } = await signedInFixed("subscriber");
    const charged = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "subscriber", titleCode: "SBX" },
    });
    const { ariaInvoiceNo } = (await charged.json()) as { ariaInvoiceNo: string };
    const params = (titleCode: string) => ({ params: { titleCode, ariaInvoiceNo } });

    const own = await data<InvoiceDocument>(await browser.call("getInvoiceDocument", params("SBX")));
    expect(own.seller.name).toBe("Sandkasseavisa");
    expect((await invoicesOf(browser, "subscriber", "SBX")).map((i) => i.ariaInvoiceNo)).toContain(
      ariaInvoiceNo,
    );
    expect((await invoicesOf(browser, "subscriber", "ADR")).map((i) => i.ariaInvoiceNo)).not.toContain(
      ariaInvoiceNo,
    );

    for (const titleCode of ["ADR", "FVN"]) {
      const json = await browser.call("getInvoiceDocument", params(titleCode));
      expect(json.status).toBe(404);
      expect((await errorOf(json)).message).toBe("Fant ikke dokumentet");
      const pdf = await browser.call("getInvoicePdf", params(titleCode));
      expect(pdf.status).toBe(404);
      expect(pdf.headers.get("Content-Type")).not.toMatch(/pdf/);
    }
  });

  it("a receipt is found under its own title only", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const { paymentId } = await payOpenInvoice(browser);
    expect(
      (await browser.call("getReceiptDocument", { params: { titleCode: "ADR", paymentId } })).status,
    ).toBe(200);
    const elsewhere = await browser.call("getReceiptDocument", { params: { titleCode: "SBX", paymentId } });
    expect(elsewhere.status).toBe(404);
    expect((await browser.call("getReceiptPdf", { params: { titleCode: "SBX", paymentId } })).status).toBe(
      404,
    );
  });
});
