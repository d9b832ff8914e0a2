// @vitest-environment node
// Each title's one series of document numbers (series.ts, ADR 072): an invoice, a receipt and a
// credit or debit note take the next number of their title's series in the order they are issued,
// none skipped and none used twice; another title's series is its own. The clock is fixed
// (test-support.ts: Wednesday 18 November 2026).
import { describe, expect, it } from "vitest";
import type { CreditNote, InvoiceDocument } from "#app/api/contract/documents.ts";
import { many } from "#scripts/dev-backend/core/sqlite.ts";
import { accountNo, data, signedInFixed, TODAY } from "#scripts/dev-backend/test-support.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { INVOICE_TERMS_DAYS } from "#tests/fixtures/personas/building-blocks.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { invoicesOf, payOpenInvoice } from "./document-steps.ts";
import { seriesProblems } from "./series.ts";

describe("one series of documents per title", () => {
  it("a paid invoice's receipt, a renewal's invoice and its receipt go on from the seeded invoices without a gap; another title counts its own", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    // Paid by Vipps: its receipt.
    const { paymentId } = await payOpenInvoice(browser);
    // Kari's renewal charged by card: an invoice, then its receipt.
    const charge = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "subscriber", titleCode: "ADR" },
    });
    expect(charge.status).toBe(201);
    const renewal = (await charge.json()) as { ariaInvoiceNo: string };
    // On another title the series is its own: its next number is the first after the seed there too.
    const other = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "subscriber", titleCode: "SBX" },
    });
    expect(((await other.json()) as { ariaInvoiceNo: string }).ariaInvoiceNo).toBe(numberAfterSeed(TODAY));

    const [receiptNo, renewalNo, renewalReceiptNo] = [0, 1, 2].map((then) => numberAfterSeed(TODAY, then));
    const receipt = await data<InvoiceDocument>(
      await browser.call("getReceiptDocument", { params: { titleCode: "ADR", paymentId } }),
    );
    expect(receipt).toMatchObject({ kind: "RECEIPT", documentNo: receiptNo });
    expect(renewal.ariaInvoiceNo).toBe(renewalNo);
    expect(
      many<{ kind: string; seq: number }>(
        db,
        "SELECT kind, seq FROM document_series WHERE title_code = 'ADR' AND seq >= ? ORDER BY seq",
        Number(receiptNo) - 10000,
      ).map((row) => row.kind),
    ).toEqual(["RECEIPT", "INVOICE", "RECEIPT"]);
    expect(renewalReceiptNo).toBe(String(Number(renewalNo) + 1));
    expect(seriesProblems(db)).toEqual([]);
    // The unpaid invoice just paid keeps the number it was issued with.
    expect((await invoicesOf(browser, "unpaid-invoice")).map((i) => i.ariaInvoiceNo)).toContain(
      receipt.ariaInvoiceNo,
    );
  });

  it("an invoice is dated the day it was issued: a renewal the card refused on the day of the charge, a seeded one 14 days before it was due", async () => {
    const { browser } = await signedInFixed("subscriber");
    const charge = await browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "subscriber", titleCode: "ADR", fail: true },
    });
    expect(charge.status).toBe(201);
    const { ariaInvoiceNo } = (await charge.json()) as { ariaInvoiceNo: string };
    const documentOf = async (invoiceNo: string) =>
      data<InvoiceDocument>(
        await browser.call("getInvoiceDocument", { params: { titleCode: "ADR", ariaInvoiceNo: invoiceNo } }),
      );
    // Unpaid, so it is the invoice (no receipt): due the day it was charged, and issued that day too.
    expect(await documentOf(ariaInvoiceNo)).toMatchObject({
      kind: "INVOICE",
      documentNo: ariaInvoiceNo,
      issuedOn: TODAY,
      dueDate: TODAY,
    });
    const seeded = (await invoicesOf(browser, "subscriber")).find((i) => i.ariaInvoiceNo !== ariaInvoiceNo);
    const doc = await documentOf(seeded!.ariaInvoiceNo);
    expect(doc.issuedOn).toBe(addDays(seeded!.dueDate, -INVOICE_TERMS_DAYS));
  });

  it("a stop's credit note and its debit note take the next numbers; a number taken out of turn is said to be missing", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const paper = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    const body = {
      ...paper,
      type: "STOP",
      from: "2026-12-21",
      to: "2026-12-31",
      openEnd: false,
      address: null,
    };
    const { id } = await data<{ id: string }>(await browser.call("registerDeliveryChange", { body }));
    await browser.call("withdrawDeliveryChange", { params: { id }, body: paper });
    const notes = await data<CreditNote[]>(
      await browser.call("getCreditNotes", { params: { accountNo: paper.ariaAccountNo, titleCode: "ADR" } }),
    );
    expect(notes.map((n) => [n.kind, n.creditId])).toEqual([
      ["DEBIT_NOTE", numberAfterSeed(TODAY, 1)],
      ["CREDIT_NOTE", numberAfterSeed(TODAY, 0)],
    ]);
    expect(seriesProblems(db)).toEqual([]);
    // What the check is for: a gap in a title's series is found and named.
    db.prepare("DELETE FROM document_series WHERE title_code = 'SH' AND seq = 3").run();
    expect(seriesProblems(db)).toEqual([
      expect.stringMatching(/^SH: \d+ numbers from 10001 to \d+$/),
      "SH: invoice 10003 has no number of the series",
    ]);
  });
});
