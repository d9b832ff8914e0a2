// The SQLite tables of complaint/, put together with every folder's into one schema by db.ts.
export const complaintTables = `
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
`;
