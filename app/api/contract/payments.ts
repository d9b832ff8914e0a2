// Invoices and payments: invoices, paying one, the payment method and trips to the payment provider
// (SPEC §3, §9).
import { z } from "zod/mini";
import type { Invoice } from "#app/domain/invoices.ts";
import { invoiceChannel } from "./efaktura.ts";
import { mandate } from "./mandates.ts";
import { ariaAccountNo, endpoint, isoDate, titleAccountParams, titleCode } from "./shared.ts";

export const invoice = z.object({
  ariaInvoiceNo: z.string().check(z.maxLength(64)),
  kid: z.string().check(z.maxLength(25), z.regex(/^\d+$/)),
  /** Whole kroner. */
  amount: z.number().check(z.nonnegative()),
  paid: z.boolean(),
  description: z.string().check(z.maxLength(500)),
  periodFrom: isoDate,
  periodTo: isoDate,
  dueDate: isoDate,
  /** The bank account to pay to, e.g. "1503 12 34567". */
  accountNumber: z.string().check(z.maxLength(64)),
  /** How it was sent (ADR 053); absent when the platform does not say. */
  sentAs: z.optional(invoiceChannel),
}) satisfies z.ZodMiniType<Invoice>;

export type { Invoice };

export const paymentMethodType = z.enum(["VIPPS", "SWEDBANK-PPG", "BANKGIRO", "AVTALEGIRO", "STREX"]);

export const paymentMethod = z.object({
  type: paymentMethodType,
  /** Card payments (SWEDBANK-PPG): the last four digits and the expiry month "YYYY-MM". */
  cardLast4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  cardExpiry: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}$/))),
});

export type PaymentMethod = z.infer<typeof paymentMethod>;

/** How a one-off payment (an invoice) can be made at the provider. */

export const paymentChannel = z.enum(["SWEDBANK-PPG", "VIPPS"]);

/** The only currency the platform takes (SPEC §9). */

export const CURRENCY = "NOK-01";

/**
 * A trip to the payment provider: paying an invoice, or registering a card or a payment method.
 * The portal learns the outcome from here, never from the provider's return URL alone.
 */

export const payment = z.object({
  paymentId: z.string().check(z.maxLength(64)),
  kind: z.enum(["INVOICE", "PAYMENT_METHOD", "ORDER", "GIFT"]),
  method: paymentMethodType,
  status: z.enum(["PENDING", "APPROVED", "CANCELLED", "FAILED"]),
  /** For kind INVOICE: the invoice and the amount in whole kroner. */
  ariaInvoiceNo: z.nullable(z.string().check(z.maxLength(64))),
  amount: z.nullable(z.number().check(z.nonnegative())),
});

export type Payment = z.infer<typeof payment>;

export const providerTrip = z.object({
  paymentId: z.string().check(z.maxLength(64)),
  redirectUrl: z.url().check(z.maxLength(2048)),
});

/** The method the next payment is taken with: the type, and a card's last four digits. */
const chargeMethod = z.pick(paymentMethod, { type: true, cardLast4: true });

/**
 * The next payment of a title's subscription, as the platform will charge it (SPEC §3): a
 * scheduled renewal, the first payment after a trial, or none because the subscription is
 * cancelled. Amounts are whole kroner with any discount applied.
 */
const charge = {
  date: isoDate,
  /** Kroner, whole but for a stop's credit, which is reckoned in øre. */
  amount: z.number().check(z.nonnegative()),
  /** Kroner a discount code takes off this payment (0 for none). */
  discount: z.int().check(z.nonnegative()),
  method: z.nullable(chargeMethod),
  periodFrom: isoDate,
  periodTo: isoDate,
  /**
   * What complaints about the paper give on this payment (docs/decisions/037): kroner
   * credited (already taken off `amount`) and days added (already in `periodTo`). Absent: none.
   */
  complaintCredit: z.optional(z.int().check(z.nonnegative())),
  /** What vacation stops give on this payment, in kroner with øre (already taken off `amount`). Absent: none. */
  stopCredit: z.optional(z.number().check(z.nonnegative())),
  daysAdded: z.optional(z.int().check(z.nonnegative())),
  /** What a redeemed gift's credit gives on this payment, in kroner (already taken off `amount`; ADR 077). Absent: none. */
  giftCredit: z.optional(z.number().check(z.nonnegative())),
};

