// The SQLite tables of disruptions/, put together with every folder's into one schema by db.ts.
export const disruptionsTables = `
-- Delivery disruptions the platform knows of (ADR 038): the paper late or missing in a postal
-- code on a day, announced through /_dev/disruptions (handlers.ts).
CREATE TABLE IF NOT EXISTS disruptions (
  id INTEGER PRIMARY KEY,
  postal_code TEXT NOT NULL,
  date TEXT NOT NULL,
  -- Expected delivered by ("HH:MM", Oslo); NULL when the paper does not come that day.
  until TEXT,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS disruptions_postal_code ON disruptions (postal_code, date);
`;
