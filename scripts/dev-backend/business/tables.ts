// The SQLite tables of business/, put together with every folder's into one schema by db.ts.
export const businessTables = `
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
`;
