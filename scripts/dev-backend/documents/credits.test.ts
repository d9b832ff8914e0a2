// @vitest-environment node
// A credit note for each source of credits (credits.ts): here a stop's, numbered by its change so the
// number lasts while the stop's last day moves, with its papers and per-paper credit, and gone when
// the stop is withdrawn. The clock is fixed (test-support.ts: Wednesday 18 November 2026).
import { describe, expect, it } from "vitest";
import type { CreditNote, InvoiceDocument } from "#app/api/contract/documents.ts";
import { accountNo, data, signedInFixed, TODAY } from "#scripts/dev-backend/test-support.ts";
import { pdfText, rowOf } from "./pdf-text.ts";

describe("credit notes from a stop's credit", () => {
  it("a stop's credit has a credit note under a number that lasts: papers, per paper, period, amount", async () => {
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
    const creditId = `stopp-${changeId}`;
    const params = { titleCode: "ADR", creditId };
    const notes = async () =>
      data<CreditNote[]>(
        await browser.call("getCreditNotes", {
          params: { accountNo: paper.ariaAccountNo, titleCode: "ADR" },
        }),
      );
    expect(await notes()).toEqual([{ creditId, amount: 138.48, issuedOn: TODAY }]);
    const doc = await data<InvoiceDocument>(await browser.call("getCreditNoteDocument", { params }));
    expect(doc).toMatchObject({
      kind: "CREDIT_NOTE",
      documentNo: creditId,
      periodFrom: "2026-12-21",
      periodTo: "2026-12-31",
      amount: 138.48,
      netAmount: 138.48,
      vatAmount: 0,
      creditReason: { kind: "STOP", papers: 8, perPaper: 17.31 },
      description: "Kreditering for stopp i leveringen 21.12.2026–31.12.2026",
    });
    const text = pdfText(
      new Uint8Array(await (await browser.call("getCreditNotePdf", { params })).arrayBuffer()),
    );
    expect(rowOf(text, "Stoppede aviser")).toMatch(/ 8 × 17,31 kr$/);
    expect(text).toContain("Kreditert: 138,48 kr");

    // The last day moves: the same number, the new figures; withdrawn: no credit note.
    await browser.call("moveDeliveryChangeEnd", {
      params: { id: changeId },
      body: { ...paper, to: "2027-01-03" },
    });
    expect(await notes()).toEqual([{ creditId, amount: 155.79, issuedOn: TODAY }]);
    await browser.call("withdrawDeliveryChange", { params: { id: changeId }, body: paper });
    expect(await notes()).toEqual([]);
    expect((await browser.call("getCreditNoteDocument", { params })).status).toBe(404);
  });
});
