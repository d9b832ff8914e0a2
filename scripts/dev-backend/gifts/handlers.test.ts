// @vitest-environment node
// Gifts at the dev backend (docs/decisions/077): buying and paying one, a planned one sent when its
// hour comes, changing, sending and withdrawing it, and redeeming its code.
import { describe, expect, it } from "vitest";
import type { Gift, GiftToRedeem } from "#app/api/contract/gifts.ts";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import {
  accountNo,
  Browser,
  data,
  digitalOrder,
  errorOf,
  fixed,
  ORIGIN,
  outbox,
  signIn,
  signedIn,
  type Setup,
} from "#scripts/dev-backend/test-support.ts";

const buy = (persona: string, extra: Record<string, unknown> = {}) => ({
  ariaAccountNo: accountNo(persona),
  titleCode: "SBX",
  giftPlanID: "GIFT-DIGITAL",
  months: 3,
  recipientName: "Nora Nilsen",
  delivery: "EMAIL",
  recipientEmail: "nora.nilsen@example.no",
  message: "God jul!",
  sendAt: null,
  deliveryAddress: null,
  firstDeliveryDate: null,
  paymentMethod: "SWEDBANK-PPG",
  returnUrl: `${ORIGIN}/gave/kvittering`,
  ...extra,
});

async function paidGift(browser: Browser, body: Record<string, unknown>) {
  const trip = await data<{ giftId: string; redirectUrl: string }>(
    await browser.call("createGift", { body }),
  );
  const done = await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
  expect(done.status).toBe(303);
  return data<Gift>(await browser.call("getGift", { params: { giftId: trip.giftId } }));
}

const codeIn = (text: string) => /[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}/.exec(text)![0];

async function as(s: Setup, persona: string) {
  const browser = new Browser(s.app);
  expect((await signIn(browser, persona)).status).toBe(200);
  return browser;
}

describe("buying a gift", () => {
  it("pays on a trip, e-mails the recipient at once and gives the giver a receipt naming the recipient", async () => {
    const { browser } = await signedIn("subscriber", fixed());
    const offer = await data<{ products: Array<{ giftPlanID: string; lengths: unknown[] }> }>(
      await browser.call("getGiftOffer", { params: { titleCode: "SBX" } }),
    );
    expect(offer.products.map((p) => p.giftPlanID)).toContain("GIFT-DIGITAL");
    const gift = await paidGift(browser, buy("subscriber"));
    expect(gift).toMatchObject({ state: "SENT", price: 897, receiptPaymentId: gift.giftId });
    const payment = await data<{ kind: string; status: string }>(
      await browser.call("getPayment", { params: { paymentId: gift.giftId } }),
    );
    expect(payment).toMatchObject({ kind: "GIFT", status: "APPROVED" });
    const receipt = await data<{ description: string; amount: number }>(
      await browser.call("getReceiptDocument", { params: { titleCode: "SBX", paymentId: gift.giftId } }),
    );
    expect(receipt.description).toBe("Gaveabonnement: Digitalt abonnement, 3 måneder, til Nora Nilsen");
    const mails = await outbox(browser);
    const toNora = mails.find((m) => m.recipient === "nora.nilsen@example.no")!;
    expect(toNora.text).toContain("Kari Nordmann");
    expect(toNora.text).toContain(`${ORIGIN}/los-inn-gave?kode=${codeIn(toNora.text)}`);
    expect(
      mails.some((m) => m.recipient === "kari.nordmann@example.no" && m.text.includes("Kvittering")),
    ).toBe(true);
    expect(
      (await data<Gift[]>(await browser.call("getGifts", { params: { titleCode: "SBX" } })))[0]!.giftId,
    ).toBe(gift.giftId);
  });

  it("refuses a paper gift without an address, and a planned hour in the past", async () => {
    const { browser } = await signedIn("subscriber", fixed());
    const combo = await browser.call("createGift", { body: buy("subscriber", { giftPlanID: "GIFT-COMBO" }) });
    expect(combo.status).toBe(422);
    expect(Object.keys((await errorOf(combo)).fields!)).toEqual(["deliveryAddress", "firstDeliveryDate"]);
    const past = await browser.call("createGift", {
      body: buy("subscriber", { sendAt: "2026-11-01T10:00:00Z" }),
    });
    expect((await errorOf(past)).fields).toHaveProperty("sendAt");
  });

  it("sends a planned gift only when its hour has come, and it may be moved or sent before", async () => {
    const s = await signedIn("subscriber", fixed());
    const gift = await paidGift(s.browser, buy("subscriber", { sendAt: "2026-12-24T07:00:00Z" }));
    expect(gift.state).toBe("PLANNED");
    expect((await outbox(s.browser)).some((m) => m.recipient === "nora.nilsen@example.no")).toBe(false);
    const moved = await s.browser.call("changeGift", {
      params: { giftId: gift.giftId },
      body: { titleCode: "SBX", sendAt: "2026-12-20T07:00:00Z", recipientEmail: "nora@example.no" },
    });
    expect(await data<Gift>(moved)).toMatchObject({ state: "PLANNED", recipientEmail: "nora@example.no" });
    s.clock.now = Date.parse("2026-12-20T07:00:00Z");
    expect((await outbox(s.browser)).some((m) => m.recipient === "nora@example.no")).toBe(true);
    const sent = await as(s, "subscriber");
    const again = await sent.call("changeGift", {
      params: { giftId: gift.giftId },
      body: { titleCode: "SBX", sendAt: null, recipientEmail: "nora@example.no" },
    });
    expect(again.status).toBe(200);
    const resent = await data<Gift>(
      await sent.call("sendGiftNow", { params: { giftId: gift.giftId }, body: { titleCode: "SBX" } }),
    );
    expect(resent.state).toBe("SENT");
    expect((await outbox(sent)).filter((m) => m.recipient === "nora@example.no")).toHaveLength(2);
  });
});

