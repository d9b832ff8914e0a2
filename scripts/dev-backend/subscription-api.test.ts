// @vitest-environment node
// The subscriber's own endpoints of the dev backend: plans and plan changes, paper delivery and its
// changes, postal codes, complaints, invoices, the payment method and privacy requests. The clock
// is fixed (Wednesday 18 November 2026, 10:00 in Oslo) and the seed is built for that day.
import { describe, expect, it } from "vitest";
import type { Delivery, DeliveryChange, Invoice, Plan, Subscription } from "../../app/api/contract.ts";
import { SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import { addDays, addMonths, unclaimedPaperAccount } from "../../tests/fixtures/personas.ts";
import { POSTAL_CODES } from "./catalog.ts";
import {
  accountNo,
  Browser,
  data,
  ORIGIN,
  outbox,
  setup,
  signedIn,
  signIn,
  type Setup,
} from "./test-support.ts";

const TODAY = "2026-11-18"; // a Wednesday
const NOW = Date.parse("2026-11-18T09:00:00Z"); // 10:00 in Oslo
/** 10:00 Oslo time (winter, UTC+1) on `date`. */
const tenOClock = (date: string) => Date.parse(`${date}T09:00:00Z`);

const fixed = () => setup({ now: NOW });
const signedInFixed = (personaId: string) => signedIn(personaId, fixed());

/** Moves the clock to 10:00 on `date` and signs in again (sessions last 8 hours). */
async function later(s: Setup & { browser: Browser }, personaId: string, date: string) {
  s.clock.now = tenOClock(date);
  expect((await signIn(s.browser, personaId)).status).toBe(200);
}

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { status: number; message: string; fields?: Record<string, string[]> };
    }
  ).error;

// ─── Plans ──────────────────────────────────────────────────────────────────────────────────────

describe("getPlans", () => {
  it("lists one row per plan and billing period; Premium first at FVN; paper only with a paper edition", async () => {
    const browser = await new Browser(fixed().app).prime();
    const adr = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "ADR" } }));
    expect(adr.map((p) => [p.ariaPlanID, p.billingPeriod, p.price])).toEqual([
      ["C-DIGITAL-DIGITAL", "MONTHLY", 299],
      ["C-DIGITAL-DIGITAL", "QUARTERLY", 849],
      ["C-DIGITAL-DIGITAL", "ANNUAL", 3190],
      ["C-DIGITAL-PREMIUM", "MONTHLY_PREMIUM", 399],
      ["C-COMBO-PAPIR-DIGITAL", "MONTHLY", 649],
      ["C-COMBO-PAPIR-DIGITAL", "ANNUAL", 7190],
      ["C-DIGITAL-UNG", "MONTHLY", 99],
    ]);
    expect(adr.find((p) => p.ariaPlanID === "C-DIGITAL-PREMIUM")!.features).toContain("PARTNER_SITES");
    expect(adr.find((p) => p.ariaPlanID === "C-COMBO-PAPIR-DIGITAL")).toMatchObject({
      planName: "Papir + digital",
      planProductType: "COMBO",
    });
    expect(adr.every((p) => p.description.length > 10)).toBe(true);

    const fvn = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "FVN" } }));
    expect(fvn[0]).toMatchObject({ ariaPlanID: "C-DIGITAL-PREMIUM", planName: "Digital Premium" });
    const pol = await data<Plan[]>(await browser.call("getPlans", { params: { titleCode: "POL" } }));
    expect(pol.some((p) => p.planProductType === "COMBO")).toBe(false);
    expect((await browser.call("getPlans", { params: { titleCode: "ZZZ" } })).status).toBe(404);
  });
});

// ─── Plan changes ───────────────────────────────────────────────────────────────────────────────

