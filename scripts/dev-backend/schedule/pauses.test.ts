// @vitest-environment node
// Pauses at the dev backend (docs/decisions/079): who may pause and from when, the next payment moved
// by the paused days (the quote first, the same), back when ended early, the e-mail a week before it
// starts again, and the paper left out while it runs.
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { PauseOffer, PauseQuote } from "#app/api/contract/schedule.ts";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { Pause, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import {
  data,
  errorOf,
  later,
  NOW,
  outbox,
  signedInFixed,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";
import { nextOf, params, sub } from "./test-steps.ts";

// On the fixed day (Wednesday 18 November 2026) Kari's next charge is 9 December (her months run from the 9th).
const body = (persona: string, from: string, to: string) => ({ ...sub(persona), from, to });

const offerOf = async (browser: Browser, persona: string) =>
  data<PauseOffer>(await browser.call("getPauseOffer", { params: params(persona) }));
const create = (browser: Browser, persona: string, from: string, to: string) =>
  browser.call("createPause", { body: body(persona, from, to) });
const quote = (browser: Browser, persona: string, from: string, to: string) =>
  browser.call("quotePause", { body: body(persona, from, to) });

describe("who may pause, and from when", () => {
  it("subscriber: no refusal, from tomorrow to three months ahead", async () => {
    const { browser } = await signedInFixed("subscriber");
    expect(await offerOf(browser, "subscriber")).toEqual({
      current: null,
      refusal: null,
      earliestFrom: "2026-11-19",
      latestFrom: "2027-02-18",
      latestTo: null,
      paper: false,
    });
  });

  it.each([
    ["unpaid-invoice", "overdue"],
    ["payment-failed", "overdue"],
    ["paused-before", "recent-pause"],
    ["paused", "recent-pause"],
    ["pending-change", "plan-change"],
    ["trial", "not-pausable"],
    ["cancelled", "not-pausable"],
    ["gift-recipient", "not-pausable"],
    ["family-member", "not-pausable"],
    ["business-employee", "not-pausable"],
  ])("%s: refused (%s), by the offer and by a new pause", async (persona, reason) => {
    const { browser } = await signedInFixed(persona);
    expect((await offerOf(browser, persona)).refusal).toBe(reason);
    const refused = await create(browser, persona, "2026-11-19", "2026-12-02");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).fields).toEqual({ reason: [reason] });
  });

  it("the days: too early, too late, too short and too long (422 with codes)", async () => {
    const { browser } = await signedInFixed("subscriber");
    const cases: Array<[string, string, Record<string, string[]>]> = [
      ["2026-11-18", "2026-12-10", { from: ["too-early"] }],
      ["2027-02-19", "2027-03-10", { from: ["too-late"] }],
      ["2026-11-19", "2026-12-01", { to: ["too-short"] }],
      ["2026-11-19", "2027-02-19", { to: ["too-long"] }],
    ];
    for (const [from, to, fields] of cases) {
      const refused = await quote(browser, "subscriber", from, to);
      expect(refused.status, `${from}–${to}`).toBe(422);
      expect((await errorOf(refused)).fields).toEqual(fields);
    }
    // The longest: three months less a day.
    expect((await quote(browser, "subscriber", "2026-11-19", "2027-02-18")).status).toBe(200);
  });

  it("a second pause while one is planned: 409 planned; the same key again: the same pause", async () => {
    const { browser } = await signedInFixed("subscriber");
    const headers = { "Idempotency-Key": "pause-1" };
    const first = await data<Pause>(
      await browser.call("createPause", { body: body("subscriber", "2026-11-19", "2026-12-02"), headers }),
    );
    const again = await browser.call("createPause", {
      body: body("subscriber", "2026-11-19", "2026-12-02"),
      headers,
    });
    expect(await data<Pause>(again)).toEqual(first);
    const second = await create(browser, "subscriber", "2026-12-19", "2027-01-02");
    expect((await errorOf(second)).fields).toEqual({ reason: ["planned"] });
  });
});

