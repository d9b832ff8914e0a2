// @vitest-environment node
// Delivery complaints at the dev backend (docs/decisions/037): the categories, the paper's last 30
// days, the remedies offered and chosen, the third complaint in 30 days, and when a remedy is done.
// The clock is fixed (test-support.ts: Wednesday 18 November 2026, 10:00 in Oslo) and the seed is
// built for that day. paper-subscriber pays 749 a month (MONTHLY since 9 January 2021) and lives at
// 7011 Trondheim: in ADR's redelivery area (7000–7099, cutoff 10:30), outside SH's (5400–5499).
import { describe, expect, it } from "vitest";
import type { DeliveryHistory, RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import {
  accountNo,
  Browser,
  data,
  fixed,
  later,
  outbox,
  setup,
  signedIn,
  signedInFixed,
  NOW,
  TODAY,
} from "#scripts/dev-backend/test-support.ts";

const ARNE = accountNo("paper-subscriber");
const NEXT_PERIOD = "2026-12-09";

const body = (fields: Record<string, unknown> = {}) => ({
  ariaAccountNo: ARNE,
  titleCode: "ADR",
  dates: [addDays(TODAY, -1)],
  category: "MANGLER",
  remedy: "CREDIT",
  comment: "Ingen avis i postkassen.",
  ...fields,
});

const history = async (browser: Browser, titleCode = "ADR") =>
  data<DeliveryHistory>(
    await browser.call("getDeliveryHistory", { params: { ariaAccountNo: ARNE, titleCode } }),
  );
const register = async (browser: Browser, fields: Record<string, unknown> = {}) =>
  data<RegisteredComplaint>(await browser.call("registerComplaint", { body: body(fields) }));
const open = async (browser: Browser) =>
  data<RegisteredComplaint[]>(
    await browser.call("getOpenComplaints", { params: { ariaAccountNo: ARNE, titleCode: "ADR" } }),
  );
const refusal = async (response: Response) => {
  expect(response.status).toBe(422);
  const { error } = (await response.json()) as {
    error: { code?: string; fields?: Record<string, string[]>; message: string };
  };
  return { code: error.code, fields: Object.keys(error.fields ?? {}), message: error.message };
};

const HOME = {
  coname: null,
  street: "Kongens gate",
  streetNumber: "14",
  floor: "2",
  flatNumber: "H0201",
  postalCode: "7011",
  place: "Trondheim",
};

describe("complaintCodes", () => {
  it("complaint codes are realistic categories", async () => {
    const codes = await data<Array<{ code: string }>>(await new Browser(setup().app).call("complaintCodes"));
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(["MANGLER", "SEN", "SKADET", "FEIL_AVIS", "ANNET"]),
    );
  });
});

