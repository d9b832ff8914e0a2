// @vitest-environment node
// The dev tools (/_dev/*): a reseed puts the personas back and clears the fault rules. (Fault rules
// themselves: api.test.ts; the payment provider's page: payments-api.test.ts, orders-api.test.ts.)
import { describe, expect, it } from "vitest";
import { SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import { accountNo, data, signedIn, signIn } from "./test-support.ts";

describe("dev tools", () => {
  it("POST /_dev/reset reseeds and clears faults", async () => {
    const { browser } = await signedIn("cancelled");
    const body = { ariaAccountNo: accountNo("cancelled"), titleCode: "ADR" };
    await data(await browser.call("reactivateSubscription", { body }));
    await browser.fetch("/_dev/faults", { method: "POST", json: { path: "nothing", fault: "500" } });
    expect((await browser.fetch("/_dev/reset", { method: "POST" })).status).toBe(200);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([]);
    // The session is gone with the reseed; sign in again and the cancellation is back.
    expect((await browser.call("getAccount", { params: { id: 10000007 } })).status).toBe(401);
    await signIn(browser, "cancelled");
    const sub = await data(
      await browser.call("getSubscription", { params: { accountNo: body.ariaAccountNo, titleCode: "ADR" } }),
    );
    expect(sub).toMatchObject({ instStatusCode: SubscriptionStatus.PENDING_CANCELLATION });
  });
});
