// A gift's trip to the payment provider ends (payments/provider.ts finishTrip, in its transaction):
// approved, the gift is paid — its invoice, whose receipt is the giver's, and the receipt by e-mail —
// and given at once when nothing waits (no planned hour, or a card); otherwise it never was.
import { formatKroner, formatNumericDate, formatTime } from "#app/domain/format.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issuePaidInvoice } from "#scripts/dev-backend/payments/paid-invoice.ts";
import type { PaymentRow, TripStatus } from "#scripts/dev-backend/payments/tables.ts";
import { giftNumber } from "./codes.ts";
import { giftById } from "./rows.ts";
import { sendGiftEmail } from "./sending.ts";
import { giftWords } from "./words.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import type { GiftRow } from "./tables.ts";

/** A gift's number, product and length, as its words name it. */
export const facts = (row: GiftRow) => ({
  giftNo: giftNumber(row),
  product: row.product_name,
  months: row.months,
});

const emailOfAccount = (db: Database, accountNo: string) =>
  one<{ email: string | null }>(db, "SELECT email FROM accounts WHERE aria_account_no = ?", accountNo)?.email;

/** The paid gift: its invoice and receipt, given now or planned. FAILED when there is no such gift. */
export function completeGift(
  db: Database,
  today: string,
  now: number,
  trip: PaymentRow,
  send: Send,
): TripStatus {
  const gift = giftById(db, trip.id);
  if (!gift || gift.status !== "AWAITING_PAYMENT") return "FAILED";
  const title = send.titles.find((t) => t.titleCode === gift.title_code);
  const words = giftWords(title);
  const invoiceNo = issuePaidInvoice(db, today, {
    tripId: trip.id,
    titleCode: gift.title_code,
    accountNo: gift.aria_account_no,
    amount: gift.price,
    description: words.receiptLine({
      giftNo: giftNumber(gift),
      product: gift.product_name,
      months: gift.months,
      recipientName: gift.recipient_name,
    }),
    periodFrom: today,
    periodTo: today,
  });
  // A card is the giver's to give at once; an e-mail goes now unless its hour is still to come.
  const atOnce = gift.delivery === "CARD" || gift.send_at === null || gift.send_at <= now;
  run(
    db,
    "UPDATE gifts SET status = 'PAID', paid_at = ?, invoice_no = ?, sent_at = ? WHERE id = ?",
    now,
    invoiceNo,
    gift.delivery === "CARD" ? now : null,
    gift.id,
  );
  const paid = giftById(db, gift.id)!;
  // The giver's history: the purchase, as an order of the gift (its words in the title's language).
  recordHistory(db, gift.aria_account_no, gift.title_code, now, "gift", {
    event: "given",
    productName: gift.product_name,
    months: gift.months,
    personName: gift.recipient_name,
    amount: gift.price,
  });
  if (atOnce && paid.delivery === "EMAIL") sendGiftEmail(db, send, paid, now);

  const email = emailOfAccount(db, gift.aria_account_no);
  if (email) {
    const at = osloDateTime(new Date(gift.send_at ?? now));
    send({
      title: title ?? { titleCode: gift.title_code, locale: "nb" },
      accountNo: gift.aria_account_no,
      kind: { required: "the receipt of a gift bought" },
      to: { email, phone: null },
      via: "email",
      text: words.bought({
        titleName: title?.name ?? gift.title_code,
        giftNo: giftNumber(gift),
        product: gift.product_name,
        months: gift.months,
        recipientName: gift.recipient_name,
        amount: formatKroner(gift.price),
        when: gift.delivery === "CARD" ? null : `${formatNumericDate(at.date)} kl. ${formatTime(at.time)}`,
      }),
    });
  }
  return "APPROVED";
}

/** A trip that did not pay: the gift never was. */
export function failGift(db: Database, id: string) {
  run(db, "UPDATE gifts SET status = 'FAILED' WHERE id = ? AND status = 'AWAITING_PAYMENT'", id);
}
