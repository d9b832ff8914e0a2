// @vitest-environment node
// Subscription and plans at the dev backend: the subscription of a title, cancelling and undoing
// it, discount codes, the plans, and plan changes. Plans and plan changes run on the fixed clock of
// test-support.ts (Wednesday 18 November 2026, 10:00 in Oslo), the seed built for that day.
import { describe, expect, it } from "vitest";
import type { Plan, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { endOfPaidPeriod } from "./handlers.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  fixed,
  later,
  signedIn,
  signedInFixed,
} from "#scripts/dev-backend/test-support.ts";

// ─── Subscriptions ─────────────────────────────────────────────────────────────────────────────────

describe("subscriptions", () => {
  it("subscriber: ACTIVE C-DIGITAL-DIGITAL on ADR, C-DIGITAL-PREMIUM on FVN", async () => {
    const { browser } = await signedIn("subscriber");
    const adr = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
      }),
    );
    expect(adr).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      planName: "Digital",
      planProductType: "DIGITAL",
      instStatusCode: SubscriptionStatus.ACTIVE,
      eligibleForSharing: true,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
    });
    const fvn = await data(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "FVN" },
      }),
    );
    expect(fvn).toMatchObject({ ariaPlanID: "C-DIGITAL-PREMIUM", planName: "Digital Premium" });
  });

  it("no-subscription: the subscription is null; an unknown title is a 404", async () => {
    const { browser } = await signedIn("no-subscription");
    const response = await browser.call("getSubscription", {
      params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
    });
    expect(await response.json()).toEqual({ data: null });
    const unknown = await browser.call("getSubscription", {
      params: { accountNo: accountNo("no-subscription"), titleCode: "ZZZ" },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { status: 404, message: "No publication config found for titleCode: ZZZ" },
    });
  });

  it("cancelled: reactivate makes it ACTIVE again; twice is a 409", async () => {
    const { browser } = await signedIn("cancelled");
    const body = { ariaAccountNo: accountNo("cancelled"), titleCode: "ADR" };
    const sub = await data(await browser.call("reactivateSubscription", { body }));
    expect(sub).toMatchObject({ instStatusCode: SubscriptionStatus.ACTIVE, expiresOn: null });
    expect((await browser.call("reactivateSubscription", { body })).status).toBe(409);
  });

  it("subscriber: deleteSubscription → PENDING_CANCELLATION until a future date; again is a 409", async () => {
    const { browser, db } = await signedIn("subscriber");
    const body = {
      ariaAccountNo: accountNo("subscriber"),
      titleCode: "ADR",
      reason: "For dyrt",
      customerNumber: accountNo("subscriber"),
      name: "Kari Nordmann",
      product: "Digital",
      cancelKind: "CANCELLATION",
    };
    const sub = await data<{ instStatusCode: number; expiresOn: string; startDate: string }>(
      await browser.call("deleteSubscription", { body }),
    );
    expect(sub.instStatusCode).toBe(SubscriptionStatus.PENDING_CANCELLATION);
    expect(sub.expiresOn > osloToday()).toBe(true);
    // The end of a monthly period: the day before the start date's day of month (or month end).
    expect(sub.expiresOn <= new Date(Date.now() + 32 * 86400_000).toISOString().slice(0, 10)).toBe(true);
    expect(db.prepare("SELECT reason, cancel_kind FROM cancellations").all()).toEqual([
      { reason: "For dyrt", cancel_kind: "CANCELLATION" },
    ]);
    expect((await browser.call("deleteSubscription", { body })).status).toBe(409);
    // Other titles are untouched.
    const fvn = await data<{ instStatusCode: number }>(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "FVN" },
      }),
    );
    expect(fvn.instStatusCode).toBe(SubscriptionStatus.ACTIVE);
  });

  it("ends the paid period the day before the next renewal (the same rule as the portal's paidUntil)", () => {
    expect(endOfPaidPeriod("2025-09-13", "MONTHLY", "2026-11-22")).toBe("2026-12-12");
    // The period that ends today ends today: cancelling on its last day avoids tomorrow's renewal.
    expect(endOfPaidPeriod("2025-11-23", "MONTHLY", "2026-11-22")).toBe("2026-11-22");
    expect(endOfPaidPeriod("2025-11-22", "MONTHLY", "2026-11-22")).toBe("2026-12-21");
    expect(endOfPaidPeriod("2026-01-10", "ANNUAL", "2026-11-22")).toBe("2027-01-09");
    expect(endOfPaidPeriod("2026-01-10", "QUARTERLY", "2026-11-22")).toBe("2027-01-09");
  });

  it("discounts: details of a seeded code, unknown and expired codes 404, applied once", async () => {
    const { browser } = await signedIn("subscriber");
    const details = await data(
      await browser.call("getDiscountDetails", { body: { discountCode: "velkommen50", titleCode: "ADR" } }),
    );
    expect(details).toMatchObject({ discountCode: "VELKOMMEN50", percentOff: 50, months: 3 });
    const expired = await browser.call("getDiscountDetails", {
      body: { discountCode: "UTLOPT", titleCode: "ADR" },
    });
    expect(expired.status).toBe(404);
    const body = {
      discountCode: "HOST2026",
      ariaAccountNo: accountNo("subscriber"),
      titleCode: "ADR",
      orderId: null,
    };
    expect(await data(await browser.call("addDiscount", { body }))).toEqual({ ok: true });
    expect((await browser.call("addDiscount", { body })).status).toBe(409);
    // Another code is refused too: one code per subscription.
    const other = await browser.call("addDiscount", { body: { ...body, discountCode: "VELKOMMEN50" } });
    expect(other.status).toBe(409);
    expect((await errorOf(other)).message).toBe(
      "Det er allerede brukt en rabattkode her. Du kan bare bruke én.",
    );
    // Without a subscription there is nothing to attach it to.
    const none = await signedIn("no-subscription");
    const nothing = await none.browser.call("addDiscount", {
      body: { ...body, ariaAccountNo: accountNo("no-subscription") },
    });
    expect(nothing.status).toBe(404);
  });
});

