// The SQLite tables of payments/, put together with every folder's into one schema by db.ts.
export const paymentsTables = `
-- An invoice is one title's (its seller): the same number on two titles is two documents, each its
-- title's, as the seed gives every persona their invoices on every title.
CREATE TABLE IF NOT EXISTS invoices (
  aria_invoice_no TEXT NOT NULL,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  kid TEXT NOT NULL,
  amount INTEGER NOT NULL,
  paid INTEGER NOT NULL,
  description TEXT NOT NULL,
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  account_number TEXT NOT NULL,
  due_date TEXT NOT NULL,
  title_code TEXT NOT NULL,
  -- The Oslo day it was paid (the document's paid date); NULL while unpaid.
  paid_at TEXT,
  -- How it was sent when issued (EFAKTURA, EMAIL, PAPER): the account's channel then, which a later
  -- change leaves as it was (mandates/tables.ts stamps it when an issuer leaves it out).
  sent_as TEXT CHECK (sent_as IN ('EFAKTURA', 'EMAIL', 'PAPER')),
  PRIMARY KEY (aria_invoice_no, title_code)
);
CREATE INDEX IF NOT EXISTS invoices_account ON invoices (aria_account_no);
CREATE TABLE IF NOT EXISTS payment_methods (
  aria_account_no TEXT PRIMARY KEY REFERENCES accounts (aria_account_no),
  type TEXT NOT NULL,
  card_last4 TEXT,
  card_expiry TEXT
);
-- Trips to the payment provider: paying an invoice, registering a card or payment method, an order or a gift.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('INVOICE', 'PAYMENT_METHOD', 'ORDER', 'GIFT')),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  method TEXT NOT NULL,
  aria_invoice_no TEXT,
  amount INTEGER,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'CANCELLED', 'FAILED')),
  created_at INTEGER NOT NULL,
  -- A slow provider: the outcome it has decided, reported only from settle_at on.
  settle_at INTEGER,
  settle_outcome TEXT,
  -- An approved card payment: the last four digits of the card the provider charged (the receipt's).
  card_last4 TEXT,
  -- An approved payment of an invoice or an order: the number of its receipt in the title's series
  -- (documents/series.ts), given when it was approved.
  receipt_no TEXT,
  FOREIGN KEY (aria_invoice_no, title_code) REFERENCES invoices (aria_invoice_no, title_code)
);
-- At most one approved payment per invoice: the money can only be taken once.
CREATE UNIQUE INDEX IF NOT EXISTS payments_one_per_invoice ON payments (aria_invoice_no, title_code)
  WHERE status = 'APPROVED';
`;

// The rows of the provider's tables as the stand-in reads them (payments, orders): here beside
// their tables, so that what reads them (history, documents) does not import the provider.
export type TripStatus = "PENDING" | "APPROVED" | "CANCELLED" | "FAILED";

/** A trip to the payment provider (table payments). */
export interface PaymentRow {
  id: string;
  kind: "INVOICE" | "PAYMENT_METHOD" | "ORDER" | "GIFT";
  aria_account_no: string;
  title_code: string;
  method: string;
  aria_invoice_no: string | null;
  amount: number | null;
  return_url: string;
  status: TripStatus;
  created_at: number;
  settle_at: number | null;
  settle_outcome: TripStatus | null;
  /** The card an approved card payment was charged on (its last four digits); null otherwise. */
  card_last4: string | null;
  /** An approved payment of an invoice or an order: its receipt's number in the title's series. */
  receipt_no: string | null;
}

export interface OrderRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  order_no: number;
  plan: string;
  campaign: string | null;
  first_amount: number;
  discount_code: string | null;
  discount_amount: number;
  withdrawn_at: number | null;
  refund: number | null;
  payment_method: string;
  use_saved_card: number;
  delivery_address: string | null;
  source: string | null;
  status: "AWAITING_PAYMENT" | "COMPLETED" | "CANCELLED" | "FAILED";
  start_date: string;
  created_at: number;
}
