// The dev backend's state in SQLite (node:sqlite): the schema, opening a database, transactions and
// queries. A file database (npm start) keeps state between restarts and uses WAL; multi-row writes go
// through transaction(), so an error or a kill never leaves anything half-written. Rows and their API
// shapes: rows.ts; the personas' seed and openDatabase: seed.ts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

export type Database = DatabaseSync;

/** Bump when the schema changes: an older file database is then rebuilt and reseeded. */
const SCHEMA_VERSION = 13;

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
  title_code TEXT,
  -- The Oslo day it was paid (the document's paid date); NULL while unpaid.
  paid_at TEXT
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
-- Delivery disruptions the platform knows of (issue 28 §3): the paper late or missing in a postal
-- code on a day, announced through /_dev/disruptions (disruptions/handlers.ts).
CREATE TABLE IF NOT EXISTS disruptions (
  id INTEGER PRIMARY KEY,
  postal_code TEXT NOT NULL,
  date TEXT NOT NULL,
  -- Expected delivered by ("HH:MM", Oslo); NULL when the paper does not come that day.
  until TEXT,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS disruptions_postal_code ON disruptions (postal_code, date);
CREATE TABLE IF NOT EXISTS complaints (
  id TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  -- The first day complained about; all of them in dates (a JSON list, oldest first).
  date TEXT NOT NULL,
  dates TEXT NOT NULL,
  category TEXT NOT NULL,
  comment TEXT NOT NULL,
  -- The remedy as the contract's Remedy (JSON): its kind, amount or days, and its day.
  remedy TEXT NOT NULL,
  -- The third in 30 days: the customer centre was told to contact the reader.
  customer_service INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS complaints_account ON complaints (aria_account_no, title_code);
CREATE TABLE IF NOT EXISTS privacy_requests (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  kind TEXT NOT NULL CHECK (kind IN ('takeout', 'delete')),
  requested_at INTEGER NOT NULL,
  ready_by TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS consents (
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  title_code TEXT NOT NULL,
  advertising INTEGER NOT NULL,
  analytics INTEGER NOT NULL,
  marketing INTEGER NOT NULL,
  personalization INTEGER NOT NULL,
  source TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (spid_id, title_code)
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
  -- Kroner the discount code took off first_amount (docs/decisions/020).
  discount_amount INTEGER NOT NULL DEFAULT 0,
  -- Withdrawn within 14 days (angrerett, docs/decisions/020): when (ms), and what was paid back.
  withdrawn_at INTEGER,
  refund INTEGER,
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
-- Family sharing: one row per invitation, through its whole life: sent (and sent again), accepted
-- (the member's account), withdrawn, or ended (the member removed, or the owner's subscription over).
CREATE TABLE IF NOT EXISTS family_invitations (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  owner_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  delivery_failed INTEGER NOT NULL DEFAULT 0,
  withdrawn_at INTEGER,
  accepted_at INTEGER,
  member_account_no TEXT REFERENCES accounts (aria_account_no),
  ended_at INTEGER
);
CREATE INDEX IF NOT EXISTS family_invitations_owner ON family_invitations (owner_account_no, title_code);
-- A person is a member of one household per title at a time.
CREATE UNIQUE INDEX IF NOT EXISTS family_one_household ON family_invitations (member_account_no, title_code)
  WHERE accepted_at IS NOT NULL AND ended_at IS NULL;
CREATE TABLE IF NOT EXISTS student_domains (
  domain TEXT PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'student' CHECK (kind IN ('student', 'pupil'))
);
CREATE TABLE IF NOT EXISTS student_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  title_code TEXT NOT NULL,
  spid_id INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'student' CHECK (kind IN ('student', 'pupil')),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS student_registrations (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  -- The identity user who registered (signed in, no newspaper account yet): activation is theirs.
  spid_id INTEGER NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  title_code TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  activated INTEGER NOT NULL DEFAULT 0
);
-- Business subscriptions: one company per admin account, its invitations and the employees' codes.
CREATE TABLE IF NOT EXISTS companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email_domain TEXT NOT NULL,
  max_invitations INTEGER NOT NULL,
  admin_account_no TEXT NOT NULL UNIQUE REFERENCES accounts (aria_account_no)
);
CREATE TABLE IF NOT EXISTS business_invitations (
  id TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id),
  email TEXT NOT NULL COLLATE NOCASE,
  -- The title whose portal sent it (the link goes to that title's /bedrift).
  title_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('emailSent', 'active')),
  -- The employee's account, once taken up.
  aria_account_no TEXT REFERENCES accounts (aria_account_no),
  created_at INTEGER NOT NULL,
  UNIQUE (company_id, email)
);
CREATE INDEX IF NOT EXISTS business_invitations_email ON business_invitations (email);
CREATE TABLE IF NOT EXISTS business_codes (
  id INTEGER PRIMARY KEY,
  invitation_id TEXT NOT NULL REFERENCES business_invitations (id),
  spid_id INTEGER NOT NULL,
  title_code TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
-- The subscription's history: what leaves no row of its own (a plan change asked for, withdrawn or
-- applied, a cancellation undone, a consent choice, a seeded persona's order). The rest of the
-- timeline is derived from the other tables (history/handlers.ts, docs/decisions/030).
CREATE TABLE IF NOT EXISTS history (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  -- The entry's fields besides at and kind (JSON), as app/api/contract/history.ts names them.
  facts TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS history_account ON history (aria_account_no, title_code);
`;

/**
 * Opens (creating if needed) a database file or ":memory:" with the current schema. A database from
 * an older schema is rebuilt empty: dev data is reseedable (seed.ts openDatabase seeds an empty one).
 */
export function connect(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA busy_timeout = 5000");
  if (file !== ":memory:") db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");

  const version = (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version !== SCHEMA_VERSION) {
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
  return db;
}

/**
 * Deletes every row of every table (call it inside a transaction). The foreign keys are checked when
 * the transaction commits, when nothing is left to point anywhere, so no table order has to be kept.
 */
export function deleteAllRows(db: Database): void {
  db.exec("PRAGMA defer_foreign_keys = ON");
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
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
