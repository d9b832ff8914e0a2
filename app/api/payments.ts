// Payments (SPEC §9): trips to the payment provider, the account's payment method and paying an
// invoice, with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { BodyOf, ResponseOf } from "./contract.ts";
import type { Payment, PaymentMethod } from "./contract/payments.ts";
import { ApiError } from "./errors.ts";
import type { TitleAccount } from "./title-account.ts";

/** The outcome of a trip to the provider, or null when there is no such payment for this user (404). */
export async function getPayment(paymentId: string, options?: CallOptions): Promise<Payment | null> {
  const outcome = await callExpecting("getPayment", { params: { paymentId } }, { 404: "unknown" }, options);
  return outcome.kind === "ok" ? outcome.data : null;
}

/** The account's invoices. */
export const getInvoices = (account: TitleAccount, options?: CallOptions) =>
  call("getInvoices", { params: account }, options);

/** The next payment and any payment problem (docs/decisions/028). */
export const getNextPayment = (account: TitleAccount, options?: CallOptions) =>
  call("getNextPayment", { params: account }, options);

/** The price changes ahead for the reader's plan, the soonest first (docs/decisions/079). */
export const getPriceChanges = (account: TitleAccount, options?: CallOptions) =>
  call("getPriceChanges", { params: account }, options);

/** How the account pays, as the platform answers; a failure throws (the front page hides its card). */
export const readPaymentMethod = (accountNo: string, options?: CallOptions) =>
  call("getPaymentMethod", { params: { accountNo } }, options);

export type CurrentMethod =
  /** How the account pays; null when no method is registered. */
  | { kind: "ok"; method: PaymentMethod | null }
  /** The platform did not tell us: the screen says so and the change can still go ahead (SPEC §8). */
  | { kind: "unavailable" };

export async function getPaymentMethod(accountNo: string, options?: CallOptions): Promise<CurrentMethod> {
  try {
    return { kind: "ok", method: await call("getPaymentMethod", { params: { accountNo } }, options) };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "unavailable" };
    throw error;
  }
}

export type PayInvoiceOutcome =
  | ({ kind: "ok" } & ResponseOf<"payInvoice">)
  /** The invoice is paid already (409). */
  | { kind: "paid" }
  /** No such invoice on this account (404). */
  | { kind: "unknown" };

/** Starts paying an invoice at the provider; the same idempotency key never starts a second payment. */
export async function payInvoice(
  ariaInvoiceNo: string,
  body: BodyOf<"payInvoice">,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<PayInvoiceOutcome> {
  const outcome = await callExpecting(
    "payInvoice",
    { params: { ariaInvoiceNo }, body },
    { 404: "unknown", 409: "paid" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", ...outcome.data } : { kind: outcome.kind };
}

/** Starts a trip to the provider to register a new card, or Vipps, as the payment method. */
export const changePaymentMethod = (
  method: "SWEDBANK-PPG" | "VIPPS",
  body: BodyOf<"updateCard">,
  idempotencyKey: string,
) =>
  method === "SWEDBANK-PPG"
    ? call("updateCard", { body }, { idempotencyKey })
    : call("updatePaymentMethod", { body: { ...body, paymentMethod: "VIPPS" } }, { idempotencyKey });
