// The SQLite tables of history/, put together with every folder's into one schema by db.ts.
export const historyTables = `
-- The subscription's history: what leaves no row of its own (a plan change asked for, withdrawn or
-- applied, a cancellation undone, a consent choice, a seeded persona's order). The rest of the
-- timeline is derived from the other tables (handlers.ts, docs/decisions/030).
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