describe("withdrawing a gift", () => {
  it("refunds it with a credit note within 14 days, and refuses after", async () => {
    const s = await signedIn("subscriber", fixed());
    const gift = await paidGift(s.browser, buy("subscriber"));
    const withdraw = () =>
      s.browser.call("withdrawGift", { params: { giftId: gift.giftId }, body: { titleCode: "SBX" } });
    const withdrawn = await data<Gift>(await withdraw());
    expect(withdrawn).toMatchObject({ state: "WITHDRAWN", refund: { amount: 897 } });
    const note = await data<{ description: string; amount: number }>(
      await s.browser.call("getCreditNoteDocument", {
        params: { titleCode: "SBX", creditId: withdrawn.refund!.creditId },
      }),
    );
    expect(note.amount).toBe(897);
    expect((await data<Gift>(await withdraw())).state).toBe("WITHDRAWN");
    const code = codeIn(
      (await outbox(s.browser)).find((m) => m.recipient === "nora.nilsen@example.no")!.text,
    );
    const nora = await as(s, "no-subscription");
    const refused = await nora.call("redeemGift", { body: { titleCode: "SBX", code } });
    expect((await errorOf(refused)).fields).toEqual({ reason: ["withdrawn"] });

    const late = await paidGift(s.browser, buy("subscriber"));
    s.clock.now += 15 * 24 * 60 * 60 * 1000;
    const kari = await as(s, "subscriber");
    const tooLate = await kari.call("withdrawGift", {
      params: { giftId: late.giftId },
      body: { titleCode: "SBX" },
    });
    expect((await errorOf(tooLate)).fields).toEqual({ reason: ["too-late"] });
  });
});

