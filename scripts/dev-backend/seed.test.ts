// @vitest-environment node
// The seed: the personas (tests/fixtures/personas/), the facts the portal is built against, and
// what they become in the database.
import { describe, expect, it } from "vitest";
import { api } from "#app/api/contract.ts";
import { withKidCheckDigit } from "#app/domain/kid.ts";
import { givesAccess, SubscriptionStatus } from "#app/domain/subscription-status.ts";
import {
  allPersonas,
  numberAfterSeed,
  personaById,
  personas,
  seededInvoiceNo,
  subscriptionForTitle,
  unclaimedAccount,
} from "#tests/fixtures/personas/all.ts";
import { seriesProblems } from "./documents/series.ts";
import { defaultTitles, openDatabase } from "./seed.ts";
import { planRowFor } from "./subscription/catalog.ts";

const TODAY = "2026-11-22";
const titles = defaultTitles();
const count = (db: ReturnType<typeof openDatabase>, sql: string, ...params: string[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe("personas", () => {
  const all = allPersonas(TODAY);

  it("are the seventeen named scenarios, in order, with distinct ids, users, accounts and phones", () => {
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
      "payment-failed",
      "invoice-paper",
      "mandate-waiting",
      "efaktura-payer",
      "mandate-over-limit",
      "helper",
      "helper-of-two",
      "gift-giver",
      "gift-recipient",
      "paused",
      "paused-before",
      "price-change-ahead",
      "payment-day-moved",
      "sms-disruptions",
      "no-receipts",
    ]);
    expect(personas).toHaveLength(29);
    const distinct = (values: unknown[]) => new Set(values).size === values.length;
    expect(distinct(all.map((p) => p.identity.spidId))).toBe(true);
    expect(distinct(all.map((p) => p.identity.email))).toBe(true);
    expect(distinct(all.map((p) => p.identity.phoneNumber))).toBe(true);
    const accounts = [
      ...all.flatMap((p) => (p.account ? [p.account.ariaAccountNo] : [])),
      unclaimedAccount(TODAY).ariaAccountNo,
    ];
    expect(distinct(accounts)).toBe(true);
    for (const p of all) {
      expect(p.identity.phoneNumber).toMatch(/^[49]\d{7}$/);
      expect(p.identity.email).toMatch(/@example\.no$/);
      if (p.account) expect(p.account.ariaAccountNo).toMatch(/^\d{8}$/);
      if (p.subscription)
        expect(api.getSubscription.response.safeParse(p.subscription).success, p.id).toBe(true);
      // The personas' invoices are the platform's answer as the contract has it (one Invoice shape).
      expect(api.getInvoices.response.parse(p.invoices), p.id).toEqual(p.invoices);
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
      features: ["PLUS_CONTENT", "E_PAPER", "FAMILY_SHARING"],
    });
    expect(by("subscriber").paymentMethod).toMatchObject({ type: "SWEDBANK-PPG", cardExpiry: "2027-11" });
    // Every month since she subscribed, all paid, from the subscription's first day to today's period.
    const invoices = by("subscriber").invoices;
    expect(invoices.every((i) => i.paid)).toBe(true);
    expect(invoices[0]!.periodFrom).toBe(by("subscriber").subscription?.startDate);
    // Every title numbers its documents in one series, in the order they were issued (ADR 072): the
    // seeded invoices of everyone are its start, 10001, 10002, … without a gap, by the day of issue.
    const seeded = [...all, unclaimedAccount(TODAY)]
      .flatMap((p) => p.invoices)
      .sort((a, b) => Number(a.ariaInvoiceNo) - Number(b.ariaInvoiceNo));
    expect(seeded.map((i) => i.ariaInvoiceNo)).toEqual(seeded.map((_, n) => String(10001 + n)));
    const dueDays = seeded.map((i) => i.dueDate);
    expect(dueDays).toEqual([...dueDays].sort());
    expect(numberAfterSeed(TODAY)).toBe(String(10001 + seeded.length));
    expect(invoices.at(-1)!.ariaInvoiceNo).toBe(seededInvoiceNo("subscriber", TODAY));
    expect(invoices.at(-1)!.kid).toBe(
      withKidCheckDigit(`40527391${invoices.at(-1)!.ariaInvoiceNo.slice(-4)}`),
    );
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
      // The next renewal: the subscription started on the 13th.
      effectiveDate: "2026-12-13",
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

  it("have what their plan gives, as the catalogue sells it: Digital without the partner papers' articles", () => {
    for (const title of titles) {
      for (const persona of all) {
        const sub = subscriptionForTitle(persona.subscription, title);
        const plan = sub && planRowFor(title, sub.ariaPlanID, sub.billingPeriod ?? "MONTHLY");
        if (!sub || !plan) continue;
        expect(sub.features, `${persona.id} on ${title.titleCode}: ${sub.ariaPlanID}`).toEqual(plan.features);
      }
    }
    // A family member gets the owner's digital features, neither paper nor sharing on.
    expect(personaById("family-member", TODAY)!.subscription?.features).toEqual(["PLUS_CONTENT", "E_PAPER"]);
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

describe("the seed", () => {
  it("seeds every persona's subscription for every title, and the unclaimed paper account", () => {
    const db = openDatabase(":memory:", { today: TODAY });
    const withSubscription = allPersonas(TODAY).filter((p) => p.subscription).length;
    expect(count(db, "SELECT count(*) AS n FROM users")).toBe(29);
    expect(count(db, "SELECT count(*) AS n FROM accounts")).toBe(29);
    expect(count(db, "SELECT count(*) AS n FROM subscriptions")).toBe((withSubscription + 1) * titles.length);
    const unclaimed = unclaimedAccount(TODAY);
    expect(
      db
        .prepare("SELECT spid_id, phone_number, email FROM accounts WHERE aria_account_no = ?")
        .get(unclaimed.ariaAccountNo),
    ).toEqual({
      spid_id: null,
      phone_number: "98765432",
      email: "ola.hansen@example.no",
    });
    // unpaid-invoice's overdue giro invoice, and payment-failed's invoice whose card charge failed:
    // on each title, as each title has its own copy of the personas' invoices.
    expect(count(db, "SELECT count(*) AS n FROM invoices WHERE paid = 0 AND title_code = 'ADR'")).toBe(2);
    expect(count(db, "SELECT count(*) AS n FROM invoices WHERE paid = 0")).toBe(2 * titles.length);
    // payment-failed's failed charge, and the gift giver's two paid gifts, on each title.
    expect(count(db, "SELECT count(*) AS n FROM payments")).toBe(titles.length * 3);
    expect(
      db
        .prepare(
          "SELECT kind, method, status, return_url, aria_invoice_no FROM payments WHERE title_code = 'ADR' AND kind <> 'GIFT'",
        )
        .all(),
    ).toEqual([
      {
        kind: "INVOICE",
        method: "SWEDBANK-PPG",
        status: "FAILED",
        return_url: "",
        aria_invoice_no: seededInvoiceNo("payment-failed", TODAY),
      },
    ]);
    // Each title's series of documents starts with the seeded invoices, without a gap.
    expect(seriesProblems(db)).toEqual([]);
    expect(count(db, "SELECT count(*) AS n FROM document_series WHERE title_code = 'ADR'")).toBe(
      Number(numberAfterSeed(TODAY)) - 10001,
    );
    const statuses = db.prepare("SELECT DISTINCT inst_status_code AS s FROM subscriptions").all() as {
      s: number;
    }[];
    expect(statuses.every(({ s }) => givesAccess(s))).toBe(true);
  });
});
