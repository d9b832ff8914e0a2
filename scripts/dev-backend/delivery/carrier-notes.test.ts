// @vitest-environment node
// The note to the carrier at the dev backend: kept exactly as typed, per address, on the carrier's
// list from the next publication day (or a transfer's first day), recorded in the history with a
// receipt; and the next paper the delivery card names, by the title's own delivery time. The clock is
// fixed (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo).
import { describe, expect, it } from "vitest";
import type { Delivery, DeliveryChange } from "#app/api/contract/delivery.ts";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  outbox,
  signedIn,
  signedInFixed,
  setup,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";

const paper = () => ({ ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" });
const params = () => ({ accountNo: accountNo("paper-subscriber"), titleCode: "ADR" });
const save = (browser: Browser, changeId: string | null, text: string) =>
  browser.call("saveCarrierNote", { body: { ...paper(), changeId, text } });
const getDelivery = async (browser: Browser) =>
  data<Delivery>(await browser.call("getDelivery", { params: params() }));
const history = async (browser: Browser) =>
  data<HistoryEntry[]>(await browser.call("getHistory", { params: params() }));
const cabin = {
  coname: null,
  street: "Fjellveien",
  streetNumber: "7",
  floor: null,
  flatNumber: null,
  postalCode: "7340",
  place: "OPPDAL",
};

describe("a note to the carrier", () => {
  it("is on the carrier's list from the next paper, exactly as typed, and told in the history and a receipt", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const text = "Legg avisa i postkassen ved garasjen. Gáldu: Sámi čállá ŋ ja đ — Привет 👍🏽";
    const saved = await data<{ note: unknown }>(await save(browser, null, `  ${text}  `));
    // Wednesday 10:00: Thursday 19 November is the next paper.
    expect(saved.note).toEqual({ text, from: "2026-11-19" });
    expect((await getDelivery(browser)).note).toEqual({ text, from: "2026-11-19" });
    expect((await history(browser))[0]).toMatchObject({
      kind: "carrier-note",
      event: "saved",
      changeId: null,
      text,
      fromDate: "2026-11-19",
    });
    const receipt = (await outbox(browser))[0]!;
    expect(receipt.text).toContain(
      `Beskjeden til avisbudet er lagret: «${text}». Avisbudet ser den fra 19.11.2026.`,
    );
  });

  it("the same text again changes nothing and sends no second receipt; an empty one removes it", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    await save(browser, null, "Ved garasjen");
    const receipts = (await outbox(browser)).length;
    await save(browser, null, "Ved garasjen");
    expect((await outbox(browser)).length).toBe(receipts);
    expect((await data<{ note: unknown }>(await save(browser, null, ""))).note).toBeNull();
    expect((await getDelivery(browser)).note).toBeNull();
    expect((await history(browser))[0]).toMatchObject({ kind: "carrier-note", event: "removed" });
    expect((await outbox(browser))[0]!.text).toContain("Beskjeden til avisbudet er fjernet.");
  });

  it("refuses more than 250 characters as a reader counts them, and takes 250 emoji", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const refused = await save(browser, null, "a".repeat(251));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.text).toBeDefined();
    expect((await save(browser, null, "👍🏽".repeat(250))).status).toBe(200);
  });

  it("a transfer's address has its own, from the transfer's first day; a stop has none", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const transfer = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", {
        body: {
          ...paper(),
          type: "TRANSFER",
          from: "2026-12-21",
          to: "2026-12-31",
          openEnd: false,
          address: cabin,
        },
      }),
    );
    const saved = await data<{ note: unknown }>(await save(browser, transfer.id, "Kassen ved fjøset"));
    expect(saved.note).toEqual({ text: "Kassen ved fjøset", from: "2026-12-21" });
    const delivery = await getDelivery(browser);
    expect(delivery.note).toBeNull();
    expect(delivery.changes.find((c) => c.id === transfer.id)?.note).toEqual(saved.note);
    expect((await outbox(browser))[0]!.text).toContain(
      "Beskjeden til avisbudet på den midlertidige adressen er lagret",
    );

    const stop = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", {
        body: {
          ...paper(),
          type: "STOP",
          from: "2027-01-04",
          to: "2027-01-08",
          openEnd: false,
          address: null,
        },
      }),
    );
    expect((await save(browser, stop.id, "Nei")).status).toBe(409);
    expect((await save(browser, "ukjent", "Nei")).status).toBe(404);
  });

  it("is refused for a digital subscription", async () => {
    const { browser } = await signedInFixed("subscriber");
    const response = await browser.call("saveCarrierNote", {
      body: { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR", changeId: null, text: "Hei" },
    });
    expect(response.status).toBe(409);
  });
});

describe("the next paper on the delivery card", () => {
  it("is today's until the title's own time has passed: 06:30 for Adresseavisen", async () => {
    // 06:15 Oslo on Wednesday 18 November (05:15 UTC).
    const early = await signedIn("paper-subscriber", setup({ now: Date.parse("2026-11-18T05:15:00Z") }));
    expect((await getDelivery(early.browser)).nextPaper).toEqual({
      date: "2026-11-18",
      deliveredBy: "06:30",
      today: true,
    });
    // 06:45: Adresseavisen's has come, though a title without a time of its own (07:00) would not have.
    const s = setup({ now: Date.parse("2026-11-18T05:45:00Z") });
    const { browser } = await signedIn("paper-subscriber", s);
    expect((await getDelivery(browser)).nextPaper).toEqual({
      date: "2026-11-19",
      deliveredBy: "06:30",
      today: false,
    });
  });

  it("on a Saturday comes by Adresseavisen's Saturday time, 08:00", async () => {
    // 07:30 Oslo on Saturday 21 November.
    const { browser } = await signedIn(
      "paper-subscriber",
      setup({ now: Date.parse("2026-11-21T06:30:00Z") }),
    );
    expect((await getDelivery(browser)).nextPaper).toEqual({
      date: "2026-11-21",
      deliveredBy: "08:00",
      today: true,
    });
  });

  it("skips the days a stop leaves out", async () => {
    const s = fixed();
    const { browser } = await signedIn("paper-subscriber", s);
    await browser.call("registerDeliveryChange", {
      body: { ...paper(), type: "STOP", from: "2026-11-19", to: "2026-11-23", openEnd: false, address: null },
    });
    // Thursday to Monday stopped (Sunday prints nothing): Tuesday 24 November.
    expect((await getDelivery(browser)).nextPaper).toEqual({
      date: "2026-11-24",
      deliveredBy: "06:30",
      today: false,
    });
  });
});
