// The SQLite tables of gifts/ (docs/decisions/077), put together with every folder's into one schema by db.ts.
export const giftsTables = `
-- Gifts bought by a giver (their account on the title); each is paid on one trip to the payment
-- provider with the same id, like an order.
CREATE TABLE IF NOT EXISTS gifts (
  id TEXT PRIMARY KEY REFERENCES payments (id),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  -- The number the giver is told (gifts/codes.ts): the title's gifts counted 1, 2, 3, …
  gift_no INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE,
  gift_plan_id TEXT NOT NULL,
  product_type TEXT NOT NULL CHECK (product_type IN ('DIGITAL', 'COMBO')),
  product_name TEXT NOT NULL,
  months INTEGER NOT NULL,
  price INTEGER NOT NULL,
  recipient_name TEXT NOT NULL,
  delivery TEXT NOT NULL CHECK (delivery IN ('EMAIL', 'CARD')),
  recipient_email TEXT,
  message TEXT,
  -- When its e-mail goes (ms); NULL: as soon as it is paid.
  send_at INTEGER,
  -- When its e-mail last went (ms), or a card gift was ready; NULL while planned.
  sent_at INTEGER,
  delivery_address TEXT,
  first_delivery_date TEXT,
  status TEXT NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'PAID', 'FAILED')),
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  -- The paid invoice the trip's receipt shows (the giver's), in the title's series.
  invoice_no TEXT,
  -- The origin it was bought on: the title's, where the e-mail's link goes.
  origin TEXT NOT NULL,
  withdrawn_at INTEGER,
  refund_credit_id TEXT,
  redeemed_at INTEGER,
  redeemed_by_spid_id INTEGER,
  redeemed_account_no TEXT,
  -- What redeeming did (JSON GiftOutcome), answered again to the same user.
  outcome TEXT,
  -- A NEW gift subscription: told of its end (ms), once.
  end_notice_at INTEGER
);
CREATE INDEX IF NOT EXISTS gifts_account ON gifts (aria_account_no, title_code);
CREATE UNIQUE INDEX IF NOT EXISTS gifts_number ON gifts (title_code, gift_no);
-- A gift redeemed on the same product: the next charge moves from before to after.
CREATE TABLE IF NOT EXISTS gift_extensions (
  gift_id TEXT PRIMARY KEY REFERENCES gifts (id),
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  before_date TEXT NOT NULL,
  after_date TEXT NOT NULL
);
-- A gift redeemed on another product: its price lowers the next payments until it is used up.
CREATE TABLE IF NOT EXISTS gift_credits (
  gift_id TEXT PRIMARY KEY REFERENCES gifts (id),
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  amount INTEGER NOT NULL,
  on_date TEXT NOT NULL
);
-- What each renewal invoice took of the account's gift credits.
CREATE TABLE IF NOT EXISTS gift_credit_uses (
  aria_invoice_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  aria_account_no TEXT NOT NULL,
  amount REAL NOT NULL,
  PRIMARY KEY (aria_invoice_no, title_code)
);
`;

/** A row of gifts, every column. */
export interface GiftRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  gift_no: number;
  code: string;
  gift_plan_id: string;
  product_type: "DIGITAL" | "COMBO";
  product_name: string;
  months: number;
  price: number;
  recipient_name: string;
  delivery: "EMAIL" | "CARD";
  recipient_email: string | null;
  message: string | null;
  send_at: number | null;
  sent_at: number | null;
  delivery_address: string | null;
  first_delivery_date: string | null;
  status: "AWAITING_PAYMENT" | "PAID" | "FAILED";
  created_at: number;
  paid_at: number | null;
  invoice_no: string | null;
  origin: string;
  withdrawn_at: number | null;
  refund_credit_id: string | null;
  redeemed_at: number | null;
  redeemed_by_spid_id: number | null;
  redeemed_account_no: string | null;
  outcome: string | null;
  end_notice_at: number | null;
}

/**
 * An invoice that is a gift's sale, not a period of the buyer's own subscription: what billing and
 * credits read (the next period, what is invoiced yet) leaves it out. `alias` names the invoices table.
 */
export const notAGiftSale = (alias: string) =>
  `NOT EXISTS (SELECT 1 FROM gifts gs WHERE gs.invoice_no = ${alias}.aria_invoice_no AND gs.title_code = ${alias}.title_code)`;
