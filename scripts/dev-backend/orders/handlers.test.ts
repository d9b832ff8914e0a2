// @vitest-environment node
// Ordering a subscription at the dev backend: the offer a buyer gets, the rules an order must pass,
// one order per key, and how the stand-in provider's answers (now, late or never) end an order.
import { describe, expect, it } from "vitest";
import type { Order, OrderOffer } from "#app/api/contract/orders.ts";
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import {
  accountNo,
  Browser,
  data,
  digitalOrder,
  errorOf,
  fixed,
  outbox,
  signedIn,
} from "#scripts/dev-backend/test-support.ts";

const order = (browser: Browser, body: Record<string, unknown>, key: string) =>
  browser.call("createOrder", { body, headers: { "Idempotency-Key": key } });

async function answer(browser: Browser, redirectUrl: string, outcome: string) {
  const done = await browser.fetch(redirectUrl, { method: "POST", form: { outcome } });
  expect(done.status).toBe(303);
  return new URL(done.headers.get("Location")!);
}

describe("getOrderOffer", () => {
  it("gives a new customer 1 kr the first month, and a returning one 3 months for the price of 1", async () => {
    const s = fixed();
    const fresh = await signedIn("no-subscription", s);
    const offer = await data<OrderOffer>(
      await fresh.browser.call("getOrderOffer", { params: { titleCode: "ADR" } }),
    );
    expect(offer).toMatchObject({
      defaultPlanID: "C-DIGITAL-DIGITAL",
      returningCustomer: false,
      campaign: {
        code: "INTRO_1KR",
        ariaPlanID: "C-DIGITAL-DIGITAL",
        billingPeriod: "MONTHLY",
        firstAmount: 1,
        months: 1,
      },
      savedCard: null,
    });
    expect(offer.plans.some((p) => p.ariaPlanID === "C-DIGITAL-UNG")).toBe(true);

    const back = await signedIn("former-subscriber", s);
    const winback = await data<OrderOffer>(
      await back.browser.call("getOrderOffer", { params: { titleCode: "ADR" } }),
    );
    expect(winback.returningCustomer).toBe(true);
    expect(winback.campaign).toMatchObject({ code: "WINBACK_3FOR1", firstAmount: 299, months: 3 });
    expect(winback.savedCard).toMatchObject({ cardLast4: "8842" });

    const fvn = await data<OrderOffer>(
      await fresh.browser.call("getOrderOffer", { params: { titleCode: "FVN" } }),
    );
    expect(fvn.defaultPlanID).toBe("C-DIGITAL-PREMIUM");
    expect(fvn.campaign).toMatchObject({ ariaPlanID: "C-DIGITAL-PREMIUM", firstAmount: 1 });
  });
});