export const nextPayment = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("SCHEDULED"),
    ...charge,
    /** A pending plan change: what is charged from its date on. */
    change: z.nullable(
      z.object({
        planName: z.string().check(z.maxLength(100)),
        amount: z.int().check(z.nonnegative()),
        from: isoDate,
      }),
    ),
  }),
  z.object({ kind: z.literal("TRIAL_ENDS"), ...charge }),
  z.object({
    kind: z.literal("NONE_CANCELLED"),
    /** The last day the subscriber can read. */
    lastAccessDay: isoDate,
  }),
]);

export type NextPayment = z.infer<typeof nextPayment>;

/**
 * What went wrong with the account's money, the oldest first: an invoice past its due date, or a
 * renewal charge on the card or Vipps that failed. `since` is the invoice's due date; access stops
 * on `accessStopsOn` unless it is paid.
 */
export const paymentProblem = z.object({
  kind: z.enum(["OVERDUE", "CHARGE_FAILED"]),
  ariaInvoiceNo: z.string().check(z.maxLength(64)),
  amount: z.number().check(z.nonnegative()),
  since: isoDate,
  /** The method the failed charge was tried on (CHARGE_FAILED only). */
  method: z.nullable(paymentMethodType),
  accessStopsOn: isoDate,
});

export type PaymentProblem = z.infer<typeof paymentProblem>;

export const paymentOutlook = z.object({
  /** null when nothing is paid by the subscriber (no subscription to the title, family, business, non-billable). */
  next: z.nullable(nextPayment),
  problem: z.nullable(paymentProblem),
  /** The account's latest AvtaleGiro mandate (ADR 053); absent or null: none. */
  mandate: z.optional(z.nullable(mandate)),
});

export type PaymentOutlook = z.infer<typeof paymentOutlook>;

export const paymentsEndpoints = {
  getNextPayment: endpoint(
    "GET nextPayment/{accountNo}/{titleCode}",
    "What the subscriber pays next for a title (date, amount as charged, method, period, a pending plan change's amount) and the account's payment problem, if any (an overdue invoice or a failed charge)",
    {
      params: titleAccountParams,
      response: paymentOutlook,
      errors: { 404: "Unknown title" },
    },
  ),
  getInvoices: endpoint(
    "GET invoices/{accountNo}/{titleCode}",
    "The account's invoices for a title, newest first",
    {
      params: titleAccountParams,
      response: z.array(invoice),
    },
  ),
  payInvoice: endpoint(
    "POST invoice/{ariaInvoiceNo}/payment",
    "Start paying an invoice by card or Vipps; answers the provider's page to go to. Send an Idempotency-Key: the same key never starts a second payment",
    {
      params: z.object({ ariaInvoiceNo: z.string().check(z.maxLength(64), z.minLength(1)) }),
      body: z.object({
        ariaAccountNo,
        titleCode,
        paymentMethod: paymentChannel,
        currency: z.literal(CURRENCY),
        returnUrl: z.url().check(z.maxLength(2048)),
      }),
      response: providerTrip,
      creates: true,
      errors: { 404: "No such invoice on this account", 409: "The invoice is paid already" },
    },
  ),
  getPayment: endpoint(
    "GET payment/{paymentId}",
    "The outcome of a trip to the payment provider (invoice payment, card or payment method)",
    {
      params: z.object({ paymentId: z.string().check(z.maxLength(64), z.minLength(1)) }),
      response: payment,
      errors: { 404: "No such payment for this user" },
    },
  ),
  getPaymentMethod: endpoint(
    "GET paymentMethod/{accountNo}",
    "How the account pays; null when none is registered",
    {
      params: z.object({ accountNo: ariaAccountNo }),
      response: z.nullable(paymentMethod),
    },
  ),
  updateCard: endpoint(
    "PUT subscription/card",
    "Start replacing the payment card; answers the card provider's page to go to",
    {
      body: z.object({ ariaAccountNo, titleCode, returnUrl: z.url().check(z.maxLength(2048)) }),
      response: providerTrip,
      creates: true,
    },
  ),
  updatePaymentMethod: endpoint(
    "PUT subscription/paymentMethod",
    "Start changing the payment method; answers the provider's page to go to",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        paymentMethod: z.enum(["VIPPS", "SWEDBANK-PPG", "BANKGIRO", "AVTALEGIRO", "STREX"]),
        returnUrl: z.url().check(z.maxLength(2048)),
      }),
      response: providerTrip,
      creates: true,
    },
  ),
} as const;