describe("changeSubscription and cancelPlanChange", () => {
  const subscriber = () => ({ ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" });

  it("sets a pending change from the next billing period; refuses the same plan and period and unknown plans", async () => {
    const { browser } = await signedInFixed("subscriber");
    // Kari's monthly periods start on the 9th (seeded 14 months and 9 days ago).
    const sub = await data<Subscription>(
      await browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    expect(sub).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      billingPeriod: "MONTHLY",
      price: 299,
      pendingChange: { ariaPlanID: "C-DIGITAL-DIGITAL", planName: "Digital", effectiveDate: "2026-12-09" },
    });

    const same = await browser.call("changeSubscription", {
      body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "MONTHLY" },
    });
    expect(same.status).toBe(409);
    const unknown = await browser.call("changeSubscription", {
      body: { ...subscriber(), ariaPlanID: "C-DIGITAL-PREMIUM", billingPeriod: "MONTHLY" },
    });
    expect(unknown.status).toBe(404);

    const back = await data<Subscription>(await browser.call("cancelPlanChange", { body: subscriber() }));
    expect(back.pendingChange).toBeNull();
    expect((await browser.call("cancelPlanChange", { body: subscriber() })).status).toBe(409);
  });

  it("shows the subscription as changed once the effective date has come", async () => {
    const s = await signedInFixed("subscriber");
    await data(
      await s.browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    await later(s, "subscriber", "2026-12-08");
    const before = await data<Subscription>(
      await s.browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
      }),
    );
    expect(before).toMatchObject({
      billingPeriod: "MONTHLY",
      pendingChange: { effectiveDate: "2026-12-09" },
    });

    await later(s, "subscriber", "2026-12-09");
    const after = await data<Subscription>(
      await s.browser.call("getSubscription", {
        params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
      }),
    );
    expect(after).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      billingPeriod: "ANNUAL",
      price: 3190,
      startDate: "2026-12-09",
      pendingChange: null,
    });
  });

  it("pending-change: the seeded change to Digital Premium takes effect the 1st of next month", async () => {
    const s = await signedInFixed("pending-change");
    await later(s, "pending-change", "2026-12-01");
    const sub = await data<Subscription>(
      await s.browser.call("getSubscription", {
        params: { accountNo: accountNo("pending-change"), titleCode: "ADR" },
      }),
    );
    expect(sub).toMatchObject({
      ariaPlanID: "C-DIGITAL-PREMIUM",
      planName: "Digital Premium",
      billingPeriod: "MONTHLY_PREMIUM",
      price: 399,
      pendingChange: null,
    });
    expect(sub.features).toContain("PARTNER_SITES");
  });

  it("refuses a cancelled subscription (409), and cancelling clears a pending change", async () => {
    const cancelled = await signedInFixed("cancelled");
    const refused = await cancelled.browser.call("changeSubscription", {
      body: {
        ariaAccountNo: accountNo("cancelled"),
        titleCode: "ADR",
        ariaPlanID: "C-DIGITAL-DIGITAL",
        billingPeriod: "ANNUAL",
      },
    });
    expect(refused.status).toBe(409);

    const { browser, db } = await signedInFixed("subscriber");
    await data(
      await browser.call("changeSubscription", {
        body: { ...subscriber(), ariaPlanID: "C-DIGITAL-PREMIUM", billingPeriod: "MONTHLY_PREMIUM" },
      }),
    );
    const gone = await data<Subscription>(
      await browser.call("deleteSubscription", {
        body: {
          ...subscriber(),
          reason: "For dyrt",
          customerNumber: accountNo("subscriber"),
          name: "Kari Nordmann",
          product: "Digital",
          cancelKind: "CANCELLATION",
        },
      }),
    );
    expect(gone).toMatchObject({
      instStatusCode: SubscriptionStatus.PENDING_CANCELLATION,
      pendingChange: null,
    });
    expect(
      db
        .prepare("SELECT pending_plan FROM subscriptions WHERE aria_account_no = ? AND title_code = 'ADR'")
        .get(accountNo("subscriber")),
    ).toEqual({ pending_plan: null });
  });

  it("keeps other people's subscriptions out of reach (403)", async () => {
    const { browser } = await signedInFixed("subscriber");
    const body = { ariaAccountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    expect(
      (
        await browser.call("changeSubscription", {
          body: { ...body, ariaPlanID: "C-COMBO-PAPIR-DIGITAL", billingPeriod: "ANNUAL" },
        })
      ).status,
    ).toBe(403);
    expect((await browser.call("cancelPlanChange", { body })).status).toBe(403);
  });
});

