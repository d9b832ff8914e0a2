// @vitest-environment node
// The dev tools (/_dev/*): a reseed puts the personas back and clears the fault rules. (Fault rules
// themselves: core/api-router.test.ts; the payment provider's page: payments/handlers.test.ts, orders/handlers.test.ts.)
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { accountNo, data, setup, signedIn, signIn } from "#scripts/dev-backend/test-support.ts";

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

  it("POST /_dev/reset with `at` pins the clock there: the personas seeded for that day, and each reset starts there again", async () => {
    const { browser } = await signedIn("paper-subscriber");
    const reset = async (body?: object) =>
      (await (
        await browser.fetch("/_dev/reset", { method: "POST", ...(body ? { json: body } : {}) })
      ).json()) as { now: string; pinnedAt: string | null };
    const pinned = await reset({ at: "2027-05-17T07:00" });
    // 07:00 in Oslo on 17 May is 05:00 UTC (summer time).
    expect(pinned.pinnedAt).toBe("2027-05-17T05:00:00.000Z");
    expect(Math.abs(Date.parse(pinned.now) - Date.parse(pinned.pinnedAt!))).toBeLessThan(1000);
    await browser.fetch("/_dev/clock", { method: "POST", json: { days: 3 } });
    const again = await reset();
    expect(Math.abs(Date.parse(again.now) - Date.parse("2027-05-17T05:00:00.000Z"))).toBeLessThan(1000);
    await signIn(browser, "paper-subscriber");
    const history = await data<{ today: string; days: Array<{ date: string }> }>(
      await browser.call("getDeliveryHistory", {
        params: { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
      }),
    );
    expect(history.today).toBe("2027-05-17");
    // 17 May has no paper; the window ends on the Saturday before it.
    expect(history.days.at(-1)!.date).toBe("2027-05-15");
  });

  it("POST /_dev/reset refuses an `at` that is not a day and a time", async () => {
    const { browser } = await signedIn("subscriber");
    for (const at of ["2027-02-30", "tomorrow", "2027-05-17T25:00"]) {
      expect((await browser.fetch("/_dev/reset", { method: "POST", json: { at } })).status).toBe(400);
    }
  });

  it("GET /_dev/axe.min.js answers axe-core's build, cacheable for good, so a journey's page compiles it once", async () => {
    const { app } = setup();
    const answer = await app.request("/_dev/axe.min.js");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.text()).toBe(
      readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"),
    );
  });
});
