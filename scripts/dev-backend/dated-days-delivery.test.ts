// @vitest-environment node
// The stand-in's calendar on every dated day (tests/e2e/clock.ts: the weekend, a Monday after
// paper-free days, 17 May, Christmas Eve, both Sundays the clocks change), in-process: what the
// journeys tagged @dated used to prove once more in a browser per day (docs/testing.md). Each
// day gets a backend on a fresh database seeded for that day with its clock pinned at 07:00 in Oslo,
// and the portal's own rules (app/domain/) say what the answers must be, so the two cannot drift.
import { describe, expect, it } from "vitest";
import { DATED_DAYS } from "#tests/e2e/clock.ts";
import type { RegisteredComplaint } from "#app/api/contract/complaint.ts";
import type { Delivery, DeliveryChange } from "#app/api/contract/delivery.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { creditFor, issuesBetween } from "#app/domain/delivery-changes.ts";
import { osloInstant } from "#app/domain/disruption.ts";
import { formatNumericDate } from "#app/domain/format.ts";
import { addDays, osloDateTime, osloToday } from "#app/domain/oslo-date.ts";
import { isPublicationDay, papersBetween, publicationDayOnOrAfter } from "#app/domain/paper-calendar.ts";
import { numberAfterSeed } from "#tests/fixtures/personas/all.ts";
import { parseTestToday } from "./core/test-today.ts";
import { data, errorOf, outbox, setup, signIn, signedIn } from "./test-support.ts";

import {
  MON_SAT,
  ARNE,
  SBX,
  params,
  lastPaperDay,
  getDelivery,
  deliveryHistory,
  historyOf,
  outlook,
  stop,
  complaint,
  complain,
  at,
} from "./dated-days-steps.ts";
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
    // Numbered in the title's series (documents/ledger.ts), the case number in what it credits.
    expect(notes).toContainEqual({
      creditId: numberAfterSeed(today),
      kind: "CREDIT_NOTE",
      refersTo: null,
      amount: 29,
      issuedOn: today,
    });
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
});
