// @vitest-environment node
// The stand-in's calendar on every dated day (tests/e2e/clock.ts: the weekend, a Monday after
// paper-free days, 17 May, Christmas Eve, both Sundays the clocks change), in-process: what the
// journeys tagged @dated used to prove once more in a browser per day (docs/testing.md). Each
// day gets a backend on a fresh database seeded for that day with its clock pinned at 07:00 in Oslo,
// and the portal's own rules (app/domain/) say what the answers must be, so the two cannot drift.
import { describe, expect, it } from "vitest";
import type { DeliveryHistory, RegisteredComplaint } from "#app/api/contract/complaint.ts";
import type { Delivery, DeliveryChange } from "#app/api/contract/delivery.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { Invoice, PaymentOutlook } from "#app/api/contract/payments.ts";
import { creditOfPapers, stopCreditPerPaper } from "#app/domain/credits.ts";
import { earliestChangeDate, type DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { creditFor, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { addDays, osloDateTime, osloToday } from "#app/domain/oslo-date.ts";
import { isPublicationDay, papersBetween, publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import { DATED_DAYS } from "#tests/e2e/clock.ts";
import { parseTestToday } from "./core/test-today.ts";
import {
  accountNo,
  data,
  errorOf,
  outbox,
  setup,
  signIn,
  signedIn,
  type Browser,
  type Setup,
} from "./test-support.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
/** paper-subscriber pays 749 kr a month for Papir + digital. */
const PRICE = 749;
const ARNE = accountNo("paper-subscriber");
const SBX = { ariaAccountNo: ARNE, titleCode: "SBX" };
const params = (persona = "paper-subscriber", titleCode = "SBX") => ({
  accountNo: accountNo(persona),
  titleCode,
});

/** The last publication day before `day` (`before` papers back). */
function lastPaperDay(day: string, before = 1): string {
  let at = day;
  for (let n = 0; n < before; n++) {
    at = addDays(at, -1);
    while (!isPublicationDay(at)) at = addDays(at, -1);
  }
  return at;
}

const getDelivery = async (browser: Browser) =>
  data<Delivery>(await browser.call("getDelivery", { params: params() }));
const deliveryHistory = async (browser: Browser, titleCode = "SBX") =>
  data<DeliveryHistory>(
    await browser.call("getDeliveryHistory", { params: { ariaAccountNo: ARNE, titleCode } }),
  );
const historyOf = async (browser: Browser, persona = "paper-subscriber", titleCode = "SBX") =>
  data<HistoryEntry[]>(await browser.call("getHistory", { params: params(persona, titleCode) }));
const outlook = async (browser: Browser, persona: string, titleCode = "SBX") =>
  data<PaymentOutlook>(await browser.call("getNextPayment", { params: params(persona, titleCode) }));
const invoices = async (browser: Browser, persona: string, titleCode = "SBX") =>
  data<Invoice[]>(await browser.call("getInvoices", { params: params(persona, titleCode) }));
const stop = (from: string, to: string) => ({
  ...SBX,
  type: "STOP",
  from,
  to,
  openEnd: false,
  address: null,
});
const complaint = (dates: string[], remedy = "CREDIT", category = "MANGLER") => ({
  ...SBX,
  dates,
  category,
  remedy,
  comment: "",
});
const complain = async (browser: Browser, dates: string[], remedy = "CREDIT") =>
  data<RegisteredComplaint>(await browser.call("registerComplaint", { body: complaint(dates, remedy) }));

/** Moves the stand-in's clock to `time` (Oslo) on `day` and signs in again (sessions end with the time). */
async function at(s: Setup & { browser: Browser }, day: string, time: string, persona = "paper-subscriber") {
  s.clock.now = osloInstant(day, time).getTime();
  expect((await signIn(s.browser, persona)).status).toBe(200);
}

describe.each(Object.entries(DATED_DAYS))("on the dated day %s (%s)", (_name, testToday) => {
  const now = parseTestToday(testToday);
  const today = osloToday(new Date(now));
  const on = (persona: string) => signedIn(persona, setup({ now }));

  it("the clock stands at 07:00 in Oslo on that day, whatever the offset (summer or winter time)", () => {
    expect(osloDateTime(new Date(now))).toEqual({ date: testToday.slice(0, 10), time: "07:00" });
  });

  // delivery-change.test.ts, delivery-changes-edit.test.ts, once-across-sign-in.test.ts
  it("delivery: the next possible day is the portal's; a stop from today is refused naming it, a stop from it counts the papers, and its last day moves", async () => {
    const { browser } = await on("paper-subscriber");
    const earliest = earliestChangeDate(new Date(now));
    expect(earliest > today).toBe(true);
    expect(isPublicationDay(earliest)).toBe(true);
    const delivery = await getDelivery(browser);
    expect(delivery.nextPossible).toBe(earliest);
    expect(delivery.stopCredit?.perIssue).toBe(17.31);

    const last = addDays(earliest, 13);
    const tooSoon = await browser.call("registerDeliveryChange", { body: stop(today, last) });
    expect(tooSoon.status).toBe(422);
    expect((await errorOf(tooSoon)).fields?.nextPossible).toEqual([earliest]);

    const six = addDays(earliest, 6);
    const registered = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop(earliest, six) }),
    );
    const issues = issuesBetween(earliest, six, MON_SAT);
    expect(issues).toBe(papersBetween(earliest, six));
    expect(registered.credit).toMatchObject({ perIssue: 17.31, issues, total: creditFor(17.31, issues) });

    const later = addDays(six, 3);
    const moved = await data<DeliveryChange>(
      await browser.call("moveDeliveryChangeEnd", {
        params: { id: registered.id },
        body: { ...SBX, to: later },
        headers: { "Idempotency-Key": "later-1" },
      }),
    );
    const laterIssues = issuesBetween(earliest, later, MON_SAT);
    expect(moved).toMatchObject({ from: earliest, to: later });
    expect(moved.credit).toMatchObject({ issues: laterIssues, total: creditFor(17.31, laterIssues) });
  });

  // once-across-sign-in.test.ts
  it("a new last day sent again with its key after the session ran out and a new sign-in acts once", async () => {
    const s = await on("paper-subscriber");
    const first = earliestChangeDate(new Date(now + 3 * 24 * 60 * 60 * 1000));
    const last = addDays(first, 6);
    const change = await data<DeliveryChange>(
      await s.browser.call("registerDeliveryChange", { body: stop(first, last) }),
    );
    const send = () =>
      s.browser.call("moveDeliveryChangeEnd", {
        params: { id: change.id },
        body: { ...SBX, to: addDays(last, -2) },
        headers: { "Idempotency-Key": "nytt-siste-dag-1" },
      });
    expect((await send()).status).toBe(200);
    s.clock.now += (8 * 60 + 1) * 60_000;
    expect((await send()).status).toBe(401);
    expect((await signIn(s.browser, "paper-subscriber")).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    const moves = (await historyOf(s.browser)).filter(
      (e) => e.kind === "delivery-change" && e.event === "new-last-day",
    );
    expect(moves).toEqual([expect.objectContaining({ fromDate: first, toDate: addDays(last, -2) })]);
  });

  // carrier-note.test.ts
  it("a note to the carrier is on the list from the next paper; a transfer's from its first publication day", async () => {
    const { browser } = await on("paper-subscriber");
    const next = publicationDayOnOrAfter(addDays(today, 1));
    const saved = await data<{ note: unknown }>(
      await browser.call("saveCarrierNote", { body: { ...SBX, changeId: null, text: "Ved garasjen" } }),
    );
    expect(saved.note).toEqual({ text: "Ved garasjen", from: next });
    expect((await historyOf(browser))[0]).toMatchObject({ kind: "carrier-note", fromDate: next });
    // The receipt names the same day.
    expect((await outbox(browser))[0]!.text).toContain(
      `Beskjeden til avisbudet er lagret: «Ved garasjen». Avisbudet ser den fra ${formatNumericDate(next)}.`,
    );

    const first = earliestChangeDate(new Date(now));
    const transfer = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", {
        body: {
          ...SBX,
          type: "TRANSFER",
          from: first,
          to: addDays(first, 10),
          openEnd: false,
          address: {
            coname: "Kari Solberg",
            street: "Munkegata",
            streetNumber: "5",
            floor: null,
            flatNumber: null,
            postalCode: "7010",
            place: "TRONDHEIM",
          },
        },
      }),
    );
    const own = await data<{ note: unknown }>(
      await browser.call("saveCarrierNote", {
        body: { ...SBX, changeId: transfer.id, text: "Ring på hos Kari, 2. etasje" },
      }),
    );
    expect(own.note).toEqual({ text: "Ring på hos Kari, 2. etasje", from: publicationDayOnOrAfter(first) });
  });

  // complaint.test.ts, delivery-history.test.ts, documents.test.ts
  it("the last 30 days: every publication day, newest first today's or the last; a complaint's credit and its credit note", async () => {
    const { browser } = await on("paper-subscriber");
    const history = await deliveryHistory(browser);
    expect(history.today).toBe(today);
    expect(history.from).toBe(addDays(today, -30));
    const expected: string[] = [];
    for (let day = addDays(today, -30); day <= today; day = addDays(day, 1))
      if (isPublicationDay(day)) expected.push(day);
    expect(history.days.map((d) => d.date)).toEqual(expected);
    expect(history.days.at(-1)!.date).toBe(isPublicationDay(today) ? today : lastPaperDay(today));

    const day = lastPaperDay(today);
    const credited = await complain(browser, [day]);
    expect(credited.dates).toEqual([day]);
    expect(credited.remedy).toMatchObject({ kind: "CREDIT", amount: 29 });
    // Taken off the invoice of the next period: the next payment says so.
    const next = (await outlook(browser, "paper-subscriber")).next;
    expect(next?.kind).toBe("SCHEDULED");
    const charge = next?.kind === "SCHEDULED" ? next : null;
    expect(credited.remedy.kind === "CREDIT" ? credited.remedy.on : null).toBe(charge?.periodFrom);
    expect(charge?.complaintCredit).toBe(29);
    const notes = await data<Array<{ creditId: string; amount: number; issuedOn: string }>>(
      await browser.call("getCreditNotes", { params: params() }),
    );
    expect(notes).toContainEqual({ creditId: credited.complaintId, amount: 29, issuedOn: today });
    // The day now says it was complained about, and cannot be complained about again.
    const after = await deliveryHistory(browser);
    expect(after.days.find((d) => d.date === day)).toMatchObject({
      status: "COMPLAINED",
      complaintId: credited.complaintId,
    });
    const twice = await browser.call("registerComplaint", { body: complaint([day]) });
    expect(twice.status).toBe(422);
    // A day 31 days back is outside the window.
    const old = await browser.call("registerComplaint", { body: complaint([addDays(today, -31)]) });
    expect(old.status).toBe(422);
    expect(Object.keys((await errorOf(old)).fields ?? {})).toEqual(["dates"]);
  });

  // delivery-history.test.ts: two days, the subscription two days longer
  it("two papers complained about get two days added, when the next period starts", async () => {
    const { browser } = await on("paper-subscriber");
    const [older, newer] = [lastPaperDay(today, 2), lastPaperDay(today, 1)];
    const extended = await complain(browser, [older, newer], "EXTEND");
    expect(extended.dates).toEqual([older, newer]);
    expect(extended.remedy).toMatchObject({ kind: "EXTEND", days: 2 });
    const open = await data<RegisteredComplaint[]>(
      await browser.call("getOpenComplaints", { params: { ariaAccountNo: ARNE, titleCode: "SBX" } }),
    );
    expect(open.map((c) => c.complaintId)).toEqual([extended.complaintId]);
    // When the next period starts, which the next payment says is two days longer.
    const next = (await outlook(browser, "paper-subscriber")).next;
    const charge = next?.kind === "SCHEDULED" ? next : null;
    const startsOn = extended.remedy.kind === "EXTEND" ? extended.remedy.on : "";
    expect(startsOn > today).toBe(true);
    expect(startsOn).toBe(charge?.periodFrom);
    expect(charge?.daysAdded).toBe(2);
  });

  // delivery-history.test.ts, paper-figures.test.ts: today's paper on the next publication day
  it("on the next paper day: expected before its time (never delivered), held back by a disruption until its hour, not coming under another", async () => {
    const s = await on("paper-subscriber");
    let day = addDays(today, 1);
    while (!isPublicationDay(day)) day = addDays(day, 1);

    await at(s, day, "02:16");
    const early = await deliveryHistory(s.browser, "SH");
    expect(early.today).toBe(day);
    expect(early.deliveredBy).toBe("06:30");
    expect(early.days.at(-1)).toMatchObject({ date: day, status: "EXPECTED" });
    const delivery = await data<Delivery>(
      await s.browser.call("getDelivery", { params: params("paper-subscriber", "SH") }),
    );
    expect(delivery.nextPaper).toEqual({ date: day, deliveredBy: "06:30", today: true });

    await at(s, day, "07:00");
    const announced = await s.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: { postalCode: "7011", date: day, until: "10:00", message: "Uvær i natt." },
    });
    expect(announced.ok).toBe(true);
    const held = await deliveryHistory(s.browser);
    expect(held.todayOpensAt).toBe("10:00");
    expect(held.days.at(-1)).toMatchObject({ date: day, status: "DELAYED" });
    expect((await s.browser.call("registerComplaint", { body: complaint([day]) })).status).toBe(422);
    expect((await complain(s.browser, [lastPaperDay(day)])).dates).toEqual([lastPaperDay(day)]);
    s.clock.now = osloInstant(day, "10:01").getTime();
    expect((await deliveryHistory(s.browser)).todayOpensAt).toBeNull();
    expect((await complain(s.browser, [day], "EXTEND")).dates).toEqual([day]);
  });

  it("a disruption with no hour: today's paper is not coming, and no redelivery is offered", async () => {
    const s = await on("paper-subscriber");
    let day = addDays(today, 1);
    while (!isPublicationDay(day)) day = addDays(day, 1);
    await at(s, day, "02:16");
    const announced = await s.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: { postalCode: "7011", date: day, until: null, message: "Uvær." },
    });
    expect(announced.ok).toBe(true);
    const history = await deliveryHistory(s.browser);
    expect(history.days.at(-1)).toMatchObject({ date: day, status: "NOT_COMING" });
    expect(history.remedies.map((r) => r.kind)).not.toContain("REDELIVERY");
  });

  // delivery-history.test.ts: redelivery before the cutoff, and refused after it
  it("on the next paper day at 07:00 today's paper can be brought again; past the cutoff it is refused", async () => {
    const s = await on("paper-subscriber");
    let day = addDays(today, 1);
    while (!isPublicationDay(day)) day = addDays(day, 1);
    await at(s, day, "07:00");
    const offered = (await deliveryHistory(s.browser)).remedies.find((r) => r.kind === "REDELIVERY");
    expect(offered).toMatchObject({ date: day, cutoff: "11:00" });
    s.clock.now = osloInstant(day, "12:00").getTime();
    const late = await s.browser.call("registerComplaint", { body: complaint([day], "REDELIVERY") });
    expect(late.status).toBe(422);
    expect(Object.keys((await errorOf(late)).fields ?? {})).toEqual(["remedy"]);
    expect((await deliveryHistory(s.browser)).noRedelivery).toBe("after-cutoff");
    s.clock.now = osloInstant(day, "10:00").getTime();
    const brought = await complain(s.browser, [day], "REDELIVERY");
    expect(brought.remedy).toEqual({ kind: "REDELIVERY", date: day });
  });

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
});
