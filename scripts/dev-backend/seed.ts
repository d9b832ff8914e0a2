// The dev backend's data: an empty database is seeded with the personas (tests/fixtures/personas/,
// the same people the unit tests and the browser journeys use), the unclaimed paper account that
// /koble-bruker finds, discount codes, student and pupil domains and postal codes.
import { seedGrants } from "#scripts/dev-backend/fullmakt/seed.ts";
import { seedGifts } from "#scripts/dev-backend/gifts/seed.ts";
import { seedSchedule } from "#scripts/dev-backend/schedule/seed.ts";
import { seedMessageChoices } from "#scripts/dev-backend/messages/seed.ts";
import type { Invoice } from "#app/api/contract/payments.ts";
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { PUPIL_DOMAINS, STUDENT_DOMAINS } from "#app/domain/student.ts";
import type { Title } from "#app/title/title-schema.ts";
import {
  allPersonas,
  personaById,
  subscriptionForTitle,
  unclaimedAccount,
} from "#tests/fixtures/personas/all.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import { suggestedLimit } from "#scripts/dev-backend/mandates/rules.ts";
import { putChannel } from "#scripts/dev-backend/mandates/efaktura.ts";
import { moeBygg } from "#tests/fixtures/personas/people.ts";
import { registerSeededInvoices } from "#scripts/dev-backend/documents/series.ts";
import { loadTitles } from "#scripts/lib/titles.ts";
import { planRowFor, POSTAL_CODES } from "#scripts/dev-backend/subscription/catalog.ts";
import { deleteAllRows, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { connect } from "./db.ts";
import { copySeed } from "#scripts/dev-backend/core/seed-templates.ts";
import { INVITATION_LIFETIME_MS } from "#scripts/dev-backend/core/platform-rules.ts";
import { osloInstant, recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { putAddress, putPaymentMethod, putSubscription } from "#scripts/dev-backend/core/rows.ts";

export interface SeedOptions {
  /** Defaults to every title in titles/. */
  titles?: readonly Title[];
  /** "Today" for the personas' dates; defaults to today in Europe/Oslo. */
  today?: string;
}

/** Opens (creating if needed) a database file or ":memory:", and seeds it when it is empty. */
export function openDatabase(file: string, options: SeedOptions = {}): Database {
  const db = connect(file);
  const { n } = db.prepare("SELECT count(*) AS n FROM users").get() as { n: number };
  if (n === 0) seedInto(db, options);
  return db;
}

/** Empties every table and seeds the personas again, in one transaction. */
export function resetDatabase(db: Database, options: SeedOptions = {}): void {
  seedInto(db, options);
}

/**
 * A file is seeded row by row; an in-memory database copies the seed of its day and titles from a
 * template written once (core/seed-templates.ts).
 */
function seedInto(db: Database, options: SeedOptions) {
  if (db.location() !== null)
    return transaction(db, () => {
      deleteAllRows(db);
      seed(db, options);
    });
  const titles = options.titles ?? defaultTitles();
  copySeed(db, `${options.today ?? osloToday()} ${JSON.stringify(titles)}`, (template) =>
    seed(template, options),
  );
}

function insertAccount(
  db: Database,
  account: {
    ariaAccountNo: string;
    spidId: number | null;
    firstTitleCode: string;
    accountBalance: number;
    email: string | null;
    phoneNumber: string | null;
    givenName: string | null;
    familyName: string | null;
    birthdate: string | null;
  },
) {
  run(
    db,
    `INSERT INTO accounts (aria_account_no, spid_id, first_title_code, account_balance, email, phone_number,
       given_name, family_name, birthdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    account.ariaAccountNo,
    account.spidId,
    account.firstTitleCode,
    account.accountBalance,
    account.email,
    account.phoneNumber,
    account.givenName,
    account.familyName,
    account.birthdate,
  );
}

/**
 * `channel`: how the persona's invoices go; an invoice that says how it was sent keeps that. An
 * invoice is one title's (its seller), so the persona's invoices are seeded on each title, under the
 * same numbers: the personas' invoices are the same on every title, as their subscriptions are.
 */
function insertInvoices(
  db: Database,
  ariaAccountNo: string,
  invoices: Invoice[],
  channel: SentAs,
  titles: readonly Title[],
) {
  const [first, ...others] = titles;
  if (!first) return;
  for (const invoice of invoices) insertInvoice(db, ariaAccountNo, invoice, channel, first.titleCode);
  // The other titles' copies in one statement: the seed runs before every unit test.
  run(
    db,
    `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
       period_to, account_number, due_date, paid_at, sent_as, title_code)
     SELECT i.aria_invoice_no, i.aria_account_no, i.kid, i.amount, i.paid, i.description, i.period_from,
       i.period_to, i.account_number, i.due_date, i.paid_at, i.sent_as, t.value
     FROM invoices i, json_each(?) t WHERE i.aria_account_no = ? AND i.title_code = ?`,
    JSON.stringify(others.map((t) => t.titleCode)),
    ariaAccountNo,
    first.titleCode,
  );
}

function insertInvoice(
  db: Database,
  ariaAccountNo: string,
  invoice: Invoice,
  channel: SentAs,
  titleCode: string,
) {
  run(
    db,
    `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date, paid_at, sent_as, title_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    invoice.ariaInvoiceNo,
    ariaAccountNo,
    invoice.kid,
    invoice.amount,
    invoice.paid,
    invoice.description,
    invoice.periodFrom,
    invoice.periodTo,
    invoice.accountNumber,
    invoice.dueDate,
    // A seeded invoice that is paid was paid the day its period began (never a day still to come).
    invoice.paid ? invoice.periodFrom : null,
    invoice.sentAs ?? channel,
    titleCode,
  );
}
type SentAs = NonNullable<Invoice["sentAs"]>;

let cachedTitles: Title[] | undefined;
/** titles/ read once per process. */
/** The persona's AvtaleGiro: as given, or an active one for a persona paying by it (ADR 053). */
function insertMandate(db: Database, ariaAccountNo: string, titleCode: string, persona: Persona) {
  const mandate =
    persona.mandate ??
    (persona.paymentMethod?.type === "AVTALEGIRO" && persona.subscription
      ? {
          status: "ACTIVE" as const,
          limit: suggestedLimit(persona.subscription.price),
          // Set up when they subscribed, as the history tells.
          requestedOn: persona.subscription.startDate,
        }
      : null);
  if (!mandate) return;
  run(
    db,
    `INSERT INTO mandates (id, aria_account_no, title_code, limit_amount, status, return_url, created_at,
       requested_on, answered_on) VALUES (?, ?, ?, ?, ?, '', ?, ?, ?)`,
    `mandate-${ariaAccountNo}`,
    ariaAccountNo,
    titleCode,
    mandate.limit,
    mandate.status,
    Date.parse(`${mandate.requestedOn}T10:00:00Z`),
    mandate.requestedOn,
    mandate.status === "ACTIVE" ? mandate.requestedOn : null,
  );
  // The bank's yes is in the history, as it is for a mandate set up on Min side (mandates/rules.ts).
  if (mandate.status === "ACTIVE")
    recordHistory(db, ariaAccountNo, titleCode, osloInstant(mandate.requestedOn, "09:00"), "avtalegiro", {
      event: "confirmed",
      limit: mandate.limit,
    });
}

/**
 * A renewal charge that failed: a FAILED payments row on the unpaid invoice (payments/billing.ts), on
 * each title, as each title has the invoice.
 */
function insertFailedCharges(db: Database, ariaAccountNo: string, titleCode: string, persona: Persona) {
  for (const invoiceNo of persona.failedCharges ?? []) {
    const invoice = persona.invoices.find((i) => i.ariaInvoiceNo === invoiceNo)!;
    run(
      db,
      `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount, return_url,
         status, created_at) VALUES (?, 'INVOICE', ?, ?, ?, ?, ?, '', 'FAILED', ?)`,
      titleCode === FIRST_TITLE ? `charge-${invoiceNo}` : `charge-${invoiceNo}-${titleCode.toLowerCase()}`,
      ariaAccountNo,
      titleCode,
      persona.paymentMethod?.type ?? "SWEDBANK-PPG",
      invoiceNo,
      invoice.amount,
      Date.parse(`${invoice.dueDate}T05:00:00Z`),
    );
  }
}

export function defaultTitles(): Title[] {
  cachedTitles ??= loadTitles();
  return cachedTitles;
}

const FIRST_TITLE = "ADR";

function seed(db: Database, options: SeedOptions) {
  const today = options.today ?? osloToday();
  const titles = options.titles ?? defaultTitles();
  const firstTitle = FIRST_TITLE;

  for (const persona of allPersonas(today)) {
    const { identity } = persona;
    run(
      db,
      `INSERT INTO users (spid_id, persona_id, uuid, pair_id, email, given_name, family_name, phone_number,
         birthdate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      identity.spidId,
      persona.id,
      identity.uuid,
      `pair-${identity.uuid.slice(-12)}`,
      identity.email,
      identity.givenName,
      identity.familyName,
      identity.phoneNumber,
      identity.birthdate,
    );
    if (!persona.account) continue;
    const { ariaAccountNo } = persona.account;
    insertAccount(db, {
      ariaAccountNo,
      spidId: identity.spidId,
      firstTitleCode: firstTitle,
      accountBalance: persona.account.accountBalance,
      email: identity.email,
      phoneNumber: identity.phoneNumber,
      givenName: identity.givenName,
      familyName: identity.familyName,
      birthdate: identity.birthdate,
    });
    for (const title of titles) {
      const sub = subscriptionForTitle(persona.subscription, title);
      if (!sub) continue;
      putSubscription(db, ariaAccountNo, title.titleCode, sub, pendingPlanOf(sub, title));
      seedHistory(db, persona, ariaAccountNo, title.titleCode, sub, today);
    }
    const channel = persona.invoiceDelivery?.channel ?? "EMAIL";
    insertInvoices(db, ariaAccountNo, persona.invoices, channel, titles);
    if (persona.paymentMethod) putPaymentMethod(db, ariaAccountNo, persona.paymentMethod);
    for (const title of titles) insertFailedCharges(db, ariaAccountNo, title.titleCode, persona);
    insertMandate(db, ariaAccountNo, firstTitle, persona);
    if (persona.invoiceDelivery) putChannel(db, ariaAccountNo, persona.invoiceDelivery);
    if (persona.deliveryAddress) putAddress(db, ariaAccountNo, persona.deliveryAddress);
  }

  // Family members: the owner's household on every title, accepted when the member's subscription began.
  for (const member of allPersonas(today)) {
    const owner = member.familyOwner && allPersonas(today).find((p) => p.id === member.familyOwner);
    if (!owner?.account || !member.account || !member.subscription) continue;
    const since = Date.parse(`${member.subscription.startDate}T09:00:00Z`);
    for (const title of titles) {
      run(
        db,
        `INSERT INTO family_invitations (id, token, owner_account_no, title_code, email, sent_at, expires_at,
           accepted_at, member_account_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        `seed-${member.id}-${title.titleCode.toLowerCase()}`,
        `seed-invitation-${member.id}-${title.titleCode.toLowerCase()}`,
        owner.account.ariaAccountNo,
        title.titleCode,
        member.identity.email,
        since,
        since + INVITATION_LIFETIME_MS,
        since,
        member.account.ariaAccountNo,
      );
    }
  }

  seedGrants(db, allPersonas(today), titles, today);
  seedGifts(db, allPersonas(today), titles, today);
  seedSchedule(db, allPersonas(today), titles, today);
  seedMessageChoices(db, allPersonas(today), titles);

  const unclaimed = unclaimedAccount(today);
  insertAccount(db, { ...unclaimed, spidId: null, firstTitleCode: firstTitle });
  for (const title of titles)
    putSubscription(db, unclaimed.ariaAccountNo, title.titleCode, unclaimed.subscription);
  insertInvoices(db, unclaimed.ariaAccountNo, unclaimed.invoices, "EMAIL", titles);
  if (unclaimed.paymentMethod) putPaymentMethod(db, unclaimed.ariaAccountNo, unclaimed.paymentMethod);
  putAddress(db, unclaimed.ariaAccountNo, unclaimed.deliveryAddress);

  const discountCodes: Array<[string, string, number, number, string | null]> = [
    ["VELKOMMEN50", "50 % rabatt de tre første månedene", 50, 3, null],
    ["HOST2026", "25 % rabatt den første måneden", 25, 1, addDays(today, 60)],
    ["UTLOPT", "30 % rabatt i to måneder (utløpt)", 30, 2, addDays(today, -30)],
  ];
  for (const row of discountCodes) run(db, "INSERT INTO discount_codes VALUES (?, ?, ?, ?, ?)", ...row);
  // The portal checks addresses against the same lists (app/domain/student.ts) before it asks.
  for (const domain of STUDENT_DOMAINS)
    run(db, "INSERT INTO student_domains (domain, kind) VALUES (?, 'student')", domain);
  for (const domain of PUPIL_DOMAINS)
    run(db, "INSERT INTO student_domains (domain, kind) VALUES (?, 'pupil')", domain);
  for (const [code, place] of POSTAL_CODES)
    run(db, "INSERT INTO postal_codes (postal_code, place) VALUES (?, ?)", code, place);
  seedCompany(db, today);
  // The seeded invoices start each title's series of documents; what is issued later continues it.
  registerSeededInvoices(db);
}

/**
 * What the personas did before today that the history tells of and the seed keeps no row of (it
 * does not play the endpoints): the order that started a subscription they pay for themselves, a
 * cancellation (cancelled), a plan change asked for (pending-change). Family members and business employees ordered nothing: their
 * invitations tell how they came.
 */
function seedHistory(
  db: Database,
  persona: Persona,
  ariaAccountNo: string,
  titleCode: string,
  sub: Subscription,
  today: string,
) {
  const role = sub.subsRetrieveSubscriptionAddInfo.subscriptionInfo1;
  // Ordered early on the first day, before that morning's invoice run issued its first invoice.
  if (!persona.familyOwner && role !== "employee")
    recordHistory(db, ariaAccountNo, titleCode, osloInstant(sub.startDate, "05:42"), "order", {
      event: "ordered",
      planName: sub.planName,
      orderId: null,
      amount: null,
    });
  if (sub.instStatusCode === SubscriptionStatus.PENDING_CANCELLATION)
    recordHistory(db, ariaAccountNo, titleCode, osloInstant(addDays(today, -6), "21:08"), "cancellation", {
      planName: sub.planName,
    });
  if (sub.pendingChange)
    recordHistory(db, ariaAccountNo, titleCode, osloInstant(addDays(today, -3), "08:31"), "plan-change", {
      event: "ordered",
      planName: sub.pendingChange.planName,
      effectiveDate: sub.pendingChange.effectiveDate,
    });
}

/** Moe Bygg AS: the business admin's company, with the business employee as its active member. */
function seedCompany(db: Database, today: string) {
  const company = moeBygg();
  const accountOfPersona = (id: string) => personaById(id, today)!.account!.ariaAccountNo;
  run(
    db,
    "INSERT INTO companies (name, email_domain, max_invitations, admin_account_no) VALUES (?, ?, ?, ?)",
    company.name,
    company.emailDomain,
    company.maxInvitations,
    accountOfPersona(company.admin),
  );
  const { id } = db.prepare("SELECT last_insert_rowid() AS id").get() as { id: number };
  const joined = Date.parse(`${addDays(today, -120)}T09:00:00Z`);
  for (const [index, member] of company.members.entries()) {
    run(
      db,
      `INSERT INTO business_invitations (id, company_id, email, title_code, status, aria_account_no, created_at)
       VALUES (?, ?, ?, 'SBX', 'active', ?, ?)`,
      `inv-seed-${index + 1}`,
      id,
      member.email,
      accountOfPersona(member.persona),
      joined,
    );
  }
}

/** The plan row a seeded pendingChange goes to (pending-change: Digital → Digital Premium). */
const pendingPlanOf = (sub: Subscription, title: Title) =>
  sub.pendingChange ? (planRowFor(title, sub.pendingChange.ariaPlanID, sub.billingPeriod) ?? null) : null;
