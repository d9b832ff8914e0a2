// The SQLite tables of family/, put together with every folder's into one schema by db.ts.
export const familyTables = `
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
`;