// ─── Delivery ───────────────────────────────────────────────────────────────────────────────────

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
    });
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
    const first = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-27") }),
    );
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
      message: "Første dag må være 2026-11-19 eller senere",
      fields: { from: ["Første dag må være 2026-11-19 eller senere"], nextPossible: ["2026-11-19"] },
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
    const dated = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-21") }),
    );
    const pause = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-11-25", null, true) }),
    );
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
    const early = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-11-20", "2026-11-21") }),
    );
    const late = await data<DeliveryChange>(
      await browser.call("registerDeliveryChange", { body: stop("2026-11-25", "2026-11-26") }),
    );
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
    expect(unclaimedPaperAccount(TODAY).deliveryAddress).toMatchObject({ postalCode: "7013" });
  });
});

// ─── Postal codes ───────────────────────────────────────────────────────────────────────────────

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

// ─── Complaints ─────────────────────────────────────────────────────────────────────────────────

describe("registerComplaint", () => {
  const body = (fields: Record<string, unknown> = {}) => ({
    ariaAccountNo: accountNo("paper-subscriber"),
    titleCode: "ADR",
    date: addDays(TODAY, -1),
    category: "MANGLER",
    comment: "Ingen avis i postkassen.",
    ...fields,
  });

  it("stores the complaint and e-mails a confirmation", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const answer = await data<{ complaintId: string; date: string; category: string }>(
      await browser.call("registerComplaint", { body: body() }),
    );
    expect(answer).toMatchObject({ date: "2026-11-17", category: "MANGLER" });
    expect(db.prepare("SELECT id, category, comment FROM complaints").all()).toEqual([
      { id: answer.complaintId, category: "MANGLER", comment: "Ingen avis i postkassen." },
    ]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "arne.solberg@example.no" });
    expect(mail!.text).toMatch(/^Vi har registrert reklamasjonen din/);
    // Exactly 30 days ago is still in time.
    await data(await browser.call("registerComplaint", { body: body({ date: addDays(TODAY, -30) }) }));
  });

  it("refuses a digital subscription (409), an unknown category (400) and dates out of range (422)", async () => {
    const digital = await signedInFixed("subscriber");
    const refused = await digital.browser.call("registerComplaint", {
      body: body({ ariaAccountNo: accountNo("subscriber") }),
    });
    expect(await errorOf(refused)).toEqual({ status: 409, message: "Reklamasjon gjelder bare papiravisen" });

    const { browser } = await signedInFixed("paper-subscriber");
    const category = await browser.call("registerComplaint", { body: body({ category: "VÆRET" }) });
    expect(category.status).toBe(400);
    expect(Object.keys((await errorOf(category)).fields!)).toEqual(["category"]);
    for (const date of [addDays(TODAY, 1), addDays(TODAY, -31)]) {
      const response = await browser.call("registerComplaint", { body: body({ date }) });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorOf(response)).fields!)).toEqual(["date"]);
    }
  });
});

// ─── Invoices and payment method ────────────────────────────────────────────────────────────────

