// @vitest-environment node
// The subscription's history at the dev backend: derived from the rows the other endpoints keep and
// recorded where nothing else is kept, newest first, and only ever the account's own. On the fixed
// clock of test-support.ts (Wednesday 18 November 2026, 10:00 in Oslo), the seed built for that day.
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { run } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accountNo,
  data,
  errorOf,
  fixed,
  later,
  NOW,
  outbox,
  signedIn,
  signedInFixed,
  TODAY,
  type Browser,
} from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";

const historyOf = async (browser: Browser, personaId: string, titleCode = "ADR") =>
  data<HistoryEntry[]>(
    await browser.call("getHistory", { params: { accountNo: accountNo(personaId), titleCode } }),
  );

const times = (entries: HistoryEntry[]) => entries.map((e) => Date.parse(e.at));
const newestFirst = (entries: HistoryEntry[]) =>
  times(entries).every((t, i, all) => i === 0 || all[i - 1]! >= t);

const choices = { advertising: false, analytics: true, marketing: false, personalization: true };

describe("getHistory", () => {
  it("subscriber: the invoices, the family member who joined and the seeded order, newest first", async () => {
    const { browser } = await signedInFixed("subscriber");
    const all = await historyOf(browser, "subscriber");
    expect(newestFirst(all)).toBe(true);
    // Her powers of attorney (Even's, and the invitation waiting for Sigrid): told below.
    const entries = all.filter((e) => e.kind !== "fullmakt");
    expect(all.length - entries.length).toBe(3);
    // A paid invoice every month since she ordered, the family member invited and joined between.
    expect(entries.map((e) => e.kind)).toEqual([
      ...Array<string>(3).fill("invoice"),
      "family-invitation",
      "family-invitation",
      ...Array<string>(12).fill("invoice"),
      "order",
    ]);
    expect(entries.slice(3, 5)).toMatchObject([{ event: "accepted" }, { event: "sent" }]);
    expect(entries[0]).toEqual({
      at: "2026-11-09T05:00:00.000Z", // the invoice run, 06:00 in Oslo on the period's first day
      kind: "invoice",
      ariaInvoiceNo: seededInvoiceNo("subscriber", TODAY),
      amount: 299,
      // The subscription's own period (it started on the 9th), the one today is in.
      periodFrom: "2026-11-09",
      periodTo: "2026-12-08",
      paid: true,
    });
    expect(entries.at(-1)).toMatchObject({ kind: "order", event: "ordered", planName: "Digital" });
  });

  it("unpaid-invoice: the open invoice is there, unpaid", async () => {
    const { browser } = await signedInFixed("unpaid-invoice");
    const invoices = (await historyOf(browser, "unpaid-invoice")).filter((e) => e.kind === "invoice");
    expect(invoices.map((i) => i.kind === "invoice" && i.paid)).toEqual([false, true]);
  });

  it("family and business: each side tells its own part; members and employees ordered nothing", async () => {
    const member = await signedInFixed("family-member");
    expect(await historyOf(member.browser, "family-member")).toEqual([
      expect.objectContaining({
        kind: "family-invitation",
        event: "joined",
        email: "kari.nordmann@example.no",
      }),
    ]);
    const admin = await signedInFixed("business-admin");
    expect(await historyOf(admin.browser, "business-admin", "SBX")).toContainEqual(
      expect.objectContaining({
        kind: "business-invitation",
        event: "sent",
        email: "silje.haugen@moebygg.no",
      }),
    );
    const employee = await signedInFixed("business-employee");
    expect(await historyOf(employee.browser, "business-employee", "SBX")).toEqual([
      expect.objectContaining({
        kind: "business-invitation",
        event: "received",
        email: "silje.haugen@moebygg.no",
      }),
    ]);
  });

  it("cancelled: the cancellation, and its undoing on top once undone", async () => {
    const { browser } = await signedInFixed("cancelled");
    const before = await historyOf(browser, "cancelled");
    expect(before[0]).toMatchObject({ kind: "cancellation", planName: "Digital" });
    const body = { ariaAccountNo: accountNo("cancelled"), titleCode: "ADR" };
    await data(await browser.call("reactivateSubscription", { body }));
    const after = await historyOf(browser, "cancelled");
    expect(after[0]).toEqual({
      at: new Date(NOW).toISOString(),
      kind: "cancellation-undone",
      planName: "Digital",
    });
    expect(after.slice(1)).toEqual(before);
  });

  it("a plan change asked for, withdrawn, asked for again and taking effect: each told once, newest first", async () => {
    const s = await signedInFixed("subscriber");
    const target = { ariaAccountNo: accountNo("subscriber"), titleCode: "ADR" };
    const annual = { ...target, ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" };
    await data(await s.browser.call("changeSubscription", { body: annual }));
    s.clock.now = NOW + 60_000;
    await data(await s.browser.call("cancelPlanChange", { body: target }));
    s.clock.now = NOW + 120_000;
    await data(await s.browser.call("changeSubscription", { body: annual }));
    await later(s, "subscriber", "2026-12-10");
    const planChanges = (await historyOf(s.browser, "subscriber")).filter((e) => e.kind === "plan-change");
    expect(planChanges).toEqual([
      {
        at: "2026-12-08T23:00:00.000Z", // the start of 9 December in Oslo
        kind: "plan-change",
        event: "applied",
        planName: "Digital",
        effectiveDate: "2026-12-09",
      },
      expect.objectContaining({ event: "ordered", at: new Date(NOW + 120_000).toISOString() }),
      expect.objectContaining({ event: "withdrawn", at: new Date(NOW + 60_000).toISOString() }),
      expect.objectContaining({ event: "ordered", at: new Date(NOW).toISOString() }),
    ]);
  });

  it("a consent change is told once; the same choices saved again are no change", async () => {
    const s = await signedInFixed("subscriber");
    const save = (c: typeof choices) =>
      s.browser.call("saveConsent", {
        params: { titleCode: "ADR" },
        body: { choices: c, source: "settings" },
      });
    await data(await save(choices));
    s.clock.now = NOW + 60_000;
    await data(await save(choices));
    const entries = await historyOf(s.browser, "subscriber");
    expect(entries.filter((e) => e.kind === "consent")).toEqual([
      { at: new Date(NOW).toISOString(), kind: "consent", choices },
    ]);
    expect(entries[0]!.kind).toBe("consent");
  });

  it("payments: money taken and failed charges from the payments table; trips under way are not told", async () => {
    const s = await signedInFixed("unpaid-invoice");
    const account = accountNo("unpaid-invoice");
    const trip = (id: string, status: string, at: number) =>
      run(
        s.db,
        `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount, return_url,
           status, created_at) VALUES (?, 'INVOICE', ?, 'ADR', 'SWEDBANK-PPG', ?, 299, '/', ?, ?)`,
        id,
        account,
        seededInvoiceNo("unpaid-invoice", TODAY),
        status,
        at,
      );
    trip("failed-1", "FAILED", NOW - 60_000);
    trip("paid-1", "APPROVED", NOW - 30_000);
    trip("pending-1", "PENDING", NOW - 10_000);
    const entries = await historyOf(s.browser, "unpaid-invoice");
    expect(entries.slice(0, 2)).toEqual([
      {
        at: new Date(NOW - 30_000).toISOString(),
        kind: "payment",
        paymentId: "paid-1",
        ariaInvoiceNo: seededInvoiceNo("unpaid-invoice", TODAY),
        amount: 299,
      },
      {
        at: new Date(NOW - 60_000).toISOString(),
        kind: "payment-failed",
        paymentId: "failed-1",
        ariaInvoiceNo: seededInvoiceNo("unpaid-invoice", TODAY),
        amount: 299,
      },
    ]);
    expect(entries.some((e) => "paymentId" in e && e.paymentId === "pending-1")).toBe(false);
  });

  it("only the account's own: another subscriber's doings never appear, and their history is refused", async () => {
    const s = fixed();
    const me = await signedIn("subscriber", s);
    const other = await signedIn("unpaid-invoice", s);
    const mine = await historyOf(me.browser, "subscriber");

    // The other subscriber changes a consent and a plan, and is charged, on the same backend.
    await data(
      await other.browser.call("saveConsent", {
        params: { titleCode: "ADR" },
        body: { choices, source: "settings" },
      }),
    );
    const target = { ariaAccountNo: accountNo("unpaid-invoice"), titleCode: "ADR" };
    await data(
      await other.browser.call("changeSubscription", {
        body: { ...target, ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL" },
      }),
    );
    run(
      s.db,
      `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount, return_url,
         status, created_at) VALUES ('theirs', 'INVOICE', ?, 'ADR', 'VIPPS', ?, 299, '/', 'APPROVED', ?)`,
      target.ariaAccountNo,
      seededInvoiceNo("unpaid-invoice", TODAY),
      NOW,
    );
    const theirs = await historyOf(other.browser, "unpaid-invoice");
    expect(theirs.slice(0, 3).map((e) => e.kind)).toEqual(["payment", "plan-change", "consent"]);

    expect(await historyOf(me.browser, "subscriber")).toEqual(mine);
    // Someone else's history, asked for by account number: refused, in Norwegian.
    const refused = await me.browser.call("getHistory", {
      params: { accountNo: accountNo("unpaid-invoice"), titleCode: "ADR" },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Du har ikke tilgang til denne kontoen");
  });

  it("bad input gets a Norwegian answer", async () => {
    const { browser } = await signedInFixed("subscriber");
    const badAccount = await browser.call("getHistory", { params: { accountNo: "abc", titleCode: "ADR" } });
    expect(badAccount.status).toBe(400);
    expect(await errorOf(badAccount)).toMatchObject({ fields: { accountNo: ["Ugyldig kundenummer"] } });
    const badTitle = await browser.call("getHistory", {
      params: { accountNo: accountNo("subscriber"), titleCode: "adr!" },
    });
    expect(badTitle.status).toBe(400);
    expect(await errorOf(badTitle)).toMatchObject({ fields: { titleCode: ["Ugyldig tittelkode"] } });
  });

  it("a complaint about several days names them all; a stop's new last day is told when it is moved", async () => {
    const { browser, clock } = await signedInFixed("paper-subscriber");
    const account = accountNo("paper-subscriber");
    const complained = await browser.call("registerComplaint", {
      body: {
        ariaAccountNo: account,
        titleCode: "ADR",
        dates: ["2026-11-17", "2026-11-16"],
        category: "MANGLER",
        remedy: "CREDIT",
        comment: "",
      },
    });
    expect(complained.status).toBe(200);
    const stop = await browser.call("registerDeliveryChange", {
      body: {
        ariaAccountNo: account,
        titleCode: "ADR",
        type: "STOP",
        from: "2026-12-01",
        to: "2026-12-07",
        openEnd: false,
        address: null,
      },
    });
    expect(stop.status).toBe(200);
    const { id } = await data<{ id: string }>(stop);
    clock.now += 60_000; // a minute later: the move is the newer entry
    const moved = await browser.call("moveDeliveryChangeEnd", {
      params: { id },
      body: { ariaAccountNo: account, titleCode: "ADR", to: "2026-12-04" },
    });
    expect(moved.status).toBe(200);

    const entries = await historyOf(browser, "paper-subscriber");
    // One row for the complaint, saying its credit (as a stop's row says its own): never a second.
    expect(entries.filter((e) => e.kind === "complaint")).toMatchObject([
      { date: "2026-11-16", dates: ["2026-11-16", "2026-11-17"], credit: 58 },
    ]);
    expect(entries.filter((e) => e.kind === "delivery-change")).toMatchObject([
      { event: "new-last-day", changeId: id, type: "STOP", fromDate: "2026-12-01", toDate: "2026-12-04" },
      { event: "registered", changeId: id },
    ]);
  });
});

describe("a helper reads the history", () => {
  it("only the entries whose screens the grant opens: Kari's family invitations are not Even's", async () => {
    const s = fixed();
    const params = { accountNo: accountNo("subscriber"), titleCode: "ADR" };
    const { browser: kari } = await signedIn("subscriber", s);
    const own = await data<HistoryEntry[]>(await kari.call("getHistory", { params }));
    expect(own.some((e) => e.kind === "family-invitation")).toBe(true);

    const { browser: even } = await signedIn("helper", s);
    expect((await even.call("getFamily", { params })).status).toBe(403);
    const his = await data<HistoryEntry[]>(await even.call("getHistory", { params }));
    expect(his.map((e) => e.kind)).not.toContain("family-invitation");
    expect(his.some((e) => e.kind === "invoice")).toBe(true);
    expect(JSON.stringify(his)).not.toContain("@");
  });

  it("a note to the carrier without the phone number and e-mail address in it", async () => {
    const s = fixed();
    const params = { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" };
    const { browser: arne } = await signedIn("paper-subscriber", s);
    const text = "Ring 912 34 567 eller skriv til nabo@example.no, så åpner vi porten.";
    const body = { ariaAccountNo: params.accountNo, titleCode: "ADR", changeId: null, text };
    expect((await arne.call("saveCarrierNote", { body })).status).toBe(200);
    const ownNote = (await data<HistoryEntry[]>(await arne.call("getHistory", { params }))).find(
      (e) => e.kind === "carrier-note",
    );
    expect(ownNote).toMatchObject({ text });

    // Sigrid helps Arne with delivery and complaints.
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    const note = (await data<HistoryEntry[]>(await sigrid.call("getHistory", { params }))).find(
      (e) => e.kind === "carrier-note",
    );
    expect(note).toMatchObject({
      kind: "carrier-note",
      text: "Ring … eller skriv til …, så åpner vi porten.",
    });
  });
});

describe("the powers of attorney the subscriber gave", () => {
  it("each grant given, accepted and ended is the subscriber's entry, with a receipt in the title's language", async () => {
    const s = fixed();
    const { browser: kari } = await signedIn("subscriber", s);
    const params = { accountNo: accountNo("subscriber"), titleCode: "ADR" };
    const grants = async () =>
      (await data<HistoryEntry[]>(await kari.call("getHistory", { params }))).filter(
        (e) => e.kind === "fullmakt",
      );
    // Seeded: Even's grant, given and accepted a month ago; the invitation waiting for Sigrid.
    expect(await grants()).toEqual([
      expect.objectContaining({ event: "given", helperName: "Sigrid Lunde", rights: ["see", "delivery"] }),
      expect.objectContaining({ event: "accepted", helperName: "Even Lie" }),
      expect.objectContaining({ event: "given", helperName: "Even Lie", rights: ["see", "pay"] }),
    ]);

    const grantId = "seed-fm-helper-subscriber-adr";
    await data(await kari.call("endFullmakt", { params: { id: grantId }, body: { titleCode: "ADR" } }));
    expect((await grants())[0]).toMatchObject({
      at: new Date(NOW).toISOString(),
      kind: "fullmakt",
      event: "ended",
      helperName: "Even Lie",
    });
    const receipt = (await outbox(kari)).find((m) => m.recipient === "kari.nordmann@example.no");
    expect(receipt?.text).toMatch(
      /Fullmakten til Even Lie ble avsluttet\.|Du avsluttet fullmakten til Even Lie\./,
    );

    // A helper never reads them.
    const { browser: even } = await signedIn("helper-of-two", s);
    const arnes = await data<HistoryEntry[]>(
      await even.call("getHistory", {
        params: { accountNo: accountNo("paper-subscriber"), titleCode: "ADR" },
      }),
    );
    expect(arnes.filter((e) => e.kind === "fullmakt")).toEqual([]);
  });

  it("a helper accepting an invitation sends the subscriber the receipt, in Nynorsk on an nn title", async () => {
    const s = fixed();
    const { browser: sigrid } = await signedIn("helper-of-two", s);
    await data(
      await sigrid.call("acceptFullmakt", { body: { code: "seed-fm-open-sh-code", titleCode: "SH" } }),
    );
    const receipt = (await outbox(sigrid)).find((m) => m.recipient === "kari.nordmann@example.no");
    expect(receipt?.text).toContain("Sigrid Lunde godtok fullmakta du gav.");
    const { browser: kari } = await signedIn("subscriber", s);
    const history = await data<HistoryEntry[]>(
      await kari.call("getHistory", { params: { accountNo: accountNo("subscriber"), titleCode: "SH" } }),
    );
    expect(history[0]).toMatchObject({ kind: "fullmakt", event: "accepted", helperName: "Sigrid Lunde" });
  });

  it("giving a grant sends its receipt naming the rights and the last day", async () => {
    const { browser: arne } = await signedInFixed("paper-subscriber");
    const invitation = {
      ...{ titleCode: "ADR", name: "Ola Hjelper", email: "ola.hjelper@example.no", phoneNumber: null },
      ...{ rights: ["see", "delivery"], validUntil: "2027-06-30" },
    };
    await data(await arne.call("inviteHelper", { body: invitation }));
    const receipt = (await outbox(arne)).find((m) => m.recipient === "arne.solberg@example.no");
    expect(receipt?.text).toContain(
      "Du ga Ola Hjelper fullmakt til å hjelpe deg med abonnementet på Adresseavisen: se abonnementet og fakturaene, levering og ferieomlegging, til og med 30.06.2027.",
    );
  });
});
