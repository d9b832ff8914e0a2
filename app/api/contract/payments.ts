// Invoices and payments: invoices, paying one, the payment method and trips to the payment provider
// (SPEC §3, §9).
import { z } from "zod";
import type { Invoice } from "#app/domain/invoices.ts";
import { ariaAccountNo, endpoint, isoDate, titleCode } from "./shared.ts";

export const invoice = z.object({
  ariaInvoiceNo: z.string().max(64),
  kid: z.string().max(25).regex(/^\d+$/),
  /** Whole kroner. */
  amount: z.number().nonnegative(),
  paid: z.boolean(),
  description: z.string().max(500),
  periodFrom: isoDate,
  periodTo: isoDate,
  dueDate: isoDate,
  /** The bank account to pay to, e.g. "1503 12 34567". */
  accountNumber: z.string().max(64),
}) satisfies z.ZodType<Invoice>;

export type { Invoice };

export const paymentMethodType = z.enum(["VIPPS", "SWEDBANK-PPG", "BANKGIRO", "AVTALEGIRO", "STREX"]);

export const paymentMethod = z.object({
  type: paymentMethodType,
  /** Card payments (SWEDBANK-PPG): the last four digits and the expiry month "YYYY-MM". */
  cardLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  cardExpiry: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
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
  paymentId: z.string().max(64),
  kind: z.enum(["INVOICE", "PAYMENT_METHOD", "ORDER"]),
  method: paymentMethodType,
  status: z.enum(["PENDING", "APPROVED", "CANCELLED", "FAILED"]),
  /** For kind INVOICE: the invoice and the amount in whole kroner. */
  ariaInvoiceNo: z.string().max(64).nullable(),
  amount: z.number().nonnegative().nullable(),
});

export type Payment = z.infer<typeof payment>;

export const providerTrip = z.object({ paymentId: z.string().max(64), redirectUrl: z.url().max(2048) });

export const paymentsEndpoints = {
  getInvoices: endpoint(
    "GET invoices/{accountNo}/{titleCode}",
    "The account's invoices for a title, newest first",
    {
      params: z.object({ accountNo: ariaAccountNo, titleCode }),
      response: z.array(invoice),
    },
  ),
  payInvoice: endpoint(
    "POST invoice/{ariaInvoiceNo}/payment",
    "Start paying an invoice by card or Vipps; answers the provider's page to go to. Send an Idempotency-Key: the same key never starts a second payment",
    {
      params: z.object({ ariaInvoiceNo: z.string().max(64).min(1) }),
      body: z.object({
        ariaAccountNo,
        titleCode,
        paymentMethod: paymentChannel,
        currency: z.literal(CURRENCY),
        returnUrl: z.url().max(2048),
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
      params: z.object({ paymentId: z.string().max(64).min(1) }),
      response: payment,
      errors: { 404: "No such payment for this user" },
    },
  ),
  getPaymentMethod: endpoint(
    "GET paymentMethod/{accountNo}",
    "How the account pays; null when none is registered",
    {
      params: z.object({ accountNo: ariaAccountNo }),
      response: paymentMethod.nullable(),
    },
  ),
  updateCard: endpoint(
    "PUT subscription/card",
    "Start replacing the payment card; answers the card provider's page to go to",
    {
      body: z.object({ ariaAccountNo, titleCode, returnUrl: z.url().max(2048) }),
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
        returnUrl: z.url().max(2048),
      }),
      response: providerTrip,
      creates: true,
    },
  ),
} as const;