describe("createOrder", () => {
  it("places one order per key, charges the campaign's amount and starts the subscription on approval", async () => {
    const { browser, db } = await signedIn("no-subscription", fixed());
    const first = await data<{ orderId: string; redirectUrl: string }>(
      await order(browser, digitalOrder("no-subscription"), "order-key-1"),
    );
    const again = await order(browser, digitalOrder("no-subscription"), "order-key-1");
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data(again)).toEqual(first);
    const orders = () => (db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;
    expect(orders()).toBe(1);

    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: first.orderId } })),
    ).toMatchObject({
      // The title's first order, said readably; the id stays a token for addresses.
      orderNo: "ADR-1001",
      status: "AWAITING_PAYMENT",
      planName: "Digital",
      price: 299,
      campaign: "INTRO_1KR",
      firstAmount: 1,
      paymentMethod: "SWEDBANK-PPG",
      startDate: "2026-11-18",
    });
    expect(await (await browser.fetch(first.redirectUrl)).text()).toContain("1 kr");

    const back = await answer(browser, first.redirectUrl, "approved");
    expect(back.pathname).toBe("/completepurchase");
    expect(back.searchParams.get("betaling")).toBe(first.orderId);
    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: first.orderId } })),
    ).toMatchObject({ status: "COMPLETED" });
    const sub = await data<Subscription>(
      await browser.call("getSubscription", {
        params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ ariaPlanID: "C-DIGITAL-DIGITAL", instStatusCode: SubscriptionStatus.ACTIVE });
    const receipt = db
      .prepare("SELECT amount, paid FROM invoices WHERE aria_account_no = ? AND title_code = 'ADR'")
      .all(accountNo("no-subscription"));
    expect(receipt).toEqual([{ amount: 1, paid: 1 }]);
    // The receipt goes by e-mail too.
    const mail = (await outbox(browser)).find((m) => m.channel === "email");
    expect(mail).toMatchObject({ recipient: "ola.hansen@example.no" });
    expect(mail!.text).toContain(
      "Ordrenummer ADR-1001. Betalt nå: 1 kr for 1 måned. Deretter 299 kr per måned.",
    );

    // A subscriber cannot order again, with a new key or not.
    expect((await order(browser, digitalOrder("no-subscription"), "order-key-2")).status).toBe(409);
    expect(orders()).toBe(1);
  });

  it("enforces the age, plan, campaign and address rules", async () => {
    const { browser } = await signedIn("no-subscription", fixed());
    const setBirthdate = (birthdate: string) =>
      browser.call("modifyAccount", { body: { ariaAccountNo: accountNo("no-subscription"), birthdate } });

    await setBirthdate("2010-01-01");
    const young = await order(browser, digitalOrder("no-subscription"), "k-young-01");
    expect(young.status).toBe(422);
    expect((await errorOf(young)).message).toBe("Du må være 18 år for å kjøpe abonnement");

    await setBirthdate("1986-01-01"); // 40
    const youth = { ariaPlanID: "C-DIGITAL-UNG", billingPeriod: "MONTHLY", campaign: null };
    expect((await order(browser, digitalOrder("no-subscription", youth), "k-youth-01")).status).toBe(422);
    await setBirthdate("2001-06-01"); // 25
    expect((await order(browser, digitalOrder("no-subscription", youth), "k-youth-02")).status).toBe(200);

    const s = fixed();
    const back = await signedIn("former-subscriber", s);
    const intro = await order(back.browser, digitalOrder("former-subscriber"), "k-intro-01");
    expect(intro.status).toBe(422);
    expect((await errorOf(intro)).message).toBe("Du kan ikke få dette tilbudet");

    const paper = { ariaPlanID: "C-COMBO-PAPIR-DIGITAL", billingPeriod: "MONTHLY", campaign: null };
    expect((await order(back.browser, digitalOrder("former-subscriber", paper), "k-paper-01")).status).toBe(
      422,
    );
    const address = {
      coname: "Marius Dahl",
      street: "Kongens gate",
      streetNumber: "12",
      floor: null,
      flatNumber: null,
      postalCode: "7011",
      place: "Trondheim",
    };
    const placed = await data<{ redirectUrl: string }>(
      await order(
        back.browser,
        digitalOrder("former-subscriber", { ...paper, deliveryAddress: address }),
        "k-paper-02",
      ),
    );
    await answer(back.browser, placed.redirectUrl, "approved");
    const delivery = await data<{ address: unknown }>(
      await back.browser.call("getDelivery", {
        params: { accountNo: accountNo("former-subscriber"), titleCode: "ADR" },
      }),
    );
    expect(delivery.address).toEqual(address);
  });

  it("charges the discounted amount: the provider, the order, the invoice and the e-mail agree", async () => {
    const { browser, db } = await signedIn("no-subscription", fixed());
    const paper = {
      ariaPlanID: "C-COMBO-PAPIR-DIGITAL",
      billingPeriod: "MONTHLY",
      campaign: null,
      deliveryAddress: {
        coname: "Ola Hansen",
        street: "Kongens gate",
        streetNumber: "12",
        floor: null,
        flatNumber: null,
        postalCode: "7011",
        place: "Trondheim",
      },
    };
    const placed = await data<{ orderId: string; redirectUrl: string }>(
      await order(browser, digitalOrder("no-subscription", paper), "k-discount-01"),
    );
    // The code comes with addDiscount (SPEC §7) and the order's id, before the buyer pays.
    const discount = (discountCode: string, key: string) =>
      browser.call("addDiscount", {
        body: {
          discountCode,
          ariaAccountNo: accountNo("no-subscription"),
          titleCode: "ADR",
          orderId: placed.orderId,
        },
        headers: { "Idempotency-Key": key },
      });
    // An expired code changes nothing.
    const expired = await discount("UTLOPT", "k-discount-02");
    expect(expired.status).toBe(404);
    expect((await errorOf(expired)).message).toBe("Ukjent eller utløpt rabattkode");
    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } })),
    ).toMatchObject({ firstAmount: 649, discountCode: null, discountAmount: 0 });
    expect((await discount("velkommen50", "k-discount-03")).status).toBe(200);
    // The same key again is the same answer; another code is refused: one code per order.
    expect((await discount("velkommen50", "k-discount-03")).status).toBe(200);
    const second = await discount("HOST2026", "k-discount-04");
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(
      "Det er allerede brukt en rabattkode her. Du kan bare bruke én.",
    );
    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } })),
    ).toMatchObject({ price: 649, firstAmount: 325, discountCode: "VELKOMMEN50", discountAmount: 324 });
    expect(await (await browser.fetch(placed.redirectUrl)).text()).toContain("325 kr");
    await answer(browser, placed.redirectUrl, "approved");
    const invoice = db
      .prepare("SELECT amount, description FROM invoices WHERE aria_account_no = ? AND title_code = 'ADR'")
      .get(accountNo("no-subscription"));
    expect(invoice).toEqual({
      amount: 325,
      description: "Papir + digital, første periode, rabattkode VELKOMMEN50",
    });
    const mail = (await outbox(browser)).find((m) => m.channel === "email");
    expect(mail!.text).toContain(
      "Betalt nå: 325 kr for 1 måned. Deretter 325 kr per måned i 2 måneder, så 649 kr per måned. " +
        "Rabatt: VELKOMMEN50: 50 % rabatt i 3 måneder, 972 kr til sammen.",
    );
  });

  it("pays with the saved card only when there is one, and keeps it", async () => {
    const { browser } = await signedIn("former-subscriber", fixed());
    const winback = { campaign: "WINBACK_3FOR1", useSavedCard: true };
    const placed = await data<{ redirectUrl: string; orderId: string }>(
      await order(browser, digitalOrder("former-subscriber", winback), "k-saved-01"),
    );
    await answer(browser, placed.redirectUrl, "approved");
    expect(
      await data(
        await browser.call("getPaymentMethod", { params: { accountNo: accountNo("former-subscriber") } }),
      ),
    ).toMatchObject({ type: "SWEDBANK-PPG", cardLast4: "8842" });
    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } })),
    ).toMatchObject({ campaign: "WINBACK_3FOR1", firstAmount: 299 });

    const none = await signedIn("no-subscription", fixed());
    expect(
      (await order(none.browser, digitalOrder("no-subscription", { useSavedCard: true }), "k-saved-02"))
        .status,
    ).toBe(422);
  });
});

