// The SQLite tables of subscription/, put together with every folder's into one schema by db.ts.
export const subscriptionTables = `
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  aria_plan_id TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  plan_product_type TEXT NOT NULL,
  eligible_for_sharing INTEGER NOT NULL,
  inst_status_code INTEGER NOT NULL,
  subscription_info1 TEXT,
  billing_period TEXT NOT NULL,
  price INTEGER NOT NULL,
  features TEXT NOT NULL,
  start_date TEXT NOT NULL,
  expires_on TEXT,
  pending_change TEXT,
  -- The whole target plan row (JSON Plan) of pending_change; applied once its effectiveDate has come.
  pending_plan TEXT,
  -- A gift subscription (docs/decisions/077): JSON { giverName, endDate, giftNo }; never charged.
  gift TEXT,
  UNIQUE (aria_account_no, title_code)
);
CREATE TABLE IF NOT EXISTS cancellations (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL,
  title_code TEXT NOT NULL,
  reason TEXT NOT NULL,
  customer_number TEXT NOT NULL,
  name TEXT NOT NULL,
  product TEXT NOT NULL,
  cancel_kind TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS discount_codes (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  percent_off INTEGER NOT NULL,
  months INTEGER NOT NULL,
  valid_until TEXT
);
CREATE TABLE IF NOT EXISTS discounts (
  id INTEGER PRIMARY KEY,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  title_code TEXT NOT NULL,
  discount_code TEXT NOT NULL REFERENCES discount_codes (code),
  applied_at INTEGER NOT NULL,
  UNIQUE (aria_account_no, title_code)
);
`;