describe("payInvoice and getPayment", () => {
  const payWith = (browser: Browser, ariaInvoiceNo: string, key: string, method = "SWEDBANK-PPG") =>
    browser.call("payInvoice", {
      params: { ariaInvoiceNo },
      body: {
        ariaAccountNo: accountNo("unpaid-invoice"),
        titleCode: "ADR",
        paymentMethod: method,
        currency: "NOK-01",
        returnUrl: `${ORIGIN}/betal-faktura/${ariaInvoiceNo}`,
      },
      headers: { "Idempotency-Key": key },
    });
  const unpaidOf = async (browser: Browser) =>
    (
      await data<Invoice[]>(
        await browser.call("getInvoices", {
          params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
        }),
      )
    ).find((i) => !i.paid)!;

  it("pays an invoice once: the same key starts one payment, approval marks it paid, a paid one is refused", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    const invoice = await unpaidOf(browser);
    const first = await data<{ paymentId: string; redirectUrl: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "key-one-0001"),
    );
    // A double click or a reload sends the same key: the same trip, not a second payment.
    const again = await payWith(browser, invoice.ariaInvoiceNo, "key-one-0001");
    expect(again.headers.get("Idempotency-Replayed")).toBe("true");
    expect(await data(again)).toEqual(first);
    const count = () =>
      (
        db
          .prepare("SELECT COUNT(*) AS n FROM payments WHERE aria_invoice_no = ?")
          .get(invoice.ariaInvoiceNo) as {
          n: number;
        }
      ).n;
    expect(count()).toBe(1);

    const pending = await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } }));
    expect(pending).toEqual({
      paymentId: first.paymentId,
      kind: "INVOICE",
      method: "SWEDBANK-PPG",
      status: "PENDING",
      ariaInvoiceNo: invoice.ariaInvoiceNo,
      amount: invoice.amount,
    });
    const page = await (await browser.fetch(first.redirectUrl)).text();
    expect(page).toContain("299 kr");

    const done = await browser.fetch(first.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const back = new URL(done.headers.get("Location")!);
    expect(back.pathname).toBe(`/betal-faktura/${invoice.ariaInvoiceNo}`);
    expect(back.searchParams.get("betaling")).toBe(first.paymentId);
    expect(
      await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } })),
    ).toMatchObject({ status: "APPROVED" });
    expect((await unpaidOf(browser))?.ariaInvoiceNo).not.toBe(invoice.ariaInvoiceNo);
    // Pressing approve again at the provider (the back button) changes nothing.
    await browser.fetch(first.redirectUrl, { method: "POST", form: { outcome: "failed" } });
    expect(
      await data(await browser.call("getPayment", { params: { paymentId: first.paymentId } })),
    ).toMatchObject({ status: "APPROVED" });

    const paid = await payWith(browser, invoice.ariaInvoiceNo, "key-two-0002", "VIPPS");
    expect(paid.status).toBe(409);
    expect(count()).toBe(1);
  });

  it("never takes the money twice when two trips for one invoice are approved", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const invoice = await unpaidOf(browser);
    const a = await data<{ redirectUrl: string; paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "tab-a-00001"),
    );
    const b = await data<{ redirectUrl: string; paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "tab-b-00002", "VIPPS"),
    );
    expect(a.paymentId).not.toBe(b.paymentId);
    await browser.fetch(a.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    await browser.fetch(b.redirectUrl, { method: "POST", form: { outcome: "approved" } });
    const status = async (paymentId: string) =>
      (await data<{ status: string }>(await browser.call("getPayment", { params: { paymentId } }))).status;
    expect([await status(a.paymentId), await status(b.paymentId)]).toEqual(["APPROVED", "FAILED"]);
  });

  it("refuses an unknown invoice, another account's, and another user's payment", async () => {
    const s = fixed();
    const { browser } = await signedIn("unpaid-invoice", s);
    expect((await payWith(browser, "99999999", "key-unknown-1")).status).toBe(404);
    const invoice = await unpaidOf(browser);
    const { paymentId } = await data<{ paymentId: string }>(
      await payWith(browser, invoice.ariaInvoiceNo, "key-mine-0001"),
    );
    const other = await signedIn("subscriber", s);
    expect((await other.browser.call("getPayment", { params: { paymentId } })).status).toBe(404);
    expect((await payWith(other.browser, invoice.ariaInvoiceNo, "key-theirs-01")).status).toBe(403);
  });
});