// ─── Plans ─────────────────────────────────────────────────────────────────────────────────────────

describe("getPlans", () => {
  it("lists one row per plan and billing period; Premium first at FVN; paper only with a paper edition", async () => {
    const browser = await new Browser(fixed().app).prime();
    const adr = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "ADR" } }));
    expect(adr.map((p) => [p.ariaPlanID, p.billingPeriod, p.price])).toEqual([
      ["C-DIGITAL-DIGITAL", "MONTHLY", 299],
      ["C-DIGITAL-DIGITAL", "QUARTERLY", 849],
      ["C-DIGITAL-DIGITAL", "ANNUAL", 3190],
      ["C-DIGITAL-PREMIUM", "MONTHLY_PREMIUM", 399],
      ["C-COMBO-PAPIR-DIGITAL", "MONTHLY", 649],
      ["C-COMBO-PAPIR-DIGITAL", "ANNUAL", 7190],
      ["C-DIGITAL-UNG", "MONTHLY", 99],
    ]);
    expect(adr.find((p) => p.ariaPlanID === "C-DIGITAL-PREMIUM")!.features).toContain("PARTNER_SITES");
    expect(adr.find((p) => p.ariaPlanID === "C-COMBO-PAPIR-DIGITAL")).toMatchObject({
      planName: "Papir + digital",
      planProductType: "COMBO",
    });
    expect(adr.every((p) => p.description.length > 10)).toBe(true);

    const fvn = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "FVN" } }));
    expect(fvn[0]).toMatchObject({ ariaPlanID: "C-DIGITAL-PREMIUM", planName: "Digital Premium" });
    const pol = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "POL" } }));
    expect(pol.some((p) => p.planProductType === "COMBO")).toBe(false);
    expect((await browser.call("getPlans", { params: { titleCode: "ZZZ" } })).status).toBe(404);
  });
});

// ─── Plan changes ──────────────────────────────────────────────────────────────────────────────────

