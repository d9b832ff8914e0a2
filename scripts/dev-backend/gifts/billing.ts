// What a redeemed gift does to the recipient's own payments (docs/decisions/077), read by
// payments/billing.ts wherever the next charge is reckoned, so every read agrees: the same product
// moves the next charge on by the gift's months (an extension), another product has the gift's price
// credited, taken off the next payments until it is used up.
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { notAGiftSale } from "./tables.ts";

/**
 * The day of the next charge once the account's gifts have moved it: an extension from `before`
 * moves a charge on or after `before` to at least `after`, until a period from `before` on has been
 * invoiced (the extension has then been had).
 */
export function giftExtendedDate(db: Database, accountNo: string, titleCode: string, date: string): string {
  const extensions = many<{ before_date: string; after_date: string }>(
    db,
    `SELECT before_date, after_date FROM gift_extensions e WHERE aria_account_no = ? AND title_code = ?
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.aria_account_no = e.aria_account_no
         AND i.title_code = e.title_code AND i.period_from >= e.before_date AND ${notAGiftSale("i")})
     ORDER BY before_date`,
    accountNo,
    titleCode,
  );
  let next = date;
  for (const e of extensions) if (e.before_date <= next && e.after_date > next) next = e.after_date;
  return next;
}

/** Kroner of gift credit left for the payment on `date`: credited by then, less what invoices took. */
export function giftCreditLeft(db: Database, accountNo: string, titleCode: string, date: string): number {
  const credited =
    one<{ sum: number | null }>(
      db,
      "SELECT SUM(amount) AS sum FROM gift_credits WHERE aria_account_no = ? AND title_code = ? AND on_date <= ?",
      accountNo,
      titleCode,
      date,
    )?.sum ?? 0;
  const used =
    one<{ sum: number | null }>(
      db,
      "SELECT SUM(amount) AS sum FROM gift_credit_uses WHERE aria_account_no = ? AND title_code = ?",
      accountNo,
      titleCode,
    )?.sum ?? 0;
  return Math.max(0, Math.round((credited - used) * 100) / 100);
}

/** What an invoice took of the gift credit. */
export function useGiftCredit(
  db: Database,
  invoice: { ariaInvoiceNo: string; titleCode: string; accountNo: string },
  amount: number,
) {
  if (amount <= 0) return;
  run(
    db,
    "INSERT INTO gift_credit_uses (aria_invoice_no, title_code, aria_account_no, amount) VALUES (?, ?, ?, ?)",
    invoice.ariaInvoiceNo,
    invoice.titleCode,
    invoice.accountNo,
    amount,
  );
}
