// The SQLite tables of privacy/, put together with every folder's into one schema by db.ts.
export const privacyTables = `
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
`;
