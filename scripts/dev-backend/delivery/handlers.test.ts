// @vitest-environment node
// Delivery at the dev backend: the paper's address and delivery days, changes of delivery and their
// deadline, postal codes (complaints: complaint/handlers.test.ts). The clock is fixed
// (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo) and the seed is built for that day.
import { describe, expect, it } from "vitest";
import type { Delivery, DeliveryChange } from "#app/api/contract/delivery.ts";
import { unclaimedAccount } from "#tests/fixtures/personas/all.ts";
import { POSTAL_CODES } from "#scripts/dev-backend/subscription/catalog.ts";
import {
  accountNo,
  Browser,
  data,
  errorOf,
  fixed,
  later,
  NOW,
  signedInFixed,
  signIn,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";

// ─── Delivery ──────────────────────────────────────────────────────────────────────────────────────

describe("delivery", () => {
  const paper = () => ({ ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" });
  const stop = (from: string, to: string | null, openEnd = false) => ({
    ...paper(),
    type: "STOP",
    from,
    to,
    openEnd,
    address: null,
  });
  const cabin = {
    coname: null,
    street: "Fjellveien",
    streetNumber: "7",
    floor: null,
    flatNumber: null,
    postalCode: "7340",
    place: "OPPDAL",
  };
  const register = async (browser: Browser, body: Record<string, unknown>) =>
    data<DeliveryChange>(await browser.call("registerDeliveryChange", { body }));
  const getDelivery = async (browser: Browser) =>
    data<Delivery>(
      await browser.call("getDelivery", {
        params: { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
      }),
    );

  it("paper-subscriber: the name, address, delivery days and deadline; no changes yet", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    expect(await getDelivery(browser)).toEqual({
      name: "Arne Solberg",
      address: {
        coname: null,
        street: "Kongens gate",
        streetNumber: "14",
        floor: "2",
        flatNumber: "H0201",
        postalCode: "7011",
        place: "Trondheim",
      },
      deliveryDays: [1, 2, 3, 4, 5, 6],
      deadline: "12:00",
      changes: [],
      // Wednesday 10:00: Thursday's deadline (12:00 today) has not passed.
      nextPossible: "2026-11-19",
      // 749 kr a month, 450 kr beyond the digital plan, over 26 issues.
      stopCredit: { perIssue: 17.31, issues: null, total: null },
      note: null,
      // Adresseavisen's paper comes by 06:30: at 10:00 today's has come, so Thursday's is next.
      nextPaper: { date: "2026-11-19", deliveredBy: "06:30", today: false },
    });
  });

  it("a stop says its credit: per issue, the issues in its span (no Sundays) and the sum", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    // Monday 30 November to Sunday 6 December: six issues.
    const dated = await register(browser, stop("2026-11-30", "2026-12-06"));
    expect(dated.credit).toEqual({ perIssue: 17.31, issues: 6, total: 103.86 });
    const open = await register(browser, stop("2026-12-14", null, true));
    expect(open.credit).toEqual({ perIssue: 17.31, issues: null, total: null });
    const transfer = await register(browser, {
      ...paper(),
      type: "TRANSFER",
      from: "2026-12-08",
      to: "2026-12-10",
      openEnd: false,
      address: cabin,
    });
    expect(transfer).not.toHaveProperty("credit");
  });

  it("moves the last day of a dated stop: later, earlier, and refuses with the reason at the field", async () => {
    const s = await signedInFixed("paper-subscriber");
    const { browser } = s;
    const trip = await register(browser, stop("2026-11-23", "2026-11-28"));
    const other = await register(browser, stop("2026-12-07", "2026-12-12"));
    const move = (id: string, to: string, key = `k-${id}-${to}`) =>
      browser.call("moveDeliveryChangeEnd", {
        params: { id },
        body: { ...paper(), to },
        headers: { "Idempotency-Key": key },
      });
    const later1 = await data<DeliveryChange>(await move(trip.id, "2026-12-02"));
    expect(later1).toMatchObject({ to: "2026-12-02", status: "REGISTERED" });
    // 23 Nov – 2 Dec: nine issues.
    expect(later1.credit).toMatchObject({ issues: 9, total: 155.79 });

    const beforeStart = await move(trip.id, "2026-11-22");
    expect(beforeStart.status).toBe(422);
    expect((await errorOf(beforeStart)).fields?.reason).toEqual(["before-start"]);
    const overlap = await move(trip.id, "2026-12-08");
    expect(overlap.status).toBe(422);
    expect((await errorOf(overlap)).fields?.reason).toEqual(["overlap"]);
    expect((await move(other.id, "2026-12-10")).status).toBe(200);

    // Thursday 26 November 13:00: the stop is running; Friday is past its deadline, Saturday not.
    await later(s, "paper-subscriber", "2026-11-26");
    s.clock.now += 3 * 60 * 60 * 1000;
    const tooLate = await move(trip.id, "2026-11-26");
    expect(tooLate.status).toBe(422);
    expect((await errorOf(tooLate)).fields).toMatchObject({
      reason: ["too-late"],
      nextPossible: ["2026-11-28"],
      lastDay: ["2026-11-27"],
    });
    const ended = await data<DeliveryChange>(await move(trip.id, "2026-11-27"));
    expect(ended).toMatchObject({ to: "2026-11-27", status: "ACTIVE" });
    expect((await move("nope", "2026-12-01")).status).toBe(404);
  });

  it("moving the last day is keyed: the same key answers once, without one it is refused", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const trip = await register(browser, stop("2026-11-23", "2026-11-28"));
    const call = (key?: string) =>
      browser.call("moveDeliveryChangeEnd", {
        params: { id: trip.id },
        body: { ...paper(), to: "2026-11-30" },
        ...(key ? { headers: { "Idempotency-Key": key } } : { key: false }),
      });
    expect((await call()).status).toBe(428);
    expect((await call("same")).status).toBe(200);
    const again = await call("same");
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
  });

  it("a change whose first day is past its deadline can no longer be withdrawn", async () => {
    const s = await signedInFixed("paper-subscriber");
    const { browser } = s;
    const soon = await register(browser, stop("2026-11-19", "2026-11-21"));
    s.clock.now += 3 * 60 * 60 * 1000; // 13:00: Thursday's deadline has passed
    const refused = await browser.call("withdrawDeliveryChange", { params: { id: soon.id }, body: paper() });
    expect(refused.status).toBe(409);
  });

  it("refuses a digital subscription (409) and other people's accounts (403)", async () => {
    const { browser } = await signedInFixed("subscriber");
    const mine = { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    expect(
      (await browser.call("getDelivery", { params: { accountNo: mine.ariaAccountNo, titleCode: "ADR" } }))
        .status,
    ).toBe(409);
    const register = await browser.call("registerDeliveryChange", {
      body: { ...stop("2026-11-20", "2026-11-27"), ...mine },
    });
    expect(register.status).toBe(409);
    expect(
      (
        await browser.call("getDelivery", {
          params: { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-27") })).status,
    ).toBe(403);
  });

  it("registers a stop before the deadline; it is listed newest first as REGISTERED", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const first = await register(browser, stop("2026-11-20", "2026-11-27"));
    expect(first).toMatchObject({
      type: "STOP",
      from: "2026-11-20",
      to: "2026-11-27",
      openEnd: false,
      address: null,
      status: "REGISTERED",
      createdAt: new Date(NOW).toISOString(),
    });
    const second = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", {
        body: { ...paper(), type: "TRANSFER", from: "2026-12-14", to: null, openEnd: true, address: cabin },
      }),
    );
    expect(second).toMatchObject({ type: "TRANSFER", openEnd: true, address: cabin, status: "REGISTERED" });
    expect((await getDelivery(browser)).changes.map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it("past the deadline or on a day without delivery: 422 naming the next possible day", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    // Today itself is too late; tomorrow (Thursday) is still possible until 12:00 today.
    const today = await browser.call("registerDeliveryChange", { body: stop(TODAY, "2026-11-27") });
    expect(today.status).toBe(422);
    expect(await errorOf(today)).toEqual({
      status: 422,
      message: "Første dag må være 19.11.2026 eller senere",
      fields: { from: ["Første dag må være 19.11.2026 eller senere"], nextPossible: ["2026-11-19"] },
    });
    // Sunday has no paper: Monday is proposed.
    const sunday = await browser.call("registerDeliveryChange", { body: stop("2026-11-22", "2026-11-27") });
    expect((await errorOf(sunday)).fields?.nextPossible).toEqual(["2026-11-23"]);
  });

  it("checks type, dates and address together (400)", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await browser.call("registerDeliveryChange", { body: { ...paper(), ...body } });
      expect(response.status).toBe(400);
      return Object.keys((await errorOf(response)).fields ?? {});
    };
    const base = { from: "2026-11-20", to: "2026-11-27", openEnd: false };
    expect(await fieldsOf({ ...base, type: "TRANSFER", address: null })).toEqual(["address"]);
    expect(await fieldsOf({ ...base, type: "PERMANENT", to: null, address: null })).toEqual(["address"]);
    expect(await fieldsOf({ ...base, type: "STOP", address: cabin })).toEqual(["address"]);
    expect(await fieldsOf({ ...base, type: "PERMANENT", address: cabin })).toEqual(["to"]);
    expect(await fieldsOf({ ...base, type: "PERMANENT", to: null, openEnd: true, address: cabin })).toEqual([
      "openEnd",
    ]);
    expect(await fieldsOf({ ...base, type: "STOP", to: null, address: null })).toEqual(["to"]);
    expect(await fieldsOf({ ...base, type: "STOP", to: "2026-11-19", address: null })).toEqual(["to"]);
  });

  it("refuses a change overlapping a registered or active one (409)", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    await data(await browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-27") }));
    const overlapping = await browser.call("registerDeliveryChange", {
      body: stop("2026-11-27", null, true),
    });
    expect(overlapping.status).toBe(409);
    await data(await browser.call("registerDeliveryChange", { body: stop("2026-11-28", "2026-12-02") }));
    // A move occupies its first day only: a stop across it clashes, one after it does not.
    await data(
      await browser.call("registerDeliveryChange", {
        body: { ...paper(), type: "PERMANENT", from: "2026-12-07", to: null, openEnd: false, address: cabin },
      }),
    );
    expect(
      (await browser.call("registerDeliveryChange", { body: stop("2026-12-05", "2026-12-08") })).status,
    ).toBe(409);
    await data(await browser.call("registerDeliveryChange", { body: stop("2026-12-14", "2026-12-19") }));
  });

  it("ends an open-ended stop that has started: the paper comes again from a possible day", async () => {
    const s = await signedInFixed("paper-subscriber");
    const { browser } = s;
    const dated = await register(browser, stop("2026-11-20", "2026-11-21"));
    const pause = await register(browser, stop("2026-11-25", null, true));
    await later(s, "paper-subscriber", "2026-11-30"); // Monday 10:00: Tuesday is still possible
    const end = (id: string, resumeOn: string) =>
      browser.call("endDeliveryChange", { params: { id }, body: { ...paper(), resumeOn } });

    const tooSoon = await end(pause.id, "2026-11-30");
    expect(tooSoon.status).toBe(422);
    expect((await errorOf(tooSoon)).fields?.nextPossible).toEqual(["2026-12-01"]);
    expect((await end(dated.id, "2026-12-01")).status).toBe(409);
    expect((await end("nope", "2026-12-01")).status).toBe(404);

    const ended = await data<DeliveryChange>(await end(pause.id, "2026-12-01"));
    expect(ended).toMatchObject({ id: pause.id, to: "2026-11-30", openEnd: false, status: "ACTIVE" });
    expect((await end(pause.id, "2026-12-02")).status).toBe(409);
  });

  it("withdraws a change that has not started; not twice, not after it started, not an unknown one", async () => {
    const s = await signedInFixed("paper-subscriber");
    const { browser } = s;
    const early = await register(browser, stop("2026-11-20", "2026-11-21"));
    const late = await register(browser, stop("2026-11-25", "2026-11-26"));
    const withdrawn = await data<DeliveryChange>(
      await browser.call("withdrawDeliveryChange", { params: { id: late.id }, body: paper() }),
    );
    expect(withdrawn).toMatchObject({ id: late.id, status: "WITHDRAWN" });
    expect(
      (await browser.call("withdrawDeliveryChange", { params: { id: late.id }, body: paper() })).status,
    ).toBe(409);
    expect(
      (await browser.call("withdrawDeliveryChange", { params: { id: "nope" }, body: paper() })).status,
    ).toBe(404);

    await later(s, "paper-subscriber", "2026-11-20");
    const started = await browser.call("withdrawDeliveryChange", { params: { id: early.id }, body: paper() });
    expect(started.status).toBe(409);
    expect((await getDelivery(browser)).changes.map((c) => [c.id, c.status])).toEqual([
      [late.id, "WITHDRAWN"],
      [early.id, "ACTIVE"],
    ]);
    await later(s, "paper-subscriber", "2026-11-22");
    expect((await getDelivery(browser)).changes.find((c) => c.id === early.id)?.status).toBe("DONE");
  });

  it("keeps another user's change out of reach (403 with their account, 404 with one's own)", async () => {
    const owner = await signedInFixed("paper-subscriber");
    const change = await data<DeliveryChange>(
      await owner.browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-21") }),
    );
    const other = new Browser(owner.app);
    await signIn(other, "subscriber");
    expect(
      (await other.call("withdrawDeliveryChange", { params: { id: change.id }, body: paper() })).status,
    ).toBe(403);
    expect(
      (
        await other.call("withdrawDeliveryChange", {
          params: { id: change.id },
          body: { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" },
        })
      ).status,
    ).toBe(404);
  });

  it("a permanent move becomes the delivery address once it has started", async () => {
    const s = await signedInFixed("paper-subscriber");
    const newHome = {
      ...cabin,
      street: "Storgata",
      streetNumber: "1",
      postalCode: "7600",
      place: "LEVANGER",
    };
    await data(
      await s.browser.call("registerDeliveryChange", {
        body: {
          ...paper(),
          type: "PERMANENT",
          from: "2026-11-23",
          to: null,
          openEnd: false,
          address: newHome,
        },
      }),
    );
    expect((await getDelivery(s.browser)).address.street).toBe("Kongens gate");
    await later(s, "paper-subscriber", "2026-11-23");
    const delivery = await getDelivery(s.browser);
    expect(delivery.address).toEqual(newHome);
    expect(delivery.changes[0]!.status).toBe("ACTIVE");
    await later(s, "paper-subscriber", "2027-06-01");
    expect((await getDelivery(s.browser)).changes[0]!.status).toBe("ACTIVE");
  });

  it("the same Idempotency-Key registers once", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const headers = { "Idempotency-Key": "stopp-1" };
    const first = await browser.call("registerDeliveryChange", {
      body: stop("2026-11-20", "2026-11-27"),
      headers,
    });
    const again = await browser.call("registerDeliveryChange", {
      body: stop("2026-11-20", "2026-11-27"),
      headers,
    });
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(db.prepare("SELECT count(*) AS n FROM delivery_changes").get()).toEqual({ n: 1 });
  });

  it("the unclaimed paper account has a delivery address of its own", () => {
    expect(unclaimedAccount(TODAY).deliveryAddress).toMatchObject({ postalCode: "7013" });
  });
});

// ─── Postal codes ──────────────────────────────────────────────────────────────────────────────────

describe("lookupPostalCode", () => {
  it("answers the place as Posten writes it; 404 for an unknown code", async () => {
    const browser = await new Browser(fixed().app).prime();
    const lookup = async (postalCode: string) => browser.call("lookupPostalCode", { params: { postalCode } });
    expect(await data(await lookup("7011"))).toEqual({ postalCode: "7011", place: "TRONDHEIM" });
    expect(await data(await lookup("4612"))).toEqual({ postalCode: "4612", place: "KRISTIANSAND S" });
    expect(await data(await lookup("6002"))).toEqual({ postalCode: "6002", place: "ÅLESUND" });
    expect((await lookup("0000")).status).toBe(404);
    expect((await lookup("70a1")).status).toBe(400);
  });

  it("covers the group's towns and the personas' addresses", () => {
    const codes = new Map(POSTAL_CODES);
    expect(codes.size).toBe(POSTAL_CODES.length);
    expect(codes.size).toBeGreaterThanOrEqual(60);
    for (const code of ["7010", "7011", "7013", "9406", "8006", "4836", "3724", "5411", "0151", "7290"])
      expect(codes.has(code)).toBe(true);
    expect([...codes.values()].every((place) => place === place.toUpperCase())).toBe(true);
  });
});
