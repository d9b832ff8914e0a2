// The SQLite tables of student/, put together with every folder's into one schema by db.ts.
export const studentTables = `
CREATE TABLE IF NOT EXISTS student_domains (
  domain TEXT PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'student' CHECK (kind IN ('student', 'pupil'))
);
CREATE TABLE IF NOT EXISTS student_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  title_code TEXT NOT NULL,
  spid_id INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'student' CHECK (kind IN ('student', 'pupil')),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS student_registrations (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  -- The identity user who registered (signed in, no newspaper account yet): activation is theirs.
  spid_id INTEGER NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  title_code TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  activated INTEGER NOT NULL DEFAULT 0
);
`;
