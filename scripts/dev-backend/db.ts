// The dev backend's state in SQLite (node:sqlite): identity users, platform accounts and
// subscriptions, sign-in tokens, sessions and the rest. A file database (npm start) keeps state
// between restarts and uses WAL; multi-row writes go through transaction(), so an error or a kill
// never leaves anything half-written. An empty database is seeded with the personas.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Account, Plan, Subscription } from "../../app/api/contract.ts";
import type { Title } from "../../app/title/title-schema.ts";
import {
  addDays,
  allPersonas,
  osloToday,
  subscriptionForTitle,
  unclaimedPaperAccount,
  type DeliveryAddress,
  type Invoice,
  type PaymentMethod,
} from "../../tests/fixtures/personas.ts";
import { loadTitles } from "../lib/titles.ts";
import { planRowFor, POSTAL_CODES } from "./catalog.ts";

export type Database = DatabaseSync;

/** Bump when the schema changes: an older file database is then rebuilt and reseeded. */
const SCHEMA_VERSION = 4;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  spid_id INTEGER PRIMARY KEY,
  persona_id TEXT UNIQUE,
  uuid TEXT NOT NULL,
  pair_id TEXT NOT NULL,
  email TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  phone_number TEXT,
  birthdate TEXT
);
CREATE TABLE IF NOT EXISTS accounts (
  aria_account_no TEXT PRIMARY KEY,
  spid_id INTEGER UNIQUE REFERENCES users (spid_id),
  first_title_code TEXT NOT NULL,
  account_balance REAL NOT NULL DEFAULT 0,
  email TEXT,
  phone_number TEXT,
  given_name TEXT,
  family_name TEXT,
  birthdate TEXT,
  -- Set by privacy/delete: the account is to be deleted (within 30 days).
  deletion_requested_at INTEGER
);
CREATE INDEX IF NOT EXISTS accounts_phone ON accounts (phone_number);
CREATE INDEX IF NOT EXISTS accounts_email ON accounts (email COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  aria_plan_id TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  plan_product_type TEXT NOT NULL,
  eligible_for_sharing INTEGER NOT NULL,
  inst_status_code INTEGER NOT NULL,
  subscription_info1 TEXT,
  billing_period TEXT NOT NULL,
  price INTEGER NOT NULL,
  features TEXT NOT NULL,
  start_date TEXT NOT NULL,
  expires_on TEXT,
  pending_change TEXT,
  -- The whole target plan row (JSON Plan) of pending_change; applied once its effectiveDate has come.
  pending_plan TEXT,
  UNIQUE (aria_account_no, title_code)
);
CREATE TABLE IF NOT EXISTS invoices (
  aria_invoice_no TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  kid TEXT NOT NULL,
  amount INTEGER NOT NULL,
  paid INTEGER NOT NULL,
  description TEXT NOT NULL,
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  account_number TEXT NOT NULL,
  due_date TEXT NOT NULL,
  -- NULL: the account's invoice for every title (the seed's invoices are).
  title_code TEXT
);
CREATE INDEX IF NOT EXISTS invoices_account ON invoices (aria_account_no);
CREATE TABLE IF NOT EXISTS payment_methods (
  aria_account_no TEXT PRIMARY KEY REFERENCES accounts (aria_account_no),
  type TEXT NOT NULL,
  card_last4 TEXT,
  card_expiry TEXT
);
CREATE TABLE IF NOT EXISTS delivery_addresses (
  aria_account_no TEXT PRIMARY KEY REFERENCES accounts (aria_account_no),
  coname TEXT,
  street TEXT NOT NULL,
  street_number TEXT NOT NULL,
  floor TEXT,
  flat_number TEXT,
  postal_code TEXT NOT NULL,
  place TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS delivery_changes (
  id TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  type TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT,
  open_end INTEGER NOT NULL,
  address TEXT,
  created_at INTEGER NOT NULL,
  withdrawn_at INTEGER
);
CREATE INDEX IF NOT EXISTS delivery_changes_account ON delivery_changes (aria_account_no, title_code);
CREATE TABLE IF NOT EXISTS complaints (
  id TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  date TEXT NOT NULL,
  category TEXT NOT NULL,
  comment TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS privacy_requests (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  kind TEXT NOT NULL CHECK (kind IN ('takeout', 'delete')),
  requested_at INTEGER NOT NULL,
  ready_by TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS postal_codes (
  postal_code TEXT PRIMARY KEY,
  place TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS login_tokens (
  token TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS auth_codes (
  code TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  sp_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idp_sessions (
  id TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  session_key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_key, method, path, key)
);
CREATE TABLE IF NOT EXISTS cancellations (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  reason TEXT NOT NULL,
  customer_number TEXT NOT NULL,
  name TEXT NOT NULL,
  product TEXT NOT NULL,
  cancel_kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS searches (
  id TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL,
  found_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  code_sent_at INTEGER NOT NULL,
  resend_count INTEGER NOT NULL DEFAULT 0,
  attempts INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS discount_codes (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  percent_off INTEGER NOT NULL,
  months INTEGER NOT NULL,
  valid_until TEXT
);
CREATE TABLE IF NOT EXISTS discounts (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  discount_code TEXT NOT NULL REFERENCES discount_codes (code),
  applied_at INTEGER NOT NULL,
  UNIQUE (aria_account_no, title_code)
);
-- Trips to the payment provider: paying an invoice, or registering a card or payment method.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('INVOICE', 'PAYMENT_METHOD', 'ORDER')),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  method TEXT NOT NULL,
  aria_invoice_no TEXT REFERENCES invoices (aria_invoice_no),
  amount INTEGER,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'CANCELLED', 'FAILED')),
  created_at INTEGER NOT NULL,
  -- A slow provider: the outcome it has decided, reported only from settle_at on.
  settle_at INTEGER,
  settle_outcome TEXT
);
-- Orders of a subscription; each has one trip to the payment provider with the same id.
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY REFERENCES payments (id),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  -- The plan row ordered (JSON Plan), as it was sold.
  plan TEXT NOT NULL,
  campaign TEXT,
  first_amount INTEGER NOT NULL,
  discount_code TEXT,
  payment_method TEXT NOT NULL,
  use_saved_card INTEGER NOT NULL,
  delivery_address TEXT,
  source TEXT,
  status TEXT NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'COMPLETED', 'CANCELLED', 'FAILED')),
  start_date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_account ON orders (aria_account_no, title_code);
-- At most one approved payment per invoice: the money can only be taken once.
CREATE UNIQUE INDEX IF NOT EXISTS payments_one_per_invoice ON payments (aria_invoice_no)
  WHERE status = 'APPROVED';
CREATE TABLE IF NOT EXISTS student_domains (
  domain TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS student_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  title_code TEXT NOT NULL,
  spid_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS student_registrations (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  title_code TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  activated INTEGER NOT NULL DEFAULT 0
);
`;

/** Child tables first, so deleting in this order never breaks a foreign key. */
const TABLES = [
  "idempotency_keys",
  "outbox",
  "student_registrations",
  "student_codes",
  "student_domains",
  "orders",
  "payments",
  "privacy_requests",
  "complaints",
  "delivery_changes",
  "postal_codes",
  "discounts",
  "discount_codes",
  "searches",
  "cancellations",
  "idp_sessions",
  "sessions",
  "auth_codes",
  "login_tokens",
  "delivery_addresses",
  "payment_methods",
  "invoices",
  "subscriptions",
  "accounts",
  "users",
] as const;

/** Student e-mail domains (and their subdomains) accepted by student-email/. */
export const STUDENT_DOMAINS = [
  "stud.ntnu.no",
  "student.uib.no",
  "uio.no",
  "student.uia.no",
  "stud.hvl.no",
  "student.nord.no",
  "uit.no",
  "student.oslomet.no",
  "stud.nmbu.no",
  "student.usn.no",
  "stud.inn.no",
  "bi.no",
];

export interface SeedOptions {
  /** Defaults to every title in titles/. */
  titles?: readonly Title[];
  /** "Today" for the personas' dates; defaults to today in Europe/Oslo. */
  today?: string;
}

/** Opens (creating if needed) a database file or ":memory:", and seeds it when it is empty. */
export function openDatabase(file: string, options: SeedOptions = {}): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  if (file !== ":memory:") db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");

  const version = (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version !== SCHEMA_VERSION) {
    // A database from an older schema (or a new file): rebuild it; dev data is reseedable.
    const existing = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    if (existing.length > 0) {
      db.exec("PRAGMA foreign_keys = OFF");
      transaction(db, () => {
        for (const { name } of existing) db.exec(`DROP TABLE IF EXISTS "${name}"`);
      });
      db.exec("PRAGMA foreign_keys = ON");
    }
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  }
  const { n } = db.prepare("SELECT count(*) AS n FROM users").get() as { n: number };
  if (n === 0) transaction(db, () => seed(db, options));
  return db;
}

/** Empties every table and seeds the personas again, in one transaction. */
export function resetDatabase(db: Database, options: SeedOptions = {}): void {
  transaction(db, () => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
    seed(db, options);
  });
}

// ─── Transactions and queries ───────────────────────────────────────────────────────────────────

let savepoints = 0;

/**
 * Runs `fn` in BEGIN IMMEDIATE … COMMIT (ROLLBACK on any error). Inside another transaction it
 * becomes a savepoint, so a failing inner step undoes only its own writes and still throws.
 */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) {
    const name = `sp_${++savepoints}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error("transaction(): the function must be synchronous");
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export type Param = SQLInputValue | boolean | undefined;
const bind = (params: Param[]) =>
  params.map((p) => (p === undefined ? null : typeof p === "boolean" ? (p ? 1 : 0) : p));

export function one<T>(db: Database, sql: string, ...params: Param[]): T | undefined {
  return db.prepare(sql).get(...bind(params)) as T | undefined;
}

export function many<T>(db: Database, sql: string, ...params: Param[]): T[] {
  return db.prepare(sql).all(...bind(params)) as T[];
}

export function run(db: Database, sql: string, ...params: Param[]): number {
  return Number(db.prepare(sql).run(...bind(params)).changes);
}

// ─── Rows and their API shapes ──────────────────────────────────────────────────────────────────

export interface UserRow {
  spid_id: number;
  persona_id: string | null;
  uuid: string;
  pair_id: string;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
  birthdate: string | null;
}

export interface AccountRow {
  aria_account_no: string;
  spid_id: number | null;
  first_title_code: string;
  account_balance: number;
  email: string | null;
  phone_number: string | null;
  given_name: string | null;
  family_name: string | null;
  birthdate: string | null;
  deletion_requested_at: number | null;
}

export interface SubscriptionRow {
  id: number;
  aria_account_no: string;
  title_code: string;
  aria_plan_id: string;
  plan_name: string;
  plan_product_type: string;
  eligible_for_sharing: number;
  inst_status_code: number;
  subscription_info1: string | null;
  billing_period: string;
  price: number;
  features: string;
  start_date: string;
  expires_on: string | null;
  pending_change: string | null;
  pending_plan: string | null;
}

/** An account row as the API answers it. Unowned accounts never reach the API, hence spidId. */
export function accountFromRow(row: AccountRow): Account {
  return {
    accountBalance: row.account_balance,
    spidId: row.spid_id ?? 0,
    firstTitleCode: row.first_title_code,
    ariaAccountNo: row.aria_account_no,
    email: row.email,
    phoneNumber: row.phone_number,
    givenName: row.given_name,
    familyName: row.family_name,
    birthdate: row.birthdate,
  };
}

export function subscriptionFromRow(row: SubscriptionRow): Subscription {
  return {
    ariaPlanID: row.aria_plan_id,
    planName: row.plan_name,
    planProductType: row.plan_product_type as Subscription["planProductType"],
    eligibleForSharing: row.eligible_for_sharing === 1,
    instStatusCode: row.inst_status_code,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: row.subscription_info1 },
    billingPeriod: row.billing_period as Subscription["billingPeriod"],
    price: row.price,
    features: JSON.parse(row.features) as Subscription["features"],
    startDate: row.start_date,
    expiresOn: row.expires_on,
    pendingChange: row.pending_change
      ? (JSON.parse(row.pending_change) as Subscription["pendingChange"])
      : null,
  };
}

/**
 * Inserts, or replaces the account's subscription to the title. `pendingPlan` is the plan row the
 * subscription's pendingChange goes to; without it the change is shown but never takes effect.
 */
export function putSubscription(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  sub: Subscription,
  pendingPlan: Plan | null = null,
) {
  run(
    db,
    `INSERT INTO subscriptions (aria_account_no, title_code, aria_plan_id, plan_name, plan_product_type,
       eligible_for_sharing, inst_status_code, subscription_info1, billing_period, price, features,
       start_date, expires_on, pending_change, pending_plan)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no, title_code) DO UPDATE SET
       aria_plan_id = excluded.aria_plan_id, plan_name = excluded.plan_name,
       plan_product_type = excluded.plan_product_type, eligible_for_sharing = excluded.eligible_for_sharing,
       inst_status_code = excluded.inst_status_code, subscription_info1 = excluded.subscription_info1,
       billing_period = excluded.billing_period, price = excluded.price, features = excluded.features,
       start_date = excluded.start_date, expires_on = excluded.expires_on,
       pending_change = excluded.pending_change, pending_plan = excluded.pending_plan`,
    ariaAccountNo,
    titleCode,
    sub.ariaPlanID,
    sub.planName,
    sub.planProductType,
    sub.eligibleForSharing,
    sub.instStatusCode,
    sub.subsRetrieveSubscriptionAddInfo.subscriptionInfo1,
    sub.billingPeriod,
    sub.price,
    JSON.stringify(sub.features),
    sub.startDate,
    sub.expiresOn,
    sub.pendingChange ? JSON.stringify(sub.pendingChange) : null,
    sub.pendingChange && pendingPlan ? JSON.stringify(pendingPlan) : null,
  );
}

export function putPaymentMethod(db: Database, ariaAccountNo: string, method: PaymentMethod) {
  run(
    db,
    `INSERT INTO payment_methods (aria_account_no, type, card_last4, card_expiry) VALUES (?, ?, ?, ?)
     ON CONFLICT (aria_account_no) DO UPDATE SET
       type = excluded.type, card_last4 = excluded.card_last4, card_expiry = excluded.card_expiry`,
    ariaAccountNo,
    method.type,
    method.cardLast4,
    method.cardExpiry,
  );
}

// ─── Seed ───────────────────────────────────────────────────────────────────────────────────────

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

function insertInvoices(db: Database, ariaAccountNo: string, invoices: Invoice[]) {
  for (const invoice of invoices) {
    run(
      db,
      `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      invoice.ariaInvoiceNo,
      ariaAccountNo,
      invoice.kid,
      invoice.amount,
      invoice.paid,
      invoice.description,
      invoice.period.from,
      invoice.period.to,
      invoice.accountNumber,
      invoice.dueDate,
    );
  }
}

/** Inserts, or replaces the account's home delivery address (a persona's, or the contract's). */
export function putAddress(
  db: Database,
  ariaAccountNo: string,
  address: Omit<DeliveryAddress, "coname" | "floor" | "flatNumber"> & {
    coname?: string | null;
    floor?: string | null;
    flatNumber?: string | null;
  },
) {
  run(
    db,
    `INSERT INTO delivery_addresses (aria_account_no, coname, street, street_number, floor, flat_number,
       postal_code, place) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no) DO UPDATE SET coname = excluded.coname, street = excluded.street,
       street_number = excluded.street_number, floor = excluded.floor, flat_number = excluded.flat_number,
       postal_code = excluded.postal_code, place = excluded.place`,
    ariaAccountNo,
    address.coname ?? null,
    address.street,
    address.streetNumber,
    address.floor ?? null,
    address.flatNumber ?? null,
    address.postalCode,
    address.place,
  );
}

let cachedTitles: Title[] | undefined;
/** titles/ read once per process. */
export function defaultTitles(): Title[] {
  cachedTitles ??= loadTitles();
  return cachedTitles;
}

function seed(db: Database, options: SeedOptions) {
  const today = options.today ?? osloToday();
  const titles = options.titles ?? defaultTitles();
  const firstTitle = "ADR";

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
      if (sub) putSubscription(db, ariaAccountNo, title.titleCode, sub, pendingPlanOf(sub, title));
    }
    insertInvoices(db, ariaAccountNo, persona.invoices);
    if (persona.paymentMethod) putPaymentMethod(db, ariaAccountNo, persona.paymentMethod);
    if (persona.deliveryAddress) putAddress(db, ariaAccountNo, persona.deliveryAddress);
  }

  const unclaimed = unclaimedPaperAccount(today);
  insertAccount(db, { ...unclaimed, spidId: null, firstTitleCode: firstTitle });
  for (const title of titles)
    putSubscription(db, unclaimed.ariaAccountNo, title.titleCode, unclaimed.subscription);
  insertInvoices(db, unclaimed.ariaAccountNo, unclaimed.invoices);
  if (unclaimed.paymentMethod) putPaymentMethod(db, unclaimed.ariaAccountNo, unclaimed.paymentMethod);
  putAddress(db, unclaimed.ariaAccountNo, unclaimed.deliveryAddress);

  const discountCodes: Array<[string, string, number, number, string | null]> = [
    ["VELKOMMEN50", "50 % rabatt de tre første månedene", 50, 3, null],
    ["HOST2026", "25 % rabatt den første måneden", 25, 1, addDays(today, 60)],
    ["UTLOPT", "30 % rabatt i to måneder (utløpt)", 30, 2, addDays(today, -30)],
  ];
  for (const row of discountCodes) run(db, "INSERT INTO discount_codes VALUES (?, ?, ?, ?, ?)", ...row);
  for (const domain of STUDENT_DOMAINS) run(db, "INSERT INTO student_domains (domain) VALUES (?)", domain);
  for (const [code, place] of POSTAL_CODES)
    run(db, "INSERT INTO postal_codes (postal_code, place) VALUES (?, ?)", code, place);
}

/** The plan row a seeded pendingChange goes to (pending-change: Digital → Digital Premium). */
const pendingPlanOf = (sub: Subscription, title: Title) =>
  sub.pendingChange ? (planRowFor(title, sub.pendingChange.ariaPlanID, sub.billingPeriod) ?? null) : null;
