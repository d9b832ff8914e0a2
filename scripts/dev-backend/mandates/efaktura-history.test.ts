// @vitest-environment node
// eFaktura registered and ended from Min side is a change like any other: the history tells of it,
// and the reader gets a receipt in the title's language; a refused registration leaves neither.
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { accountNo, type Browser, data, outbox, signedInFixed } from "#scripts/dev-backend/test-support.ts";

const historyOf = (browser: Browser, persona: string) =>
  browser
    .call("getHistory", { params: { accountNo: accountNo(persona), titleCode: "ADR" } })
    .then((r) => data<HistoryEntry[]>(r));
const register = (browser: Browser, persona: string, reference: string | null) =>
  browser.call("registerEfaktura", {
    body: { ariaAccountNo: accountNo(persona), titleCode: "ADR", reference },
  });

describe("eFaktura in the history and the receipts", () => {
  it("registering tells the history and sends a receipt; a refused registration does neither", async () => {
    const { browser } = await signedInFixed("invoice-paper");
    const before = await historyOf(browser, "invoice-paper");
    const mailsBefore = (await outbox(browser)).length;

    expect((await register(browser, "invoice-paper", "12345")).status).toBe(422);
    expect(await historyOf(browser, "invoice-paper")).toEqual(before);
    expect((await outbox(browser)).length).toBe(mailsBefore);

    expect((await register(browser, "invoice-paper", "97340001")).status).toBe(200);
    const after = await historyOf(browser, "invoice-paper");
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ kind: "efaktura", event: "registered" });
    const receipt = (await outbox(browser)).slice(mailsBefore);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({ recipient: "gunnar.berg@example.no" });
    expect(receipt[0]!.text).toContain(
      "Du har tatt i bruk eFaktura. Fra neste faktura kommer fakturaene i nettbanken din, og du godkjenner dem der.",
    );
  });

  it("ending it tells the history and sends a receipt, once", async () => {
    const { browser } = await signedInFixed("efaktura-payer");
    const mailsBefore = (await outbox(browser)).length;
    const stop = () =>
      browser.call("stopEfaktura", { params: { accountNo: accountNo("efaktura-payer"), titleCode: "ADR" } });
    expect((await stop()).status).toBe(200);
    expect((await stop()).status).toBe(404);
    const history = await historyOf(browser, "efaktura-payer");
    expect(history.filter((e) => e.kind === "efaktura")).toEqual([
      expect.objectContaining({ kind: "efaktura", event: "stopped" }),
    ]);
    const receipts = (await outbox(browser)).slice(mailsBefore);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(
      "Du har stoppet eFaktura. Fra neste faktura får du fakturaene på e-post.",
    );
  });
});
