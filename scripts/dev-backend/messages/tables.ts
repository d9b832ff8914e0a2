// The SQLite tables of messages/, put together with every folder's into one schema by db.ts.
export const messagesTables = `
-- The channels a reader chose for a kind of message on a title (docs/decisions/080); no row: the
-- platform's defaults (choices.ts).
CREATE TABLE IF NOT EXISTS message_choices (
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('delivery', 'billing', 'receipts', 'epaper')),
  email INTEGER NOT NULL,
  sms INTEGER NOT NULL,
  PRIMARY KEY (aria_account_no, title_code, kind)
);
-- The title's newsletters a reader gets: a row while subscribed (the list itself: newsletters.ts).
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  newsletter_id TEXT NOT NULL,
  PRIMARY KEY (aria_account_no, title_code, newsletter_id)
);
-- A disruption told to a reader, once per postal code, day, title and account (broadcasts.ts): never
-- twice, however often it is announced again or read.
CREATE TABLE IF NOT EXISTS disruption_notices (
  postal_code TEXT NOT NULL,
  date TEXT NOT NULL,
  title_code TEXT NOT NULL,
  aria_account_no TEXT NOT NULL,
  told_at INTEGER NOT NULL,
  PRIMARY KEY (postal_code, date, title_code, aria_account_no)
);
`;