describe("getInvoices and getPaymentMethod", () => {
  it("answers the account's invoices newest first, for every title when they carry none", async () => {
    const { browser, db } = await signedInFixed("unpaid-invoice");
    const invoicesFor = (titleCode: string) =>
      browser.call("getInvoices", { params: { accountNo: accountNo("unpaid-invoice"), titleCode } });
    const adr = await data<Invoice[]>(await invoicesFor("ADR"));
    expect(adr.map((i) => [i.periodFrom, i.paid])).toEqual([
      ["2026-11-01", false],
      ["2026-10-01", true],
    ]);
    expect(adr[0]).toMatchObject({ amount: 299, periodTo: "2026-11-30", accountNumber: "1503 12 34567" });
    expect(adr[0]!.kid).toMatch(/^\d+$/);
    expect(await data(await invoicesFor("FVN"))).toEqual(adr);

    // An invoice of one title is that title's only.
    db.prepare(
      `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date, title_code) VALUES ('9', ?, '1234', 100, 1, 'Ekstra', '2026-12-01',
         '2026-12-31', '1503 12 34567', '2026-12-14', 'ADR')`,
    ).run(accountNo("unpaid-invoice"));
    expect((await data<Invoice[]>(await invoicesFor("ADR")))[0]!.ariaInvoiceNo).toBe("9");
    expect(await data(await invoicesFor("FVN"))).toHaveLength(2);

    expect(
      (
        await browser.call("getInvoices", {
          params: { accountNo: accountNo("subscriber"), titleCode: "ADR" },
        })
      ).status,
    ).toBe(403);
  });

  it("answers the persona's payment method, or null", async () => {
    const s = fixed();
    const methodOf = async (personaId: string) => {
      const { browser } = await signedIn(personaId, s);
      return data(await browser.call("getPaymentMethod", { params: { accountNo: accountNo(personaId) } }));
    };
    const card = await methodOf("subscriber");
    expect(card).toMatchObject({ type: "SWEDBANK-PPG", cardLast4: "4417" });
    // The card is good for more than 30 days.
    expect((card as { cardExpiry: string }).cardExpiry > addMonths(TODAY, 1).slice(0, 7)).toBe(true);
    expect(await methodOf("youth")).toEqual({ type: "VIPPS", cardLast4: null, cardExpiry: null });
    expect(await methodOf("paper-subscriber")).toEqual({
      type: "AVTALEGIRO",
      cardLast4: null,
      cardExpiry: null,
    });
    expect(await methodOf("no-subscription")).toBeNull();

    const { browser } = await signedIn("youth", s);
    expect(
      (await browser.call("getPaymentMethod", { params: { accountNo: accountNo("subscriber") } })).status,
    ).toBe(403);
  });
});

// ─── Privacy ────────────────────────────────────────────────────────────────────────────────────

describe("privacy requests", () => {
  it("takeout: stored, ready within 30 days, confirmed by e-mail", async () => {
    const { browser, db } = await signedInFixed("subscriber");
    const answer = await data(
      await browser.call("requestDataExport", { body: { ariaAccountNo: accountNo("subscriber") } }),
    );
    expect(answer).toEqual({ requestedAt: new Date(NOW).toISOString(), readyBy: "2026-12-18" });
    expect(db.prepare("SELECT kind, ready_by FROM privacy_requests").all()).toEqual([
      { kind: "takeout", ready_by: "2026-12-18" },
    ]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "kari.nordmann@example.no" });
    expect(mail!.text).toMatch(/^Vi har mottatt bestillingen av dataene dine.*innen 30 dager/);
    expect(
      (await browser.call("requestDataExport", { body: { ariaAccountNo: accountNo("paper-subscriber") } }))
        .status,
    ).toBe(403);
  });

  it("deletion: failed with an active paying subscription, deleted without, then notExist", async () => {
    const s = fixed();
    const paying = await signedIn("subscriber", s);
    const ask = (browser: Browser, ariaAccountNo: string) =>
      browser.call("requestDeletion", { body: { ariaAccountNo, confirm: true } });
    expect(await data(await ask(paying.browser, accountNo("subscriber")))).toEqual({ result: "failed" });
    expect((await ask(paying.browser, accountNo("no-subscription"))).status).toBe(403);

    const { browser, db } = await signedIn("no-subscription", s);
    expect(await data(await ask(browser, accountNo("no-subscription")))).toEqual({ result: "deleted" });
    expect(
      db
        .prepare("SELECT deletion_requested_at AS at FROM accounts WHERE aria_account_no = ?")
        .get(accountNo("no-subscription")),
    ).toEqual({ at: NOW });
    expect(db.prepare("SELECT kind FROM privacy_requests").all()).toEqual([{ kind: "delete" }]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "ola.hansen@example.no" });
    expect(mail!.text).toContain("30 dager");
    expect(mail!.text).toContain("5 år");
    expect(await data(await ask(browser, accountNo("no-subscription")))).toEqual({ result: "notExist" });
    expect(await data(await ask(browser, "99999999"))).toEqual({ result: "notExist" });

    // A cancelled subscription does not stand in the way.
    const cancelled = await signedIn("cancelled", s);
    expect(await data(await ask(cancelled.browser, accountNo("cancelled")))).toEqual({ result: "deleted" });

    const unconfirmed = await browser.call("requestDeletion", {
      body: { ariaAccountNo: accountNo("no-subscription"), confirm: false },
    });
    expect(unconfirmed.status).toBe(400);
  });
});