describe("changeSubscription and cancelPlanChange", () => {
  const subscriber = () => ({ ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" });
  const subscriptionOf = async (browser: Browser, personaId: string) =>
    data<Subscription>(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo(personaId), titleCode: "ADR" },
      }),
    );

  it("sets a pending change from the next billing period; refuses the same plan and period and unknown plans", async () => {
    const { browser } = await signedInFixed("subscriber");
    // Kari's monthly periods start on the 9th (seeded 14 months and 9 days ago).
    const sub = await data<Subscription>(
      await browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    expect(sub).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      billingPeriod: "MONTHLY",
      price: 299,
      pendingChange: { ariaPlanID: "C-DIGITAL-DIGITAL", planName: "Digital", effectiveDate: "2026-12-09" },
    });

    const same = await browser.call("changeSubscription", {
      body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "MONTHLY" },
    });
    expect(same.status).toBe(409);
    const unknown = await browser.call("changeSubscription", {
      body: { ...subscriber(), ariaPlanID: "C-DIGITAL-PREMIUM", billingPeriod: "MONTHLY" },
    });
    expect(unknown.status).toBe(404);

    const back = await data<Subscription>(await browser.call("cancelPlanChange", { body: subscriber() }));
    expect(back.pendingChange).toBeNull();
    expect((await browser.call("cancelPlanChange", { body: subscriber() })).status).toBe(409);
  });

  it("shows the subscription as changed once the effective date has come", async () => {
    const s = await signedInFixed("subscriber");
    await data(
      await s.browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    await later(s, "subscriber", "2026-12-08");
    const before = await subscriptionOf(s.browser, "subscriber");
    expect(before).toMatchObject({
      billingPeriod: "MONTHLY",
      pendingChange: { effectiveDate: "2026-12-09" },
    });

    await later(s, "subscriber", "2026-12-09");
    const after = await subscriptionOf(s.browser, "subscriber");
    expect(after).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      billingPeriod: "ANNUAL",
      price: 3190,
      startDate: "2026-12-09",
      pendingChange: null,
    });
  });

  it("a change ordered before a cancellation waits through it, never applies while cancelled, and stands after an undo", async () => {
    const s = await signedInFixed("subscriber");
    await data(
      await s.browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    const cancel = {
      ...subscriber(),
      reason: "For dyrt",
      customerNumber: accountNo("subscriber"),
      name: "Kari Nordmann",
      product: "Digital",
      cancelKind: "CANCELLATION",
    };
    const cancelled = await data<Subscription>(await s.browser.call("deleteSubscription", { body: cancel }));
    expect(cancelled).toMatchObject({
      instStatusCode: SubscriptionStatus.PENDING_CANCELLATION,
      pendingChange: {
        ariaPlanID: "C-DIGITAL-DIGITAL",
        billingPeriod: "ANNUAL",
        effectiveDate: "2026-12-09",
      },
    });
    const undone = await data<Subscription>(
      await s.browser.call("reactivateSubscription", { body: subscriber() }),
    );
    expect(undone).toMatchObject({
      instStatusCode: SubscriptionStatus.ACTIVE,
      billingPeriod: "MONTHLY",
      pendingChange: { billingPeriod: "ANNUAL", effectiveDate: "2026-12-09" },
    });
    // Cancelled again, past its day: the change does not apply to a cancelled subscription.
    await data(await s.browser.call("deleteSubscription", { body: cancel }));
    await later(s, "subscriber", "2026-12-09");
    expect(await subscriptionOf(s.browser, "subscriber")).toMatchObject({
      instStatusCode: SubscriptionStatus.PENDING_CANCELLATION,
      billingPeriod: "MONTHLY",
      price: 299,
    });
  });

  it("pending-change: the seeded change to Digital Premium takes effect at the next renewal", async () => {
    const s = await signedInFixed("pending-change");
    // Seeded on 18 November 2026: periods run from the 9th, so the next one starts 9 December.
    await later(s, "pending-change", "2026-12-09");
    const sub = await subscriptionOf(s.browser, "pending-change");
    expect(sub).toMatchObject({
      ariaPlanID: "C-DIGITAL-PREMIUM",
      planName: "Digital Premium",
      billingPeriod: "MONTHLY_PREMIUM",
      price: 399,
      pendingChange: null,
    });
    expect(sub.features).toContain("PARTNER_SITES");
  });

  it("refuses a change to a cancelled subscription (409): undo the cancellation first", async () => {
    const cancelled = await signedInFixed("cancelled");
    const refused = await cancelled.browser.call("changeSubscription", {
      body: {
        ariaAccountNo: accountNo("cancelled"),
        titleCode: "ADR",
        ariaPlanID: "C-DIGITAL-DIGITAL",
        billingPeriod: "ANNUAL",
      },
    });
    expect(refused.status).toBe(409);
  });

  it("keeps other people's subscriptions out of reach (403)", async () => {
    const { browser } = await signedInFixed("subscriber");
    const body = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    expect(
      (
        await browser.call("changeSubscription", {
          body: { ...body, ariaPlanID: "C-COMBO-PAPIR-DIGITAL", billingPeriod: "ANNUAL" },
        })
      ).status,
    ).toBe(403);
    expect((await browser.call("cancelPlanChange", { body })).status).toBe(403);
  });
});
