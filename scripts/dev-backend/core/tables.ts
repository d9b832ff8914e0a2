// The SQLite tables of core/, put together with every folder's into one schema by db.ts.
export const coreTables = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  -- The account (identity user) the key was sent for, or an anonymous browser.
  scope TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, method, path, key)
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- What the message is (messages/deliver.ts): a kind the reader chooses (delivery, billing,
  -- receipts, epaper, newsletter:<id>) or required:<reason>; the account it is for (NULL: someone
  -- without an account on the title); sent or held (the reader turned it off) and why; headers as JSON.
  kind TEXT,
  account TEXT,
  status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'held')),
  reason TEXT,
  headers TEXT
);
`;
