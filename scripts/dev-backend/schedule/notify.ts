// A required message to the account holder by e-mail, or by SMS when the platform has only a phone
// number, as receipts go (history/receipts.ts): the week-ahead e-mail of a pause (it says the
// subscription charges again), a price change's notice. Neither can be turned off (messages/deliver.ts).
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { addressesOf } from "#scripts/dev-backend/messages/choices.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";

/** Sends `text` to the account's e-mail, else its phone; false when it has neither. */
export function tellReader(
  db: Database,
  send: Send,
  about: { accountNo: string; title: Title; required: string },
  text: string,
): boolean {
  const to = addressesOf(db, about.accountNo);
  if (to.email === null && to.phone === null) return false;
  send({ title: about.title, accountNo: about.accountNo, kind: { required: about.required }, to, text });
  return true;
}
