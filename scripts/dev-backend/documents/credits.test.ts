// @vitest-environment node
// Credit and debit notes as issued (ledger.ts): a stop's credit note reads the same after its last
// day moves and after it is withdrawn; each change is a note of its own that refers to the first;
// the title's notes are numbered in one series without gaps. The clock is fixed (test-support.ts:
// Wednesday 18 November 2026).
import { describe, expect, it } from "vitest";
import type { CreditNote, InvoiceDocument } from "#app/api/contract/documents.ts";
import { accountNo, data, signedInFixed, TODAY } from "#scripts/dev-backend/test-support.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { pdfText, rowOf } from "./pdf-text.ts";

/** The numbers the title's series gives next: it goes on from the seeded invoices (series.ts). */
const [n1, n2, n3] = [0, 1, 2].map((then) => numberAfterSeed(TODAY, then)) as [string, string, string];

describe("a stop's credit, issued once and corrected by notes of its own", () => {
  it("registered, moved and withdrawn: the first credit note stands; a credit note and a debit note refer to it", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const paper = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    const body = {
      ...paper,
      type: "STOP",
      from: "2026-12-21",
      to: "2026-12-31",
      openEnd: false,
      address: null,
    };
    const { id: changeId } = await data<{ id: string }>(
      await browser.call("registerDeliveryChange", { body }),
    );
    const notes = async () =>
      data<CreditNote[]>(
        await browser.call("getCreditNotes", {
          params: { accountNo: paper.ariaAccountNo, titleCode: "ADR" },
        }),
      );
    const documentOf = async (creditId: string) =>
      data<InvoiceDocument>(
        await browser.call("getCreditNoteDocument", { params: { titleCode: "ADR", creditId } }),
      );
    const first = { creditId: n1, kind: "CREDIT_NOTE", refersTo: null, amount: 138.48, issuedOn: TODAY };
    expect(await notes()).toEqual([first]);
    const issued = await documentOf(n1);
    expect(issued).toMatchObject({
      kind: "CREDIT_NOTE",
      documentNo: n1,
      refersTo: null,
      periodFrom: "2026-12-21",
      periodTo: "2026-12-31",
      amount: 138.48,
      netAmount: 138.48,
      vatAmount: 0,
      creditReason: { kind: "STOP", papers: 8, perPaper: 17.31 },
      description: "Kreditering for stopp i leveringen 21.12.2026–31.12.2026",
    });
    const pdf = async (creditId: string) =>
      pdfText(
        new Uint8Array(
          await (
            await browser.call("getCreditNotePdf", { params: { titleCode: "ADR", creditId } })
          ).arrayBuffer(),
        ),
      );
    const firstPdf = await pdf(n1);
    expect(rowOf(firstPdf, "Stoppede aviser")).toMatch(/ 8 × 17,31 kr$/);
    expect(rowOf(firstPdf, "Dato")).toMatch(/ 18\.11\.2026$/);
    expect(firstPdf).toContain("Kreditert: 138,48 kr");
    expect(firstPdf).not.toContain("Fakturadato");

    // The last day moves to 3 January: one paper more (2 January), a note of its own.
    await browser.call("moveDeliveryChangeEnd", {
      params: { id: changeId },
      body: { ...paper, to: "2027-01-03" },
    });
    const more = {
      creditId: n2,
      kind: "CREDIT_NOTE",
      refersTo: n1,
      amount: 17.31,
      issuedOn: TODAY,
    };
    expect(await notes()).toEqual([more, first]);
    expect(await documentOf(n2)).toMatchObject({
      periodFrom: "2027-01-01",
      periodTo: "2027-01-03",
      creditReason: { kind: "STOP", papers: 1, perPaper: 17.31 },
      refersTo: n1,
    });

    // Withdrawn: a debit note takes back all 9 papers; the first note is still as it was issued.
    await browser.call("withdrawDeliveryChange", { params: { id: changeId }, body: paper });
    const back = {
      creditId: n3,
      kind: "DEBIT_NOTE",
      refersTo: n1,
      amount: 155.79,
      issuedOn: TODAY,
    };
    expect(await notes()).toEqual([back, more, first]);
    expect(await documentOf(n1)).toEqual(issued);
    const debit = await documentOf(n3);
    expect(debit).toMatchObject({
      kind: "DEBIT_NOTE",
      description: "Tilbakeføring av kreditering for stopp i leveringen 21.12.2026–03.01.2027",
      creditReason: { kind: "STOP", papers: 9, perPaper: 17.31 },
    });
    const debitPdf = await pdf(n3);
    expect(debitPdf).toContain(`Debetnota ${n3}`);
    expect(rowOf(debitPdf, "Korrigerer kreditnota")).toMatch(new RegExp(` ${n1}$`));
    expect(debitPdf).toContain("Belastet: 155,79 kr");
  });

  it("a note takes its title's next number; the number after it, an invoice's and a malformed one are no note", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const paper = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    const body = {
      ...paper,
      type: "STOP",
      from: "2026-12-21",
      to: "2026-12-22",
      openEnd: false,
      address: null,
    };
    await browser.call("registerDeliveryChange", { body });
    const found = await browser.call("getCreditNoteDocument", {
      params: { titleCode: "ADR", creditId: n1 },
    });
    expect(found.status).toBe(200);
    for (const creditId of [n2, "10001", "00001", "stopp-abc", "9999"]) {
      const missing = await browser.call("getCreditNoteDocument", { params: { titleCode: "ADR", creditId } });
      expect(missing.status, creditId).toBe(404);
    }
  });
});