describe("what a pause does to the next payment", () => {
  it("begins before the next charge: the charge moves on by the days; the quote said so", async () => {
    const { browser } = await signedInFixed("subscriber");
    expect((await nextOf(browser, "subscriber")).date).toBe("2026-12-09");
    const quoted = await data<PauseQuote>(await quote(browser, "subscriber", "2026-11-19", "2026-12-02"));
    expect(quoted).toEqual({
      from: "2026-11-19",
      to: "2026-12-02",
      resumesOn: "2026-12-03",
      days: 14,
      nextPayment: { date: "2026-12-23", amount: 299 },
    });
    // The quote changed nothing.
    expect((await nextOf(browser, "subscriber")).date).toBe("2026-12-09");
    const pause = await data<Pause>(await create(browser, "subscriber", "2026-11-19", "2026-12-02"));
    expect(pause).toMatchObject({ status: "PLANNED", resumesOn: "2026-12-03" });
    const next = await nextOf(browser, "subscriber");
    expect({ date: next.date, amount: next.amount }).toEqual(quoted.nextPayment);
    expect(next).toMatchObject({ periodFrom: "2026-12-23", periodTo: "2027-01-22" });
    const subscription = await data<Subscription>(
      await browser.call("getSubscription", { params: params("subscriber") }),
    );
    expect(subscription.pause).toEqual(pause);
  });

  it("begins after it: the charge stays, its period is longer by the days", async () => {
    const { browser } = await signedInFixed("subscriber");
    const quoted = await data<PauseQuote>(await quote(browser, "subscriber", "2026-12-10", "2026-12-23"));
    expect(quoted.nextPayment).toEqual({ date: "2026-12-09", amount: 299 });
    await data(await create(browser, "subscriber", "2026-12-10", "2026-12-23"));
    expect(await nextOf(browser, "subscriber")).toMatchObject({
      date: "2026-12-09",
      periodFrom: "2026-12-09",
      periodTo: "2027-01-22",
    });
  });

  it("ended early: the days not paused are paid again; a new pause is then a year away", async () => {
    const s = await signedInFixed("subscriber");
    const pause = await data<Pause>(await create(s.browser, "subscriber", "2026-11-19", "2026-12-02"));
    await later(s, "subscriber", "2026-11-25");
    const ended = await data<Pause>(
      await s.browser.call("endPause", { params: { pauseId: pause.pauseId }, body: sub("subscriber") }),
    );
    // Running since the 19th: access again today, the 25th; six days paused.
    expect(ended).toMatchObject({ status: "ENDED", to: "2026-11-24", resumesOn: "2026-11-25" });
    expect((await nextOf(s.browser, "subscriber")).date).toBe("2026-12-15");
    expect((await offerOf(s.browser, "subscriber")).refusal).toBe("recent-pause");
    // Ended already: the same answer.
    const again = await s.browser.call("endPause", {
      params: { pauseId: pause.pauseId },
      body: sub("subscriber"),
    });
    expect(await data(again)).toEqual(ended);
    const changed = await s.browser.call("changePause", {
      params: { pauseId: pause.pauseId },
      body: { ...sub("subscriber"), to: "2026-12-20" },
    });
    expect((await errorOf(changed)).fields).toEqual({ reason: ["ended"] });
  });

  it("withdrawn before its first day: it never was — the payment back, no recent pause", async () => {
    const { browser } = await signedInFixed("subscriber");
    const pause = await data<Pause>(await create(browser, "subscriber", "2026-11-20", "2026-12-10"));
    const ended = await data<Pause>(
      await browser.call("endPause", { params: { pauseId: pause.pauseId }, body: sub("subscriber") }),
    );
    expect(ended).toMatchObject({ status: "ENDED", from: "2026-11-20", to: "2026-11-19" });
    expect((await nextOf(browser, "subscriber")).date).toBe("2026-12-09");
    expect((await offerOf(browser, "subscriber")).refusal).toBeNull();
    const [entry] = await data<HistoryEntry[]>(
      await browser.call("getHistory", { params: params("subscriber") }),
    );
    // The record says what happened, with the days it would have had: not an end of a pause that ran.
    expect(entry).toMatchObject({ kind: "pause", event: "withdrawn", from: "2026-11-20", to: "2026-12-10" });
    const [receipt] = await outbox(browser);
    expect(receipt!.text).toContain(
      "Pausen du hadde planlagt fra 20.11.2026, er avlyst. Abonnementet fortsetter som før.",
    );
    expect(receipt!.text).not.toContain("Du har avsluttet pausen");
  });

  it("a new last day: checked like a new pause's, the payment follows; someone else's pause is 404", async () => {
    const { browser } = await signedInFixed("subscriber");
    const pause = await data<Pause>(await create(browser, "subscriber", "2026-11-19", "2026-12-02"));
    const change = (to: string, persona = "subscriber") =>
      browser.call("changePause", { params: { pauseId: pause.pauseId }, body: { ...sub(persona), to } });
    expect((await errorOf(await change("2026-11-30"))).fields).toEqual({ to: ["too-short"] });
    expect((await errorOf(await change("2027-02-19"))).fields).toEqual({ to: ["too-long"] });
    const longer = await data<Pause>(await change("2026-12-09"));
    expect(longer).toMatchObject({ to: "2026-12-09", resumesOn: "2026-12-10" });
    expect(await data(await change("2026-12-09"))).toEqual(longer);
    expect((await nextOf(browser, "subscriber")).date).toBe("2026-12-30");
    expect((await change("2026-12-09", "no-subscription")).status).toBe(403);
  });

  it("every step a receipt naming the days and the next payment", async () => {
    const { browser } = await signedInFixed("subscriber");
    await data(await create(browser, "subscriber", "2026-11-19", "2026-12-02"));
    const [receipt] = (await outbox(browser)).filter((m) => m.recipient === "kari.nordmann@example.no");
    expect(receipt!.text).toContain("satt på pause fra 19.11.2026 til og med 02.12.2026");
    expect(receipt!.text).toContain("Det starter igjen 03.12.2026");
    expect(receipt!.text).toContain("Neste betaling er 299 kr den 23.12.2026.");
  });
});