describe("redeeming a gift", () => {
  async function codeFrom(s: Setup, giver: string, extra: Record<string, unknown> = {}) {
    const browser = await as(s, giver);
    await paidGift(browser, buy(giver, extra));
    return codeIn((await outbox(browser)).find((m) => m.recipient === "nora.nilsen@example.no")!.text);
  }

  it("gives a reader without a subscription a gift subscription that is never charged, once", async () => {
    const s = fixed();
    const code = await codeFrom(s, "subscriber");
    const ola = await as(s, "no-subscription");
    const seen = await data<GiftToRedeem>(
      await ola.call("getGiftByCode", { params: { titleCode: "SBX", code } }),
    );
    expect(seen.outcome).toEqual({ kind: "NEW", startDate: "2026-11-18", endDate: "2027-02-17" });
    const redeem = () => ola.call("redeemGift", { body: { titleCode: "SBX", code } });
    const first = await data(await redeem());
    expect(await data(await redeem())).toEqual(first);
    const sub = await data<Subscription>(
      await ola.call("getSubscription", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "SBX" },
      }),
    );
    expect(sub).toMatchObject({
      expiresOn: "2027-02-17",
      gift: { giverName: "Kari Nordmann", endDate: "2027-02-17" },
    });
    const outlook = await data<PaymentOutlook>(
      await ola.call("getNextPayment", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "SBX" },
      }),
    );
    expect(outlook.next).toBeNull();
    const other = await as(s, "student");
    expect(
      (await errorOf(await other.call("redeemGift", { body: { titleCode: "SBX", code } }))).fields,
    ).toEqual({
      reason: ["used"],
    });
  });

  it("moves a subscriber's next charge on by the months, or credits another product", async () => {
    const s = fixed();
    const kari = await as(s, "subscriber");
    const before = await data<PaymentOutlook>(
      await kari.call("getNextPayment", { params: { accountNo: accountNo("subscriber"), titleCode: "SBX" } }),
    );
    const code = await codeFrom(s, "helper");
    const redeemer = await as(s, "subscriber");
    const done = await data<{ outcome: { kind: string; nextChargeAfter: string } }>(
      await redeemer.call("redeemGift", { body: { titleCode: "SBX", code } }),
    );
    expect(done.outcome.kind).toBe("EXTEND");
    const after = await data<PaymentOutlook>(
      await redeemer.call("getNextPayment", {
        params: { accountNo: accountNo("subscriber"), titleCode: "SBX" },
      }),
    );
    expect(after.next && "date" in after.next && after.next.date).toBe(done.outcome.nextChargeAfter);
    expect(before.next && "date" in before.next && before.next.date).not.toBe(done.outcome.nextChargeAfter);

    const paperCode = await codeFrom(s, "helper");
    const arne = await as(s, "paper-subscriber");
    const credit = await data<{ outcome: { kind: string; amount: number } }>(
      await arne.call("redeemGift", { body: { titleCode: "SBX", code: paperCode } }),
    );
    expect(credit.outcome).toMatchObject({ kind: "CREDIT", amount: 897 });
    const lowered = await data<PaymentOutlook>(
      await arne.call("getNextPayment", {
        params: { accountNo: accountNo("paper-subscriber"), titleCode: "SBX" },
      }),
    );
    expect(lowered.next).toMatchObject({ giftCredit: expect.any(Number) });
  });

  it("refuses an expired code, and pauses after ten wrong codes", async () => {
    const s = fixed();
    const code = await codeFrom(s, "subscriber");
    s.clock.now += 3 * 366 * 24 * 60 * 60 * 1000;
    const ola = await as(s, "no-subscription");
    expect(
      (await errorOf(await ola.call("redeemGift", { body: { titleCode: "SBX", code } }))).fields,
    ).toEqual({
      reason: ["expired"],
    });
    for (let i = 0; i < 10; i++)
      expect(
        (await ola.call("getGiftByCode", { params: { titleCode: "SBX", code: "AAAA-BBBB-CCCC" } })).status,
      ).toBe(404);
    const paused = await ola.call("getGiftByCode", { params: { titleCode: "SBX", code: "AAAA-BBBB-CCCC" } });
    expect(paused.status).toBe(429);
    expect(paused.headers.get("Retry-After")).toBeTruthy();
  });
});

describe("the seeded gifts", () => {
  it("has Hanne's planned gift sent on 24 December, and Tor's gift subscription in its last days", async () => {
    const s = await signedIn("gift-giver", fixed());
    const gifts = await data<Gift[]>(await s.browser.call("getGifts", { params: { titleCode: "SBX" } }));
    expect(gifts.map((g) => g.state)).toEqual(["PLANNED", "REDEEMED"]);
    expect(gifts[0]!.sendAt).toBe("2026-12-24T07:00:00.000Z");
    s.clock.now = Date.parse("2026-12-24T07:00:00Z");
    const mail = (await outbox(s.browser)).find((m) => m.text.includes("XMAS-GAVE-SBXA"))!;
    expect(mail.recipient).toBe("nora.nilsen@example.no");
    expect(mail.text).toContain(`${ORIGIN}/los-inn-gave?kode=XMAS-GAVE-SBXA`);
    const tor = await signedIn("gift-recipient", fixed());
    const sub = await data<Subscription>(
      await tor.browser.call("getSubscription", {
        params: { accountNo: accountNo("gift-recipient"), titleCode: "SBX" },
      }),
    );
    expect(sub.gift).toEqual({ giverName: "Hanne Bakke", endDate: "2026-11-28", giftNo: "SBX-G1001" });
  });
});

describe("going on after a gift", () => {
  it("an order during a gift starts the day after its last day, and replaces the gift once paid", async () => {
    const tor = await signedIn("gift-recipient", fixed());
    const body = digitalOrder("gift-recipient", { titleCode: "SBX", campaign: null });
    const trip = await data<{ orderId: string; redirectUrl: string }>(
      await tor.browser.call("createOrder", { body, headers: { "Idempotency-Key": "go-on-1" } }),
    );
    const placed = await data<{ startDate: string }>(
      await tor.browser.call("getOrder", { params: { orderId: trip.orderId } }),
    );
    // Tor's gift ends 28 November: what he orders begins on the 29th.
    expect(placed.startDate).toBe("2026-11-29");
    const done = await tor.browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    expect(done.status).toBe(303);
    const sub = await data<Subscription>(
      await tor.browser.call("getSubscription", {
        params: { accountNo: accountNo("gift-recipient"), titleCode: "SBX" },
      }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-DIGITAL", startDate: "2026-11-29", gift: null });
  });
});