describe("getDeliveryHistory", () => {
  it("the publication days of the last 30 days, each delivered to the address, and what is offered", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    const answer = await history(browser);
    expect(answer.today).toBe(TODAY);
    expect(answer.from).toBe("2026-10-19");
    // 19 October (Monday) to 18 November: 31 days less 4 Sundays.
    expect(answer.days).toHaveLength(27);
    expect(answer.days[0]).toEqual({
      date: "2026-10-19",
      status: "DELIVERED",
      address: HOME,
      complaintId: null,
    });
    expect(answer.days.at(-1)!.date).toBe(TODAY);
    expect(answer.days.map((d) => d.date)).not.toContain("2026-11-15");
    expect(answer.remedies).toEqual([
      {
        kind: "REDELIVERY",
        categories: ["MANGLER", "SKADET", "FEIL_AVIS", "MANGLER_BILAG"],
        date: TODAY,
        cutoff: "10:30",
      },
      { kind: "CREDIT", categories: ["MANGLER", "SKADET", "FEIL_AVIS", "MANGLER_BILAG"], amountPerIssue: 29 },
      { kind: "EXTEND", categories: ["MANGLER", "SKADET", "FEIL_AVIS", "MANGLER_BILAG"], daysPerIssue: 1 },
    ]);
    expect(answer.noRedelivery).toBeNull();
    expect(answer.nextIsRepeated).toBe(false);
  });

  it("a vacation stop is stopped, a transfer went to its address, a withdrawn stop never happened", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const cabin = {
      ...HOME,
      street: "Fjellveien",
      streetNumber: "7",
      floor: null,
      flatNumber: null,
      postalCode: "7340",
      place: "OPPDAL",
    };
    const insert = db.prepare(
      `INSERT INTO delivery_changes (id, aria_account_no, title_code, type, from_date, to_date, open_end, address,
         created_at, withdrawn_at) VALUES (?, ?, 'ADR', ?, ?, ?, 0, ?, 0, ?)`,
    );
    insert.run("stop1", ARNE, "STOP", "2026-11-02", "2026-11-04", null, null);
    insert.run("trans1", ARNE, "TRANSFER", "2026-11-09", "2026-11-10", JSON.stringify(cabin), null);
    insert.run("stop2", ARNE, "STOP", "2026-11-11", "2026-11-11", null, 1);
    const days = new Map((await history(browser)).days.map((d) => [d.date, d]));
    expect(days.get("2026-11-02")).toMatchObject({ status: "STOPPED", address: null });
    expect(days.get("2026-11-04")).toMatchObject({ status: "STOPPED" });
    expect(days.get("2026-11-05")).toMatchObject({ status: "DELIVERED", address: HOME });
    expect(days.get("2026-11-09")).toMatchObject({ status: "DELIVERED", address: cabin });
    expect(days.get("2026-11-11")).toMatchObject({ status: "DELIVERED", address: HOME });
    // A stopped day cannot be complained about.
    const refused = await browser.call("registerComplaint", { body: body({ dates: ["2026-11-03"] }) });
    expect(await refusal(refused)).toMatchObject({ code: "stopped", fields: ["dates"] });
  });

  it("no redelivery after the cutoff, outside the area, or on a day without paper", async () => {
    const s = await signedInFixed("paper-subscriber");
    expect((await history(s.browser, "SH")).noRedelivery).toBe("outside-area");
    s.clock.now = Date.parse("2026-11-18T09:30:00Z"); // 10:30 in Oslo: ADR's cutoff
    const late = await history(s.browser);
    expect(late.noRedelivery).toBe("after-cutoff");
    expect(late.remedies.map((r) => r.kind)).toEqual(["CREDIT", "EXTEND"]);
    await later(s, "paper-subscriber", "2026-11-22"); // a Sunday
    expect((await history(s.browser)).noRedelivery).toBe("no-paper-today");
  });

  it("a digital subscriber has no paper to complain about (409)", async () => {
    const { browser } = await signedInFixed("subscriber");
    const response = await browser.call("getDeliveryHistory", {
      params: { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" },
    });
    expect(response.status).toBe(409);
  });
});

