// @vitest-environment node
// A stop's credit at the dev backend: the papers of the paper calendar at the paper's share, taken
// off the next payment and said in the history like a complaint's; reckoned again when the stop's
// last day moves, gone when it is withdrawn. The clock is fixed (test-support.ts: Wednesday
// 18 November 2026, 10:00 in Oslo).
import { describe, expect, it } from "vitest";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import { accountNo, Browser, data, signedInFixed } from "#scripts/dev-backend/test-support.ts";

const paper = () => ({ ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" });
const params = () => ({ accountNo: accountNo("paper-subscriber"), titleCode: "ADR" });
const stop = (from: string, to: string) => ({
  ...paper(),
  type: "STOP",
  from,
  to,
  openEnd: false,
  address: null,
});
const nextOf = async (browser: Browser) =>
  (await data<PaymentOutlook>(await browser.call("getNextPayment", { params: params() }))).next;
const historyOf = async (browser: Browser) =>
  data<HistoryEntry[]>(await browser.call("getHistory", { params: params() }));

describe("a stop's credit", () => {
  it("counts 8 papers for 21–31 December and lands on the next payment and in the history", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const before = await nextOf(browser);
    const change = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-12-21", "2026-12-31") }),
    );
    expect(change.credit).toEqual({ perIssue: 17.31, issues: 8, total: 138.48 });
    const after = await nextOf(browser);
    expect(after).toMatchObject({ stopCredit: 138.48 });
    expect(
      after && "amount" in after && before && "amount" in before && before.amount - after.amount,
    ).toBeCloseTo(138.48, 2);
    const entry = (await historyOf(browser)).find(
      (e) => e.kind === "delivery-change" && e.changeId === change.id,
    );
    expect(entry).toMatchObject({ event: "registered", credit: 138.48 });
  });

  it("is reckoned again when the last day moves past New Year, and gone when withdrawn", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const change = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-12-21", "2026-12-31") }),
    );
    const moved = await data<DeliveryChange>(
      await browser.call("moveDeliveryChangeEnd", {
        params: { id: change.id },
        body: { ...paper(), to: "2027-01-03" },
      }),
    );
    // 1 January has no paper: 9 papers, not 10.
    expect(moved.credit).toEqual({ perIssue: 17.31, issues: 9, total: 155.79 });
    expect(await nextOf(browser)).toMatchObject({ stopCredit: 155.79 });
    await browser.call("withdrawDeliveryChange", { params: { id: change.id }, body: paper() });
    expect(await nextOf(browser)).not.toHaveProperty("stopCredit");
  });
});
