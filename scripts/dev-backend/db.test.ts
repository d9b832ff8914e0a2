// @vitest-environment node
// The database: seed from the personas, state kept in a file across restarts, and transactions
// that leave nothing half-written.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../../app/api/contract.ts";
import { givesAccess, SubscriptionStatus } from "../../app/domain/subscription-status.ts";
import {
  addDays,
  addMonths,
  allPersonas,
  firstOfNextMonth,
  personaById,
  personas,
  subscriptionForTitle,
  unclaimedPaperAccount,
  withKidCheckDigit,
} from "../../tests/fixtures/personas.ts";
import { endOfPaidPeriod, maskPhone, normalisePhone } from "./api.ts";
import { defaultTitles, openDatabase, resetDatabase, run, transaction } from "./db.ts";

const TODAY = "2026-11-22";
const titles = defaultTitles();
const count = (db: ReturnType<typeof openDatabase>, sql: string, ...params: string[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe("personas", () => {
  const all = allPersonas(TODAY);

  it("are the fourteen named scenarios, in order, with distinct ids, users, accounts and phones", () => {
    expect(all.map((p) => p.id)).toEqual([
      "new-user",
      "no-subscription",
      "subscriber",
      "paper-subscriber",
      "youth",
      "trial",
      "cancelled",
      "pending-change",
      "unpaid-invoice",
      "family-member",
      "business-admin",
      "business-employee",
      "student",
      "former-subscriber",
    ]);
    expect(personas).toHaveLength(14);
    const distinct = (values: unknown[]) => new Set(values).size === values.length;
    expect(distinct(all.map((p) => p.identity.spidId))).toBe(true);
    expect(distinct(all.map((p) => p.identity.email))).toBe(true);
    expect(distinct(all.map((p) => p.identity.phoneNumber))).toBe(true);
    const accounts = [
      ...all.flatMap((p) => (p.account ? [p.account.ariaAccountNo] : [])),
      unclaimedPaperAccount(TODAY).ariaAccountNo,
    ];
    expect(distinct(accounts)).toBe(true);
    for (const p of all) {
      expect(p.identity.phoneNumber).toMatch(/^[49]\d{7}$/);
      expect(p.identity.email).toMatch(/@example\.no$/);
      if (p.account) expect(p.account.ariaAccountNo).toMatch(/^\d{8}$/);
      if (p.subscription)
        expect(api.getSubscription.response.safeParse(p.subscription).success, p.id).toBe(true);
    }
    expect(personaById("nobody")).toBeUndefined();
  });

  it("hold the facts the portal is built against", () => {
    const by = (id: string) => all.find((p) => p.id === id)!;
    expect(by("new-user").account).toBeNull();
    expect(by("no-subscription")).toMatchObject({ name: "Ola Hansen", subscription: null });
    expect(by("no-subscription").identity.phoneNumber).toBe("98765432");
    expect(by("subscriber").subscription).toMatchObject({
      ariaPlanID: "C-DIGITAL-DIGITAL",
      instStatusCode: SubscriptionStatus.ACTIVE,
      features: ["PLUS_CONTENT", "E_PAPER", "FAMILY_SHARING", "PARTNER_SITES"],
    });
    expect(by("subscriber").paymentMethod).toMatchObject({ type: "SWEDBANK-PPG", cardExpiry: "2027-11" });
    expect(by("subscriber").invoices.map((i) => i.paid)).toEqual([true, true]);
    expect(by("paper-subscriber").subscription?.planProductType).toBe("COMBO");
    expect(by("paper-subscriber").deliveryAddress).not.toBeNull();
    expect(by("youth").subscription?.ariaPlanID).toContain("UNG");
    expect(by("trial").subscription?.instStatusCode).toBe(SubscriptionStatus.TRIAL);
    expect(by("cancelled").subscription).toMatchObject({
      instStatusCode: SubscriptionStatus.PENDING_CANCELLATION,
      expiresOn: "2026-12-13",
    });
    expect(by("pending-change").subscription?.pendingChange).toEqual({
      ariaPlanID: "C-DIGITAL-PREMIUM",
      planName: "Digital Premium",
      effectiveDate: "2026-12-01",
    });
    expect(by("unpaid-invoice").invoices.filter((i) => !i.paid)).toHaveLength(1);
    expect(by("family-member").subscription).toMatchObject({
      instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
      eligibleForSharing: false,
    });
    expect(by("business-admin").subscription?.subsRetrieveSubscriptionAddInfo.subscriptionInfo1).toBe(
      "admin",
    );
    expect(by("business-employee").subscription?.subsRetrieveSubscriptionAddInfo.subscriptionInfo1).toBe(
      "employee",
    );
    expect(by("student").subscription?.ariaPlanID).toBe("C-DIGITAL-STUDENT");
    for (const invoice of all.flatMap((p) => p.invoices)) {
      expect(invoice.kid).toMatch(/^\d+$/);
      expect(withKidCheckDigit(invoice.kid.slice(0, -1))).toBe(invoice.kid);
      expect(invoice.accountNumber).toBe("1503 12 34567");
    }
  });

  it("give FVN Digital Premium where other titles have Digital", () => {
    const fvn = titles.find((t) => t.titleCode === "FVN")!;
    expect(subscriptionForTitle(personaById("subscriber", TODAY)!.subscription, fvn)?.ariaPlanID).toBe(
      "C-DIGITAL-PREMIUM",
    );
    expect(subscriptionForTitle(personaById("youth", TODAY)!.subscription, fvn)?.ariaPlanID).toBe(
      "C-DIGITAL-UNG",
    );
  });
});

describe("dates and small rules", () => {
  it("does calendar arithmetic", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-22", -12)).toBe("2025-11-22");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(firstOfNextMonth("2026-12-15")).toBe("2027-01-01");
  });

  it("ends the paid period the day before the next renewal (the same rule as the portal's paidUntil)", () => {
    expect(endOfPaidPeriod("2025-09-13", "MONTHLY", "2026-11-22")).toBe("2026-12-12");
    // The period that ends today ends today: cancelling on its last day avoids tomorrow's renewal.
    expect(endOfPaidPeriod("2025-11-23", "MONTHLY", "2026-11-22")).toBe("2026-11-22");
    expect(endOfPaidPeriod("2025-11-22", "MONTHLY", "2026-11-22")).toBe("2026-12-21");
    expect(endOfPaidPeriod("2026-01-10", "ANNUAL", "2026-11-22")).toBe("2027-01-09");
    expect(endOfPaidPeriod("2026-01-10", "QUARTERLY", "2026-11-22")).toBe("2027-01-09");
  });

  it("normalises and masks phone numbers", () => {
    expect(normalisePhone("+47 987 65 432")).toBe("98765432");
    expect(normalisePhone("1234")).toBeNull();
    expect(maskPhone("98764567")).toBe("** ** 45 67");
  });
});

describe("the database", () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "minside-db-"));
    dirs.push(dir);
    return path.join(dir, "nested", "minside.sqlite");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("seeds every persona's subscription for every title, and the unclaimed paper account", () => {
    const db = openDatabase(":memory:", { today: TODAY });
    const withSubscription = allPersonas(TODAY).filter((p) => p.subscription).length;
    expect(count(db, "SELECT count(*) AS n FROM users")).toBe(14);
    expect(count(db, "SELECT count(*) AS n FROM accounts")).toBe(14);
    expect(count(db, "SELECT count(*) AS n FROM subscriptions")).toBe((withSubscription + 1) * titles.length);
    const unclaimed = unclaimedPaperAccount(TODAY);
    expect(
      db
        .prepare("SELECT spid_id, phone_number, email FROM accounts WHERE aria_account_no = ?")
        .get(unclaimed.ariaAccountNo),
    ).toEqual({
      spid_id: null,
      phone_number: "98765432",
      email: "ola.hansen@example.no",
    });
    expect(count(db, "SELECT count(*) AS n FROM invoices WHERE paid = 0")).toBe(1);
    const statuses = db.prepare("SELECT DISTINCT inst_status_code AS s FROM subscriptions").all() as {
      s: number;
    }[];
    expect(statuses.every(({ s }) => givesAccess(s))).toBe(true);
  });

  it("keeps its state in a WAL file across close and reopen", () => {
    const file = tempFile();
    const first = openDatabase(file);
    expect((first.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    run(
      first,
      "UPDATE subscriptions SET inst_status_code = 2 WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
    );
    run(first, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', 'hei', 0)");
    first.close();

    const second = openDatabase(file);
    expect(
      second
        .prepare(
          "SELECT inst_status_code AS s FROM subscriptions WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
        )
        .get(),
    ).toEqual({ s: 2 });
    expect(count(second, "SELECT count(*) AS n FROM outbox")).toBe(1);
    expect(count(second, "SELECT count(*) AS n FROM users")).toBe(14);

    resetDatabase(second);
    expect(count(second, "SELECT count(*) AS n FROM outbox")).toBe(0);
    expect(
      second
        .prepare(
          "SELECT inst_status_code AS s FROM subscriptions WHERE aria_account_no = '40527391' AND title_code = 'ADR'",
        )
        .get(),
    ).toEqual({ s: 1 });
    second.close();
  });

  it("rolls a failing transaction back entirely, and a failing savepoint only its own part", () => {
    const db = openDatabase(":memory:");
    const outbox = () => count(db, "SELECT count(*) AS n FROM outbox");
    const insert = (text: string) =>
      run(db, "INSERT INTO outbox (channel, recipient, text, created_at) VALUES ('sms', '1', ?, 0)", text);
    expect(() =>
      transaction(db, () => {
        insert("one");
        insert("two");
        throw new Error("crash between statements");
      }),
    ).toThrow("crash");
    expect(outbox()).toBe(0);
    expect(db.isTransaction).toBe(false);

    transaction(db, () => {
      insert("kept");
      expect(() =>
        transaction(db, () => {
          insert("undone");
          throw new Error("inner");
        }),
      ).toThrow("inner");
    });
    expect(db.prepare("SELECT text FROM outbox").all()).toEqual([{ text: "kept" }]);
  });
});