describe("a pause by itself", () => {
  it("paused: running now; the e-mail a week before it starts again goes once; then it resumed", async () => {
    const s = await signedInFixed("paused");
    const subscription = await data<Subscription>(
      await s.browser.call("getSubscription", { params: params("paused") }),
    );
    expect(subscription.pause).toMatchObject({ status: "ACTIVE", from: "2026-11-08", to: "2026-12-08" });
    // 31 days paused from before her charge on 9 December.
    expect((await nextOf(s.browser, "paused")).date).toBe("2027-01-09");
    const resumes = async () =>
      (await outbox(s.browser)).filter(
        (m) => m.text.startsWith("Abonnementet ditt starter igjen") && m.text.includes("sbx.localhost"),
      );
    s.clock.now = NOW + 12 * 86_400_000;
    expect(await resumes()).toEqual([]);
    s.clock.now = NOW + 14 * 86_400_000;
    const [mail] = await resumes();
    expect(mail).toMatchObject({ channel: "email", recipient: "kristin.vik@example.no" });
    expect(mail!.text.split("\n")[0]).toBe("Abonnementet ditt starter igjen 09.12.2026");
    expect(mail!.text).toContain("Neste betaling er 299 kr den 09.01.2027.");
    s.clock.now = NOW + 15 * 86_400_000;
    expect(await resumes()).toHaveLength(1);
    await later(s, "paused", "2026-12-09");
    const now = await data<Subscription>(
      await s.browser.call("getSubscription", { params: params("paused") }),
    );
    expect(now.pause).toBeNull();
    const history = await data<HistoryEntry[]>(
      await s.browser.call("getHistory", { params: params("paused") }),
    );
    expect(history.find((e) => e.kind === "pause" && e.event === "resumed")).toMatchObject({
      at: "2026-12-08T23:00:00.000Z",
    });
    expect(await resumes()).toHaveLength(1);
  });

  it("paper: the next paper is the first after the pause", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const offer = await offerOf(browser, "paper-subscriber");
    expect(offer).toMatchObject({ paper: true, earliestFrom: "2026-11-19" });
    const delivery = async () =>
      (await data<Delivery>(await browser.call("getDelivery", { params: params("paper-subscriber") })))
        .nextPaper;
    expect((await delivery())?.date).toBe("2026-11-19");
    await data(await create(browser, "paper-subscriber", "2026-11-19", "2026-12-02"));
    expect((await delivery())?.date).toBe("2026-12-03");
  });
});