describe("registerComplaint", () => {
  it("several days with a credit: the amount per paper, on the next invoice, and an e-mail saying so", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const answer = await register(browser, { dates: ["2026-11-17", "2026-11-16"] });
    expect(answer).toMatchObject({
      category: "MANGLER",
      dates: ["2026-11-16", "2026-11-17"],
      remedy: { kind: "CREDIT", amount: 58, on: NEXT_PERIOD },
      customerServiceContacts: false,
    });
    expect(db.prepare("SELECT id, date, category, comment FROM complaints").all()).toEqual([
      {
        id: answer.complaintId,
        date: "2026-11-16",
        category: "MANGLER",
        comment: "Ingen avis i postkassen.",
      },
    ]);
    const [mail] = await outbox(browser);
    expect(mail).toMatchObject({ channel: "email", recipient: "arne.solberg@example.no" });
    expect(mail!.text).toMatch(
      /^Vi har registrert reklamasjonen din på Adresseavisen 16\.11\.2026, 17\.11\.2026/,
    );
    expect(mail!.text).toContain("Vi trekker 58 kr fra fakturaen for perioden som starter 09.12.2026.");
    const days = new Map((await history(browser)).days.map((d) => [d.date, d]));
    expect(days.get("2026-11-16")).toMatchObject({ status: "COMPLAINED", complaintId: answer.complaintId });
    expect(await open(browser)).toEqual([answer]);
  });

  it("writes to a reader of a Nynorsk title in Nynorsk", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    await register(browser, { titleCode: "SH", dates: ["2026-11-17"], remedy: "EXTEND" });
    const [mail] = await outbox(browser);
    expect(mail!.text).toMatch(
      /^Vi har registrert reklamasjonen din på Sunnhordland 17\.11\.2026 \(avisa kom ikkje\)/,
    );
    expect(mail!.text).toContain("Abonnementet blir forlengd med 1 dag frå");
    expect(mail!.text).toContain("Takk for at du sa frå. Helsing kundesenteret.");
    expect(mail!.text).not.toMatch(/\b(ikke|fra|forlenges|Hilsen)\b/);
  });

  it("refuses a day already complained about, out of the 30 days, in the future or without paper (422 at dates)", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    await register(browser);
    const cases: Array<[string, string]> = [
      [addDays(TODAY, -1), "already-complained"],
      [addDays(TODAY, -31), "outside-window"],
      [addDays(TODAY, 1), "future"],
      ["2026-11-15", "no-paper"],
    ];
    for (const [date, code] of cases) {
      const response = await browser.call("registerComplaint", { body: body({ dates: [date] }) });
      expect(await refusal(response), date).toMatchObject({ code, fields: ["dates"] });
    }
    // Exactly 30 days ago is still in time.
    await register(browser, { dates: [addDays(TODAY, -30)] });
  });

  it("redelivery only for today's paper before the cutoff; a remedy not offered is refused (422 at remedy)", async () => {
    const s = await signedInFixed("paper-subscriber");
    const notToday = await s.browser.call("registerComplaint", {
      body: body({ remedy: "REDELIVERY", dates: [addDays(TODAY, -1)] }),
    });
    expect(await refusal(notToday)).toMatchObject({ code: "not-offered", fields: ["remedy"] });
    const late = "2026-11-18T09:31:00Z"; // 10:31 in Oslo
    s.clock.now = Date.parse(late);
    const afterCutoff = await s.browser.call("registerComplaint", {
      body: body({ remedy: "REDELIVERY", dates: [TODAY] }),
    });
    expect(await refusal(afterCutoff)).toMatchObject({ code: "after-cutoff", fields: ["remedy"] });
    s.clock.now = Date.parse("2026-11-18T09:29:00Z"); // 10:29
    const answer = await register(s.browser, { remedy: "REDELIVERY", dates: [TODAY] });
    expect(answer.remedy).toEqual({ kind: "REDELIVERY", date: TODAY });
    // A late paper gets no compensation: only NONE, and a credit sent by hand is refused.
    const sen = await s.browser.call("registerComplaint", {
      body: body({ category: "SEN", dates: ["2026-11-13"] }),
    });
    expect(await refusal(sen)).toMatchObject({ code: "not-offered", fields: ["remedy"] });
    expect(
      (await register(s.browser, { category: "SEN", dates: ["2026-11-13"], remedy: "NONE" })).remedy,
    ).toEqual({
      kind: "NONE",
    });
    // …and NONE where something is offered is a choice not made.
    const none = await s.browser.call("registerComplaint", {
      body: body({ dates: ["2026-11-12"], remedy: "NONE" }),
    });
    expect(await refusal(none)).toMatchObject({ code: "remedy-missing", fields: ["remedy"] });
  });

  it("the third complaint in 30 days tells the customer centre, and the reader", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    await register(browser, { dates: ["2026-11-10"] });
    expect((await history(browser)).nextIsRepeated).toBe(false);
    await register(browser, { dates: ["2026-11-11"], remedy: "EXTEND" });
    expect((await history(browser)).nextIsRepeated).toBe(true);
    const third = await register(browser, { dates: ["2026-11-12"] });
    expect(third.customerServiceContacts).toBe(true);
    const toCentre = (await outbox(browser)).filter((m) => m.recipient === "kundeservice@adressa.no");
    expect(toCentre).toHaveLength(1);
    expect(toCentre[0]!.text).toContain(`Arne Solberg (kundenummer ${ARNE}, telefon 93456789)`);
    expect(toCentre[0]!.text).toContain(
      `reklamert for tredje gang på 30 dager på Adresseavisen, siste sak ${third.complaintId}`,
    );
  });

  it("counts complaints by the Oslo day they were registered on, also just after midnight", async () => {
    const s = await signedInFixed("paper-subscriber");
    // 23:30 UTC on 17 November is 00:30 on the 18th in Oslo: registered on the 18th.
    s.clock.now = Date.parse("2026-11-17T23:30:00Z");
    await later(s, "paper-subscriber", "2026-11-18");
    s.clock.now = Date.parse("2026-11-17T23:30:00Z");
    await register(s.browser, { dates: ["2026-11-16"] });
    await register(s.browser, { dates: ["2026-11-17"] });
    // 29 days later the two still count: a third is the third in 30 days.
    await later(s, "paper-subscriber", "2026-12-17");
    expect((await history(s.browser)).nextIsRepeated).toBe(true);
    // 30 days later they no longer do.
    await later(s, "paper-subscriber", "2026-12-18");
    expect((await history(s.browser)).nextIsRepeated).toBe(false);
  });

  it("refuses a digital subscription (409) and an unknown category (400)", async () => {
    const digital = await signedInFixed("subscriber");
    const refused = await digital.browser.call("registerComplaint", {
      body: body({ ariaAccountNo: accountNo("subscriber") }),
    });
    expect(refused.status).toBe(409);
    const { browser } = await signedInFixed("paper-subscriber");
    const category = await browser.call("registerComplaint", { body: body({ category: "VÆRET" }) });
    expect(category.status).toBe(400);
  });
});

