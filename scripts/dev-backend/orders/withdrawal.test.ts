// @vitest-environment node
// Withdrawing a purchase within 14 days (angrerett, docs/decisions/020) at the dev backend: what it
// would pay back, access ending at once, one withdrawal per key, an e-mail with date and time, and
// nothing to withdraw after the 14 days.
import { describe, expect, it } from "vitest";
import type { Withdrawal } from "#app/api/contract/orders.ts";
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import {
  accountNo,
  Browser,
  data,
  fixed,
  later,
  ORIGIN,
  outbox,
  signedIn,
} from "#scripts/dev-backend/test-support.ts";

const paperOrder = {
  ariaAccountNo: accountNo("no-subscription"),
  titleCode: "ADR",
  ariaPlanID: "C-COMBO-PAPIR-DIGITAL",
  billingPeriod: "MONTHLY",
  campaign: null,
  paymentMethod: "SWEDBANK-PPG",
  useSavedCard: false,
  currency: "NOK-01",
  deliveryAddress: {
    coname: "Ola Hansen",
    street: "Kongens gate",
    streetNumber: "12",
    floor: null,
    flatNumber: null,
    postalCode: "7011",
    place: "Trondheim",
  },
  returnUrl: `${ORIGIN}/completepurchase`,
  source: null,
};

async function buy(browser: Browser) {
  const placed = await data<{ orderId: string; redirectUrl: string }>(
    await browser.call("createOrder", { body: paperOrder, headers: { "Idempotency-Key": "buy-1" } }),
  );
  await browser.fetch(placed.redirectUrl, { method: "POST", form: { outcome: "approved" } });
  return placed.orderId;
}

const target = { accountNo: accountNo("no-subscription"), titleCode: "ADR" };
const withdrawalOf = async (browser: Browser) =>
  data<Withdrawal | null>(await browser.call("getWithdrawal", { params: target }));
const withdraw = (browser: Browser, orderId: string, key: string) =>
  browser.call("withdrawOrder", {
    params: { orderId },
    body: { ariaAccountNo: target.accountNo, titleCode: "ADR" },
    headers: { "Idempotency-Key": key },
  });

describe("withdrawOrder", () => {
  it("ends access at once, pays back the unused share, acts once per key and sends an acknowledgement", async () => {
    const s = fixed();
    const signed = await signedIn("no-subscription", s);
    expect(await withdrawalOf(signed.browser)).toBeNull();
    const orderId = await buy(signed.browser);

    // Ten days later: 10 of the 30 days of the first month are used.
    await later({ ...s, browser: signed.browser }, "no-subscription", "2026-11-28");
    expect(await withdrawalOf(signed.browser)).toMatchObject({
      orderId,
      planName: "Papir + digital",
      deadline: "2026-12-02",
      paid: 649,
      daysUsed: 10,
      refund: 433,
    });

    const first = await withdraw(signed.browser, orderId, "withdraw-1");
    expect(await data(first)).toMatchObject({ paid: 649, daysUsed: 10, refund: 433 });
    const again = await withdraw(signed.browser, orderId, "withdraw-1");
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    // Another tab, another key: it is withdrawn already.
    expect((await withdraw(signed.browser, orderId, "withdraw-2")).status).toBe(409);

    const sub = await data<Subscription>(
      await signed.browser.call("getSubscription", {
        params: { accountNo: target.accountNo, titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({ instStatusCode: SubscriptionStatus.TERMINATED, expiresOn: "2026-11-28" });
    expect(await withdrawalOf(signed.browser)).toBeNull();
    const mails = (await outbox(signed.browser)).filter((m) => m.text.startsWith("Angrerett"));
    expect(mails).toHaveLength(1);
    // The order by the number its receipt gave, not its id.
    expect(mails[0]!.text).toContain("ordre ADR-1001) 28.11.2026 kl. 10.00");
    expect(mails[0]!.text).toContain("Du betalte 649 kr og får tilbake 433 kr");
  });

  it("offers nothing to withdraw after 14 days", async () => {
    const s = fixed();
    const signed = await signedIn("no-subscription", s);
    const orderId = await buy(signed.browser);
    await later({ ...s, browser: signed.browser }, "no-subscription", "2026-12-02");
    expect(await withdrawalOf(signed.browser)).toMatchObject({ deadline: "2026-12-02" });
    await later({ ...s, browser: signed.browser }, "no-subscription", "2026-12-03");
    expect(await withdrawalOf(signed.browser)).toBeNull();
    expect((await withdraw(signed.browser, orderId, "withdraw-late")).status).toBe(409);
  });

  it("does not let anyone else withdraw an order", async () => {
    const s = fixed();
    const buyer = await signedIn("no-subscription", s);
    const orderId = await buy(buyer.browser);
    const other = await signedIn("subscriber", s);
    const answer = await other.browser.call("withdrawOrder", {
      params: { orderId },
      body: { ariaAccountNo: target.accountNo, titleCode: "ADR" },
      headers: { "Idempotency-Key": "not-mine" },
    });
    expect([403, 404]).toContain(answer.status);
  });
});
