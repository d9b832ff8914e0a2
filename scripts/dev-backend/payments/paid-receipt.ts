// The subscriber's receipt by e-mail (or SMS where only a phone is known) for an invoice they paid at
// the payment provider: what the screen said when they came back (app/features/invoice-payment/
// outcome.tsx: "Takk! Faktura … er betalt. Vi har mottatt … med …"), and where the receipt to keep
// is. A helper's payment is told to the subscriber by history/receipts.ts instead, in the helper's
// name (ADR 054).
import { formatKroner } from "#app/domain/format.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { readerMessages } from "#scripts/dev-backend/core/reader-messages.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { madeByOf, paymentEntries } from "#scripts/dev-backend/fullmakt/acts.ts";
import type { PaymentRow } from "./tables.ts";

export function sendInvoicePaidReceipt(db: Database, send: Send, title: Title, trip: PaymentRow) {
  if (trip.aria_invoice_no === null || trip.amount === null) return;
  const [paid] = paymentEntries(trip);
  if (paid && madeByOf(db, trip.aria_account_no, title.titleCode, paid) !== null) return;
  const say = readerMessages(title);
  const method = trip.method as keyof typeof say.change.paymentMethod;
  const text = say.invoicePaid({
    invoiceNo: trip.aria_invoice_no,
    amount: formatKroner(trip.amount),
    method: say.change.paymentMethod[method] ?? trip.method,
    // The receipt's own page on the title the payment came back to (the trip's checked return URL).
    link: `${new URL(trip.return_url).origin}/dokument/kvittering/${encodeURIComponent(trip.id)}`,
  });
  send({
    title,
    accountNo: trip.aria_account_no,
    kind: { required: "the receipt of an invoice paid" },
    text,
  });
}