describe("getOpenComplaints", () => {
  it("a complaint is open until its remedy happened: the day redelivered passed, the credit invoiced, the days added", async () => {
    const s = await signedIn("paper-subscriber", fixed());
    const redelivered = await register(s.browser, { remedy: "REDELIVERY", dates: [TODAY] });
    const credited = await register(s.browser, { dates: ["2026-11-16"] });
    const extended = await register(s.browser, { dates: ["2026-11-14"], remedy: "EXTEND" });
    expect((await open(s.browser)).map((c) => c.complaintId)).toEqual([
      extended.complaintId,
      credited.complaintId,
      redelivered.complaintId,
    ]);
    await later(s, "paper-subscriber", "2026-11-19");
    expect((await open(s.browser)).map((c) => c.complaintId)).toEqual([
      extended.complaintId,
      credited.complaintId,
    ]);
    // The next period's invoice carries the credit.
    s.db
      .prepare(
        `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date, title_code) VALUES ('7399', ?, '1', 691, 0, 'Papir + digital', ?, ?, '1', ?, 'ADR')`,
      )
      .run(ARNE, NEXT_PERIOD, "2027-01-08", NEXT_PERIOD);
    expect((await open(s.browser)).map((c) => c.complaintId)).toEqual([extended.complaintId]);
    await later(s, "paper-subscriber", NEXT_PERIOD);
    expect(await open(s.browser)).toEqual([]);
  });

  it("while a disruption holds today's paper back, today is not open for complaints until the expected time; other days are", async () => {
    const s = await signedInFixed("paper-subscriber");
    const announced = await s.browser.fetch("/_dev/disruptions", {
      method: "POST",
      json: { postalCode: "7011", date: TODAY, until: "11:00", message: "Uvær over Trøndelag." },
    });
    expect(announced.ok).toBe(true);
    expect((await history(s.browser)).todayOpensAt).toBe("11:00");
    const refused = await refusal(
      await s.browser.call("registerComplaint", { body: body({ dates: [TODAY] }) }),
    );
    expect(refused).toMatchObject({ code: "disrupted", fields: ["dates"] });
    expect(refused.message).toContain("etter kl. 11.00");
    // Yesterday's paper is another matter.
    expect((await register(s.browser)).dates).toEqual([addDays(TODAY, -1)]);
    // 11:00 in Oslo has passed: today opens.
    s.clock.now = NOW + 61 * 60_000;
    expect((await history(s.browser)).todayOpensAt).toBeNull();
    expect((await register(s.browser, { dates: [TODAY], remedy: "EXTEND" })).dates).toEqual([TODAY]);
  });
});
