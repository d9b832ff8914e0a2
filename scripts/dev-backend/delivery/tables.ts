// The SQLite tables of delivery/, put together with every folder's into one schema by db.ts.
export const deliveryTables = `
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
  withdrawn_at INTEGER,
  -- A stop's messages (./stop-notices.ts): the title's origin it was registered on, for the link,
  -- and when the reader was told it began and that it is over (null: not yet).
  origin TEXT,
  start_told_at INTEGER,
  end_told_at INTEGER
);
CREATE INDEX IF NOT EXISTS delivery_changes_account ON delivery_changes (aria_account_no, title_code);
-- A dated stop's credit (app/domain/credits.ts): the papers it leaves out (the paper calendar) at
-- the paper's share each, taken off the next payment not yet invoiced on \`on_date\` (the day it was
-- granted or last changed), like a complaint's credit. Rewritten when the stop's last day moves,
-- removed when the stop is withdrawn. One row per stop: what a credit note is made from.
CREATE TABLE IF NOT EXISTS stop_credits (
  change_id TEXT PRIMARY KEY REFERENCES delivery_changes (id),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  papers INTEGER NOT NULL,
  per_paper REAL NOT NULL,
  amount REAL NOT NULL,
  on_date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS stop_credits_account ON stop_credits (aria_account_no, title_code);
-- A note to the carrier ("Beskjed til avisbudet"), one per address: \`target\` is 'home' for the
-- usual address (\`address_key\` the address it was written for: after a move it no longer applies)
-- or a transfer's id. \`text\` exactly as saved (any alphabet), on the carrier's list from \`from_date\`.
CREATE TABLE IF NOT EXISTS carrier_notes (
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  target TEXT NOT NULL,
  address_key TEXT,
  text TEXT NOT NULL,
  from_date TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (aria_account_no, title_code, target)
);
CREATE TABLE IF NOT EXISTS postal_codes (
  postal_code TEXT PRIMARY KEY,
  place TEXT NOT NULL
);
`;
