// The SQLite tables of schedule/ (docs/decisions/079): pauses, price changes and payment days, put
// together with every folder's into one schema by db.ts.
export const scheduleTables = `
-- A pause of an account's subscription of a title: from_date to to_date, both paused. Its status is
-- read from the dates (schedule/pauses.ts); withdrawn = 1: ended before its first day, it never happened.
CREATE TABLE IF NOT EXISTS pauses (
  id TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- The title's origin it was registered on: where the e-mail's link goes.
  origin TEXT NOT NULL,
  -- Ended early by the reader ("Start igjen nå"), ms.
  ended_at INTEGER,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  -- The e-mail a week before it starts again (ms), once.
  notice_at INTEGER,
  -- The history's "resumed" entry recorded (ms), once, when it was over by itself.
  resumed_at INTEGER,
  -- The renewal invoice whose date or period took its days (payments/billing.ts); NULL: none yet.
  charged_invoice TEXT
);
CREATE INDEX IF NOT EXISTS pauses_account ON pauses (aria_account_no, title_code);
-- A new price for a plan of a title from a day, told to its readers when registered. aria_account_no:
-- NULL for everyone on the plan; a seeded one is one persona's alone, so no other persona's figures move.
CREATE TABLE IF NOT EXISTS price_changes (
  id INTEGER PRIMARY KEY,
  title_code TEXT NOT NULL,
  aria_account_no TEXT,
  aria_plan_id TEXT NOT NULL,
  billing_period TEXT NOT NULL,
  from_date TEXT NOT NULL,
  price INTEGER NOT NULL,
  old_price INTEGER NOT NULL,
  registered_at INTEGER NOT NULL
);
-- The payment day moved: the charge on \`date\` pays from \`from_date\` (what was paid until) to the
-- day before the next one, for \`amount\`; then every charge is on \`day\`.
CREATE TABLE IF NOT EXISTS payment_days (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  day INTEGER NOT NULL,
  from_date TEXT NOT NULL,
  date TEXT NOT NULL,
  amount INTEGER NOT NULL,
  set_at INTEGER NOT NULL,
  charged_invoice TEXT
);
CREATE INDEX IF NOT EXISTS payment_days_account ON payment_days (aria_account_no, title_code);
`;

/** A row of pauses, every column. */
export interface PauseRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  from_date: string;
  to_date: string;
  created_at: number;
  origin: string;
  ended_at: number | null;
  withdrawn: number;
  notice_at: number | null;
  resumed_at: number | null;
  charged_invoice: string | null;
}

export interface PriceChangeRow {
  id: number;
  title_code: string;
  aria_account_no: string | null;
  aria_plan_id: string;
  billing_period: string;
  from_date: string;
  price: number;
  old_price: number;
  registered_at: number;
}

export interface PaymentDayRow {
  id: number;
  aria_account_no: string;
  title_code: string;
  day: number;
  from_date: string;
  date: string;
  amount: number;
  set_at: number;
  charged_invoice: string | null;
}
