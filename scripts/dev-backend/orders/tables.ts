// The SQLite tables of orders/, put together with every folder's into one schema by db.ts.
export const ordersTables = `
-- Orders of a subscription; each has one trip to the payment provider with the same id.
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY REFERENCES payments (id),
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  -- The number the buyer is told (orders/order-number.ts): the title's orders counted 1, 2, 3, …
  order_no INTEGER NOT NULL,
  -- The plan row ordered (JSON Plan), as it was sold.
  plan TEXT NOT NULL,
  campaign TEXT,
  first_amount INTEGER NOT NULL,
  discount_code TEXT,
  -- Kroner the discount code took off first_amount (docs/decisions/020).
  discount_amount INTEGER NOT NULL DEFAULT 0,
  -- Withdrawn within 14 days (angrerett, docs/decisions/020): when (ms), and what was paid back.
  withdrawn_at INTEGER,
  refund INTEGER,
  payment_method TEXT NOT NULL,
  use_saved_card INTEGER NOT NULL,
  delivery_address TEXT,
  source TEXT,
  status TEXT NOT NULL CHECK (status IN ('AWAITING_PAYMENT', 'COMPLETED', 'CANCELLED', 'FAILED')),
  start_date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_account ON orders (aria_account_no, title_code);
CREATE UNIQUE INDEX IF NOT EXISTS orders_number ON orders (title_code, order_no);
`;
