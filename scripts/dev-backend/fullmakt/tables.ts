// The SQLite tables of fullmakt/, put together with every folder's into one schema by db.ts.
export const fullmaktTables = `
-- A power of attorney: one row per grant through its whole life — invited (code sent), accepted
-- (the helper's identity user), ended (withdrawn by the subscriber or given up by the helper).
-- Past valid_until it is expired, whatever else it is.
CREATE TABLE IF NOT EXISTS fullmakt_grants (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  grantor_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  helper_name TEXT NOT NULL,
  email TEXT COLLATE NOCASE,
  phone_number TEXT,
  rights TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  accepted_at INTEGER,
  helper_spid_id INTEGER,
  ended_at INTEGER,
  -- Who ended it: 'grantor' (withdrawn) or 'helper' (given up); NULL while it has not ended.
  ended_by TEXT CHECK (ended_by IN ('grantor', 'helper'))
);
CREATE INDEX IF NOT EXISTS fullmakt_grants_grantor ON fullmakt_grants (grantor_account_no, title_code);
CREATE INDEX IF NOT EXISTS fullmakt_grants_helper ON fullmakt_grants (helper_spid_id, title_code);
-- Whom a platform session acts for (ADR 054): kept with the session, not in the browser.
CREATE TABLE IF NOT EXISTS fullmakt_acting (
  session_id TEXT PRIMARY KEY,
  grant_id TEXT NOT NULL REFERENCES fullmakt_grants (id)
);
-- What a helper did: the history entries one request of theirs added, by the entry's identity, so
-- the subscriber's history says who made each.
CREATE TABLE IF NOT EXISTS fullmakt_acts (
  account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  entry_key TEXT NOT NULL,
  helper_name TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS fullmakt_acts_account ON fullmakt_acts (account_no, title_code);
-- Every wrong code an identity user has tried (an invitation's code, a contact code): ten within
-- fifteen minutes pause their tries. Kept by a returned Failure, so a refusal does not undo it.
CREATE TABLE IF NOT EXISTS fullmakt_code_tries (
  spid_id INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS fullmakt_code_tries_user ON fullmakt_code_tries (spid_id, at);
-- The code sent to the address or number an invitation went to, for one identity user to type back
-- (id: grant id and spid id): proof that the invited contact is theirs when their account has another.
CREATE TABLE IF NOT EXISTS fullmakt_contact_codes (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- How many codes were sent since first_sent_at: three in fifteen minutes, then a pause.
  first_sent_at INTEGER NOT NULL,
  sends INTEGER NOT NULL DEFAULT 1
);
`;
