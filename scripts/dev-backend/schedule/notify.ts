// A message to the account holder by e-mail, or by SMS when the platform has only a phone number, as
// receipts go (history/receipts.ts): the week-ahead e-mail of a pause, a price change's notice.
import type { Send } from "#scripts/dev-backend/core/deps.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";

/** Sends `text` to the account's e-mail, else its phone; false when it has neither. */
export function tellReader(db: Database, send: Send, accountNo: string, text: string): boolean {
  const contact = one<{ email: string | null; phone_number: string | null }>(
    db,
    "SELECT email, phone_number FROM accounts WHERE aria_account_no = ?",
    accountNo,
  );
  if (contact?.email) send("email", contact.email, text);
  else if (contact?.phone_number) send("sms", contact.phone_number, text);
  else return false;
  return true;
}
