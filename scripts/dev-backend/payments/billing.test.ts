// @vitest-environment node
// Renewals at the dev backend (billing.ts): GET nextPayment for each kind of subscriber, the payment
// problem (overdue, failed charge), the renewal charge of POST /_dev/charge and its reminder. The
// clock is fixed (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo).
import { describe, expect, it } from "vitest";
import type { Invoice, PaymentOutlook } from "#app/api/contract/payments.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  fixed,
  ORIGIN,
  outbox,
  signedIn,
  signedInFixed,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { renewalCharge } from "#scripts/dev-backend/core/platform-rules.ts";

const outlookOf = async (browser: Browser, persona: string) =>
  data<PaymentOutlook>(
    await browser.call("getNextPayment", { params: { accountNo: accountNo(persona), titleCode: "ADR" } }),
  );

const charge = (browser: Browser, persona: string, fail = false) =>
  browser.fetch("/_dev/charge", { method: "POST", json: { persona, titleCode: "ADR", fail } });

describe("GET nextPayment", () => {
  it("a card subscriber: the next period's price on the renewal day, with the card", async () => {
    const { browser } = await signedInFixed("subscriber");
    expect(await outlookOf(browser, "subscriber")).toEqual({
      next: {
        kind: "SCHEDULED",
        // Started 2025-09-09: periods run from the 9th.
        date: "2026-12-09",
        amount: 299,
        discount: 0,
        method: { type: "SWEDBANK-PPG", cardLast4: "4417" },
        periodFrom: "2026-12-09",
        periodTo: "2027-01-08",
        change: null,
      },
      problem: null,
    });
  });

  it("takes a discount code's share off the months it still covers", async () => {
    const { browser } = await signedInFixed("subscriber");
    const added = await browser.call("addDiscount", {
      body: {
        ariaAccountNo: accountNo("subscriber"),
        titleCode: "ADR",
        discountCode: "VELKOMMEN50",
        orderId: null,
      },
    });
    expect(added.status).toBe(200);
    const { next } = await outlookOf(browser, "subscriber");
    expect(next).toMatchObject({ kind: "SCHEDULED", amount: 150, discount: 149 });
  });

  it("a trial: the first payment when the trial month ends, at the plan's price, no method yet", async () => {
    const { browser } = await signedInFixed("trial");
    expect((await outlookOf(browser, "trial")).next).toEqual({
      kind: "TRIAL_ENDS",
      date: "2026-12-08",
      amount: 299,
      discount: 0,
      method: null,
      periodFrom: "2026-12-08",
      periodTo: "2027-01-07",
    });
  });

  it("cancelled: no more payments, and the last day of access", async () => {
    const { browser } = await signedInFixed("cancelled");
    expect((await outlookOf(browser, "cancelled")).next).toEqual({
      kind: "NONE_CANCELLED",
      lastAccessDay: "2026-12-09",
    });
  });

  it("a pending plan change: the new plan's amount from its date", async () => {
    const { browser } = await signedInFixed("pending-change");
    const { next } = await outlookOf(browser, "pending-change");
    expect(next).toMatchObject({
      kind: "SCHEDULED",
      // At the next renewal, the day after the last invoiced period.
      date: "2026-12-09",
      amount: 399,
      change: { planName: "Digital Premium", amount: 399, from: "2026-12-09" },
    });
  });

  it("a family member pays nothing: no next payment and no problem", async () => {
    const { browser } = await signedInFixed("family-member");
    expect(await outlookOf(browser, "family-member")).toEqual({ next: null, problem: null });
  });

  it("an overdue giro invoice and a failed card charge are the account's problem", async () => {
    const unpaid = await signedInFixed("unpaid-invoice");
    expect((await outlookOf(unpaid.browser, "unpaid-invoice")).problem).toEqual({
      kind: "OVERDUE",
      ariaInvoiceNo: seededInvoiceNo("unpaid-invoice", TODAY),
      amount: 299,
      since: "2026-11-14",
      method: null,
      accessStopsOn: "2026-11-28",
    });
    const failed = await signedInFixed("payment-failed");
    expect((await outlookOf(failed.browser, "payment-failed")).problem).toEqual({
      kind: "CHARGE_FAILED",
      ariaInvoiceNo: seededInvoiceNo("payment-failed", TODAY),
      amount: 299,
      since: "2026-11-14",
      method: "SWEDBANK-PPG",
      accessStopsOn: "2026-11-28",
    });
  });

  it("an account without a subscription to the title gets an answer too: nothing to pay", async () => {
    const { browser } = await signedInFixed("no-subscription");
    expect(await outlookOf(browser, "no-subscription")).toEqual({ next: null, problem: null });
  });

  it("someone else's account is refused in Norwegian", async () => {
    const { browser } = await signedInFixed("subscriber");
    const response = await browser.call("getNextPayment", {
      params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toMatch(/konto/i);
  });
});

describe("POST /_dev/charge", () => {
  it("charges exactly the next payment, pays the period's invoice, and moves the next payment on", async () => {
    const { browser, db } = await signedInFixed("subscriber");
    const before = (await outlookOf(browser, "subscriber")).next;
    const response = await charge(browser, "subscriber");
    expect(response.status).toBe(201);
    const charged = (await response.json()) as { ariaInvoiceNo: string; amount: number; status: string };
    expect(charged).toMatchObject({ amount: 299, status: "APPROVED", periodFrom: "2026-12-09" });
    expect(before).toMatchObject({ amount: charged.amount });

    const invoices = await data<Invoice[]>(
      await browser.call("getInvoices", { params: { accountNo: accountNo("subscriber"), titleCode: "ADR" } }),
    );
    expect(invoices[0]).toMatchObject({
      ariaInvoiceNo: charged.ariaInvoiceNo,
      amount: 299,
      paid: true,
      periodFrom: "2026-12-09",
      periodTo: "2027-01-08",
    });
    expect(
      db
        .prepare("SELECT kind, method, status, return_url FROM payments WHERE aria_invoice_no = ?")
        .all(charged.ariaInvoiceNo),
    ).toEqual([{ kind: "INVOICE", method: "SWEDBANK-PPG", status: "APPROVED", return_url: "" }]);
    // No trip to the provider was made: /_dev/payments, which tests count trips by, leaves it out.
    const trips = await browser.fetch(`/_dev/payments?invoice=${charged.ariaInvoiceNo}`);
    expect(await trips.json()).toEqual([]);
    expect((await outlookOf(browser, "subscriber")).next).toMatchObject({
      date: "2027-01-09",
      periodTo: "2027-02-08",
    });
  });

  it("complaints' remedies are on the next payment: a credit off the amount, days added to the period; charged once, then done", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const complain = async (dates: string[], remedy: string) => {
      const response = await browser.call("registerComplaint", {
        body: {
          ariaAccountNo: accountNo("paper-subscriber"),
          titleCode: "ADR",
          dates,
          category: "MANGLER",
          remedy,
          comment: "",
        },
      });
      expect(response.status).toBe(200);
    };
    await complain(["2026-11-17"], "CREDIT"); // 749 / 26, rounded up: 29 kr
    await complain(["2026-11-16", "2026-11-14"], "EXTEND"); // a day per paper
    expect((await outlookOf(browser, "paper-subscriber")).next).toMatchObject({
      date: "2026-12-09",
      amount: 749 - 29,
      complaintCredit: 29,
      periodFrom: "2026-12-09",
      periodTo: "2027-01-10",
      daysAdded: 2,
    });
    const charged = (await (await charge(browser, "paper-subscriber")).json()) as {
      amount: number;
      periodTo: string;
    };
    expect(charged).toMatchObject({ amount: 720, periodTo: "2027-01-10" });
    // Given once: the period after starts a day later for each day added, at the full price.
    const after = (await outlookOf(browser, "paper-subscriber")).next;
    expect(after).toMatchObject({ date: "2027-01-11", amount: 749 });
    expect(after).not.toHaveProperty("complaintCredit");
    expect(after).not.toHaveProperty("daysAdded");
  });

  it("a failed charge leaves the invoice unpaid, leads the problem and sends the reminder with a /t/ link", async () => {
    const { browser } = await signedInFixed("subscriber");
    const response = await charge(browser, "subscriber", true);
    expect(response.status).toBe(201);
    const charged = (await response.json()) as { ariaInvoiceNo: string; status: string };
    expect(charged.status).toBe("FAILED");
    expect((await outlookOf(browser, "subscriber")).problem).toEqual({
      kind: "CHARGE_FAILED",
      ariaInvoiceNo: charged.ariaInvoiceNo,
      amount: 299,
      since: "2026-11-18",
      method: "SWEDBANK-PPG",
      accessStopsOn: "2026-12-02",
    });
    const link = `${ORIGIN}/t/betal-faktura/${charged.ariaInvoiceNo}`;
    const messages = await outbox(browser);
    expect(messages.find((m) => m.channel === "sms")).toMatchObject({ recipient: "92345678" });
    expect(messages.find((m) => m.channel === "sms")!.text).toContain(link);
    expect(messages.find((m) => m.channel === "email")).toMatchObject({
      recipient: "kari.nordmann@example.no",
    });
    expect(messages.find((m) => m.channel === "email")!.text).toContain("02.12.2026");

    // Paying it at the provider puts it right.
    const pay = await browser.call("payInvoice", {
      params: { ariaInvoiceNo: charged.ariaInvoiceNo },
      body: {
        ariaAccountNo: accountNo("subscriber"),
        titleCode: "ADR",
        paymentMethod: "SWEDBANK-PPG",
        currency: "NOK-01",
        returnUrl: `${ORIGIN}/betal-faktura/${charged.ariaInvoiceNo}`,
      },
    });
    const trip = await data<{ paymentId: string }>(pay);
    await browser.fetch(`/_dev/payment/${trip.paymentId}`, { method: "POST", form: { outcome: "approved" } });
    expect((await outlookOf(browser, "subscriber")).problem).toBeNull();
  });

  it("refuses what has nothing to charge, in Norwegian", async () => {
    const { browser } = await signedIn("cancelled", fixed());
    const cancelled = await charge(browser, "cancelled");
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({ error: "Abonnementet har ingen flere betalinger" });
    expect((await charge(browser, "trial")).status).toBe(409);
    expect((await charge(browser, "nobody")).status).toBe(404);
  });

  it("POST /_dev/reminders sends the overdue invoice's reminder to the account", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const response = await browser.fetch("/_dev/reminders", {
      method: "POST",
      json: { persona: "unpaid-invoice", titleCode: "ADR" },
    });
    expect(((await response.json()) as { sent: number }).sent).toBe(1);
    const sms = (await outbox(browser)).find((m) => m.channel === "sms")!;
    expect(sms.recipient).toBe("90123456");
    const overdue = seededInvoiceNo("unpaid-invoice", TODAY);
    expect(sms.text).toContain(`Faktura ${overdue} på 299 kr forfalt 14.11.2026`);
    expect(sms.text).toContain(`${ORIGIN}/t/betal-faktura/${overdue}`);
  });
});

describe("renewalCharge", () => {
  const halfFor3Months = { percentOff: 50, months: 3, appliedOn: "2026-11-18" };

  it("is the price when no code covers the period", () => {
    expect(renewalCharge(299, "MONTHLY", "2026-12-09", null)).toEqual({ amount: 299, discount: 0 });
    expect(renewalCharge(299, "MONTHLY", "2027-02-18", halfFor3Months)).toEqual({ amount: 299, discount: 0 });
  });

  it("takes the code's share off the months of the period it still covers, rounded down", () => {
    expect(renewalCharge(299, "MONTHLY", "2027-02-17", halfFor3Months)).toEqual({
      amount: 150,
      discount: 149,
    });
    // A quarter from 2027-01-18: only its first month is inside the code's three.
    expect(renewalCharge(849, "QUARTERLY", "2027-01-18", halfFor3Months)).toEqual({
      amount: 708,
      discount: 141,
    });
  });
});
