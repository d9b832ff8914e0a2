// The SQLite tables of mandates/, put together with every folder's into one schema by db.ts.
export const mandatesTables = `
-- AvtaleGiro mandates (app/api/contract/mandates.ts, docs/decisions/053): one row per request to the
-- bank; at most one waiting and one active per account (a new limit waits while the old one draws).
CREATE TABLE IF NOT EXISTS mandates (
  id TEXT PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  -- The title it was set up from: its history and receipt tell of it.
  title_code TEXT NOT NULL,
  limit_amount INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('AT_BANK', 'WAITING', 'ACTIVE', 'REJECTED', 'CANCELLED', 'FAILED', 'STOPPED')),
  rejection TEXT,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  requested_on TEXT NOT NULL,
  answered_on TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS mandates_one_live ON mandates (aria_account_no, status)
  WHERE status IN ('WAITING', 'ACTIVE');
-- How an account's invoices are sent (efaktura.ts); no row: by e-mail.
CREATE TABLE IF NOT EXISTS invoice_delivery (
  aria_account_no TEXT PRIMARY KEY REFERENCES accounts (aria_account_no),
  channel TEXT NOT NULL CHECK (channel IN ('EFAKTURA', 'EMAIL', 'PAPER')),
  efaktura_reference TEXT,
  efaktura_registered_on TEXT,
  -- The payer's bank accepts every biller's eFaktura ("Alltid ja til eFaktura").
  always_yes INTEGER NOT NULL DEFAULT 0
);
-- An invoice goes out the way the account's invoices go when it is issued, stamped on the invoice so
-- a later change of channel leaves the older ones as they were sent. One rule for every issuer (the
-- renewal run, an order's first invoice); the seed gives its invoices the channel they had.
CREATE TRIGGER IF NOT EXISTS invoices_sent_as AFTER INSERT ON invoices WHEN NEW.sent_as IS NULL
BEGIN
  UPDATE invoices SET sent_as = COALESCE(
    (SELECT channel FROM invoice_delivery WHERE aria_account_no = NEW.aria_account_no), 'EMAIL')
  WHERE aria_invoice_no = NEW.aria_invoice_no AND title_code = NEW.title_code;
END;
`;

export interface MandateRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  limit_amount: number;
  status: "AT_BANK" | "WAITING" | "ACTIVE" | "REJECTED" | "CANCELLED" | "FAILED" | "STOPPED";
  rejection: string | null;
  return_url: string;
  created_at: number;
  requested_on: string;
  answered_on: string | null;
}