describe("the provider's answer", () => {
  it("cancelled or failed: nothing is charged and no subscription starts", async () => {
    const { browser } = await signedIn("no-subscription", fixed());
    for (const [outcome, status] of [
      ["cancelled", "CANCELLED"],
      ["failed", "FAILED"],
    ] as const) {
      const placed = await data<{ redirectUrl: string; orderId: string }>(
        await order(browser, digitalOrder("no-subscription"), `k-${outcome}-01`),
      );
      const back = await answer(browser, placed.redirectUrl, outcome);
      expect(back.searchParams.get("status")).toBe(status.toLowerCase());
      expect(
        await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } })),
      ).toMatchObject({ status });
    }
    expect(
      await data(
        await browser.call("getSubscription", {
          params: { accountNo: accountNo("no-subscription"), titleCode: "ADR" },
        }),
      ),
    ).toBeNull();
  });

  it("lost: the buyer lands on /order-timeout, and a later check finds the order went through", async () => {
    const { browser } = await signedIn("no-subscription", fixed());
    const placed = await data<{ redirectUrl: string; orderId: string }>(
      await order(browser, digitalOrder("no-subscription"), "k-lost-01"),
    );
    const back = await answer(browser, placed.redirectUrl, "lost");
    expect(back.pathname).toBe("/order-timeout");
    expect(
      await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } })),
    ).toMatchObject({ status: "COMPLETED" });
  });

  it("slow: pending until the provider's answer arrives", async () => {
    const s = fixed();
    const { browser } = await signedIn("no-subscription", s);
    const placed = await data<{ redirectUrl: string; orderId: string }>(
      await order(browser, digitalOrder("no-subscription"), "k-slow-01"),
    );
    const back = await answer(browser, placed.redirectUrl, "slow");
    expect(back.searchParams.get("status")).toBe("pending");
    const status = async () =>
      (await data<Order>(await browser.call("getOrder", { params: { orderId: placed.orderId } }))).status;
    expect(await status()).toBe("AWAITING_PAYMENT");
    s.clock.now += 4000;
    expect(await status()).toBe("COMPLETED");
  });

  it("two orders from two tabs: the second approval is not charged", async () => {
    const { browser } = await signedIn("no-subscription", fixed());
    const a = await data<{ redirectUrl: string; orderId: string }>(
      await order(browser, digitalOrder("no-subscription"), "k-tab-a-01"),
    );
    const b = await data<{ redirectUrl: string; orderId: string }>(
      await order(browser, digitalOrder("no-subscription"), "k-tab-b-01"),
    );
    await answer(browser, a.redirectUrl, "approved");
    await answer(browser, b.redirectUrl, "approved");
    const statusOf = async (orderId: string) =>
      (await data<Order>(await browser.call("getOrder", { params: { orderId } }))).status;
    expect([await statusOf(a.orderId), await statusOf(b.orderId)]).toEqual(["COMPLETED", "FAILED"]);
  });

  it("another user's order is not found", async () => {
    const s = fixed();
    const mine = await signedIn("no-subscription", s);
    const placed = await data<{ orderId: string }>(
      await order(mine.browser, digitalOrder("no-subscription"), "k-mine-0001"),
    );
    const other = await signedIn("subscriber", s);
    expect((await other.browser.call("getOrder", { params: { orderId: placed.orderId } })).status).toBe(404);
  });
});
