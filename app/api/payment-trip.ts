// The trip to the payment provider and back: where the browser may go is checked in
// ./provider-url.ts, kept apart so that reading the trip (an open page such as /betaling) loads no
// more than this file.
// What must survive the trip (SPEC §9's temporary storage keys):
// kept in sessionStorage — this tab only, gone when the tab closes — and removed as soon as the
// flow ends (paid, cancelled, failed), so nothing of a finished payment lingers. No token is ever
// kept here: the outcome itself is always read from the platform (GET payment/{id}); what an invoice
// payment was for (its number and amount) is read from the trip where the platform's answer lacks it.
import type { Payment } from "./contract/payments.ts";
import { webStorage } from "#app/browser/storage.ts";

export const TEMP_KEYS = {
  paymentId: "temp_paym_id",
  invoiceDueAmount: "temp_invoice_due_amount",
  invoiceNumber: "temp_invoice_number",
  agreementId: "temp_agreement_id",
  source: "source",
} as const;

export interface PaymentTrip {
  /** The platform's id of the payment (invoice or card). */
  paymentId?: string;
  /** Paying an invoice: its number and the amount due in kroner. */
  invoiceNumber?: string;
  invoiceDueAmount?: number;
  /** Changing to Vipps: the agreement being set up. */
  agreementId?: string;
  /** Where the buyer came from (e.g. "sms" from a /t/ link), for the analytics of the order. */
  source?: string;
}

/** Refused (private mode, a policy): the flow still works from the URL. */
const storage = () => webStorage("session");

/** Starts a trip: what was kept from an earlier, unfinished trip is replaced, not mixed in. */
export function beginTrip(trip: PaymentTrip): void {
  const store = storage();
  if (!store) return;
  endTrip();
  const values: Record<string, string | undefined> = {
    [TEMP_KEYS.paymentId]: trip.paymentId,
    [TEMP_KEYS.invoiceNumber]: trip.invoiceNumber,
    [TEMP_KEYS.invoiceDueAmount]:
      trip.invoiceDueAmount === undefined ? undefined : String(trip.invoiceDueAmount),
    [TEMP_KEYS.agreementId]: trip.agreementId,
    [TEMP_KEYS.source]: trip.source,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) store.setItem(key, value);
}

/** What was kept for the trip under way, if any. */
export function currentTrip(): PaymentTrip | null {
  const store = storage();
  if (!store) return null;
  const get = (key: string) => store.getItem(key) ?? undefined;
  const amount = get(TEMP_KEYS.invoiceDueAmount);
  const trip: PaymentTrip = {
    paymentId: get(TEMP_KEYS.paymentId),
    invoiceNumber: get(TEMP_KEYS.invoiceNumber),
    invoiceDueAmount: amount === undefined || Number.isNaN(Number(amount)) ? undefined : Number(amount),
    agreementId: get(TEMP_KEYS.agreementId),
    source: get(TEMP_KEYS.source),
  };
  return Object.values(trip).some((v) => v !== undefined) ? trip : null;
}

/** The order of this trip: from the provider's return URL, a link, or what was kept for the trip. */
export function orderIdOf(request: Request): string | null {
  const url = new URL(request.url);
  return (
    url.searchParams.get("betaling") ?? url.searchParams.get("ordre") ?? currentTrip()?.paymentId ?? null
  );
}

/** The flow has ended (whatever the outcome): forget everything kept for it. */
export function endTrip(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(TEMP_KEYS)) store.removeItem(key);
}

/** What an invoice payment was for: the invoice's number and the amount in kroner (null: not known). */
export interface InvoicePaid {
  invoiceNumber: string | null;
  amount: number | null;
}

/**
 * What this payment paid, and for which invoice: as the platform reports it, or — while it has not
 * said (a pending payment, an answer without them) — as kept for this trip before the payer left
 * (temp_invoice_number, temp_invoice_due_amount). A trip kept for another payment says nothing.
 */
export function invoicePaid(
  payment: Pick<Payment, "paymentId" | "ariaInvoiceNo" | "amount">,
  trip: PaymentTrip | null,
): InvoicePaid {
  const kept = trip?.paymentId === payment.paymentId ? trip : null;
  return {
    invoiceNumber: payment.ariaInvoiceNo ?? kept?.invoiceNumber ?? null,
    amount: payment.amount ?? kept?.invoiceDueAmount ?? null,
  };
}
