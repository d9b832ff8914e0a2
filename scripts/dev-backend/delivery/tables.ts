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
  withdrawn_at INTEGER
);
CREATE INDEX IF NOT EXISTS delivery_changes_account ON delivery_changes (aria_account_no, title_code);
CREATE TABLE IF NOT EXISTS postal_codes (
  postal_code TEXT PRIMARY KEY,
  place TEXT NOT NULL
);
`;
