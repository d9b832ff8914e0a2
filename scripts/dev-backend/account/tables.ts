// The SQLite tables of account/, put together with every folder's into one schema by db.ts.
export const accountTables = `
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
CREATE TABLE IF NOT EXISTS login_tokens (
  token TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  sp_id TEXT NOT NULL,
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
`;
