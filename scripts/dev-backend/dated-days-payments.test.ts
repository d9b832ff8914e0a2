// @vitest-environment node
// The stand-in's calendar on every dated day (tests/e2e/clock.ts: the weekend, a Monday after
// paper-free days, 17 May, Christmas Eve, both Sundays the clocks change), in-process: what the
// journeys tagged @dated used to prove once more in a browser per day (docs/testing.md). Each
// day gets a backend on a fresh database seeded for that day with its clock pinned at 07:00 in Oslo,
// and the portal's own rules (app/domain/) say what the answers must be, so the two cannot drift.
import { describe, expect, it } from "vitest";
import { DATED_DAYS } from "#tests/e2e/clock.ts";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { creditOfPapers, stopCreditPerPaper } from "#app/domain/credits.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { papersBetween } from "#app/domain/paper-calendar.ts";
import { parseTestToday } from "./core/test-today.ts";
import { accountNo, data, setup, signedIn } from "./test-support.ts";

import { PRICE, historyOf, outlook, invoices, stop } from "./dated-days-steps.ts";

describe.each(Object.entries(DATED_DAYS))("on the dated day %s (%s)", (_name, testToday) => {
  const now = parseTestToday(testToday);
  const today = osloToday(new Date(now));
  const on = (persona: string) => signedIn(persona, setup({ now }));

  // paper-figures.test.ts: a stop over Christmas, its credit the next payment's
  it("a stop over Christmas counts the papers of the one calendar; its credit is taken off the next payment", async () => {
    const { browser } = await on("paper-subscriber");
    const earliest = earliestChangeDate(new Date(now));
    let year = Number(earliest.slice(0, 4));
    if (earliest > `${year}-12-21`) year++;
    const [from, to] = [`${year}-12-21`, `${year}-12-31`];
    const papers = papersBetween(from, to);
    const perPaper = stopCreditPerPaper(PRICE, 1)!;
    const total = creditOfPapers(perPaper, papers);
    const registered = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop(from, to) }),
    );
    expect(registered.credit).toMatchObject({ perIssue: perPaper, issues: papers, total });
    const next = (await outlook(browser, "paper-subscriber")).next;
    expect(next?.kind).toBe("SCHEDULED");
    expect(next && "amount" in next ? next.amount : null).toBe(Math.round((PRICE - total) * 100) / 100);
    expect(next && "stopCredit" in next ? next.stopCredit : null).toBe(total);
  });

  // paper-figures.test.ts: the invoices and the next payment tell one story
  it("the newest invoice's period holds today, and the next payment starts the day after it ends", async () => {
    for (const persona of ["paper-subscriber", "subscriber"]) {
      const { browser } = await on(persona);
      const newest = (await invoices(browser, persona))[0]!;
      expect(
        newest.periodFrom <= today && today <= newest.periodTo,
        `${persona}: ${today} in ${newest.periodFrom}–${newest.periodTo}`,
      ).toBe(true);
      const next = (await outlook(browser, persona)).next;
      expect(next && "periodFrom" in next ? next.periodFrom : null).toBe(addDays(newest.periodTo, 1));
    }
  });

  // next-payment.test.ts
  it("trial, cancelled, pending change and youth each say what comes next; a family member pays nothing", async () => {
    const trial = (await outlook((await on("trial")).browser, "trial")).next;
    expect(trial).toMatchObject({ kind: "TRIAL_ENDS", method: null });
    expect(trial && "date" in trial ? trial.date > today : false).toBe(true);

    const cancelled = (await outlook((await on("cancelled")).browser, "cancelled")).next;
    expect(cancelled?.kind).toBe("NONE_CANCELLED");
    expect(cancelled && "lastAccessDay" in cancelled ? cancelled.lastAccessDay >= today : false).toBe(true);

    const pending = (await outlook((await on("pending-change")).browser, "pending-change")).next;
    expect(pending?.kind).toBe("SCHEDULED");
    const change = pending?.kind === "SCHEDULED" ? pending.change : null;
    expect((change?.from ?? "") > today).toBe(true);

    const youth = (await outlook((await on("youth")).browser, "youth")).next;
    expect(youth).toMatchObject({ method: { type: "VIPPS" } });

    const member = await outlook((await on("family-member")).browser, "family-member");
    expect(member.next).toBeNull();
  });

  // invoices.test.ts
  it("unpaid-invoice: one unpaid invoice, paid once by card; then none is left to pay", async () => {
    const { browser } = await on("unpaid-invoice");
    const unpaid = (await invoices(browser, "unpaid-invoice")).filter((i) => !i.paid);
    expect(unpaid).toHaveLength(1);
    const invoice = unpaid[0]!;
    expect(invoice.amount).toBe(299);
    const pay = () =>
      browser.call("payInvoice", {
        params: { ariaInvoiceNo: invoice.ariaInvoiceNo },
        body: {
          ariaAccountNo: accountNo("unpaid-invoice"),
          titleCode: "SBX",
          paymentMethod: "SWEDBANK-PPG",
          currency: "NOK-01",
          returnUrl: `http://sbx.localhost:4173/betal-faktura/${invoice.ariaInvoiceNo}`,
        },
        headers: { "Idempotency-Key": "dated-pay-1" },
      });
    const trip = await data<{ paymentId: string; redirectUrl: string }>(await pay());
    expect(await data(await pay())).toEqual(trip);
    await browser.fetch(trip.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    expect(
      await data(await browser.call("getPayment", { params: { paymentId: trip.paymentId } })),
    ).toMatchObject({
      status: "APPROVED",
      amount: 299,
    });
    expect((await invoices(browser, "unpaid-invoice")).filter((i) => !i.paid)).toEqual([]);
  });

  // history.test.ts
  it("a cancellation, its undoing and a consent change are first in the history, at today's date in Oslo", async () => {
    const s = await on("subscriber");
    const sub = { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX" };
    await data(
      await s.browser.call("deleteSubscription", {
        body: {
          ...sub,
          reason: "Abonnementet er for dyrt",
          customerNumber: accountNo("subscriber"),
          name: "Kari Nordmann",
          product: "Digital",
          cancelKind: "CANCELLATION",
        },
      }),
    );
    s.clock.now += 60_000;
    await data(await s.browser.call("reactivateSubscription", { body: sub }));
    s.clock.now += 60_000;
    await data(
      await s.browser.call("saveConsent", {
        params: { titleCode: "SBX" },
        body: {
          choices: { advertising: false, analytics: true, marketing: false, personalization: false },
          source: "settings",
        },
      }),
    );
    const [consent, undone, cancelled] = await historyOf(s.browser, "subscriber");
    expect([consent?.kind, undone?.kind, cancelled?.kind]).toEqual([
      "consent",
      "cancellation-undone",
      "cancellation",
    ]);
    for (const entry of [consent!, undone!, cancelled!])
      expect(osloToday(new Date(entry.at)), entry.kind).toBe(today);
    expect(Date.parse(consent!.at)).toBe(s.clock.now);
  });
  // schedule/: a pause and a moved payment day (docs/decisions/079), figured on the day
  it("a pause from its earliest day moves the next payment by its days, as quoted; a payment day's quote is charged", async () => {
    const { browser } = await on("subscriber");
    const sub = { ariaAccountNo: accountNo("subscriber"), titleCode: "SBX" };
    const before = (await outlook(browser, "subscriber")).next as { date: string; amount: number };
    const offer = await data<{ earliestFrom: string }>(
      await browser.call("getPauseOffer", { params: { accountNo: sub.ariaAccountNo, titleCode: "SBX" } }),
    );
    expect(offer.earliestFrom).toBe(addDays(today, 1));
    const dates = { from: offer.earliestFrom, to: addDays(offer.earliestFrom, 13) };
    const quote = await data<{ nextPayment: { date: string } }>(
      await browser.call("quotePause", { body: { ...sub, ...dates } }),
    );
    expect(quote.nextPayment.date).toBe(addDays(before.date, 14));
    await data(await browser.call("createPause", { body: { ...sub, ...dates } }));
    const after = (await outlook(browser, "subscriber")).next as { date: string; amount: number };
    expect({ date: after.date, amount: after.amount }).toEqual(quote.nextPayment);

    const other = await on("payment-day-moved");
    // Hers is the 20th: to the 5th.
    const day = 5;
    const moved = await data<{ amount: number; date: string }>(
      await other.browser.call("changePaymentDay", {
        body: { ariaAccountNo: accountNo("payment-day-moved"), titleCode: "SBX", day },
      }),
    );
    const next = (await outlook(other.browser, "payment-day-moved")).next as { date: string; amount: number };
    expect(next).toMatchObject({ date: moved.date, amount: moved.amount });
    const charged = await other.browser.fetch("/_dev/charge", {
      method: "POST",
      json: { persona: "payment-day-moved", titleCode: "SBX" },
    });
    expect(((await charged.json()) as { amount: number }).amount).toBe(moved.amount);
  });
});
