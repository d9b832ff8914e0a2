// The SQLite tables of identity/, put together with every folder's into one schema by db.ts.
export const identityTables = `
CREATE TABLE IF NOT EXISTS users (
  spid_id INTEGER PRIMARY KEY,
  persona_id TEXT UNIQUE,
  uuid TEXT NOT NULL,
  pair_id TEXT NOT NULL,
  email TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  phone_number TEXT,
  birthdate TEXT
);
CREATE TABLE IF NOT EXISTS auth_codes (
  code TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS idp_sessions (
  id TEXT PRIMARY KEY,
  spid_id INTEGER NOT NULL REFERENCES users (spid_id),
  created_at INTEGER NOT NULL
);
`;
