// AvtaleGiro (docs/decisions/053): the account's mandate, starting one at the bank and stopping it,
// with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { MandateOverview } from "./contract/mandates.ts";

/** The account and the title the call is about. */
export interface Payer {
  accountNo: string;
  titleCode: string;
}

export const getMandate = (payer: Payer, options?: CallOptions): Promise<MandateOverview> =>
  call("getMandate", { params: payer }, options);

/**
 * Starts a mandate at the bank. "limit-too-low": below the largest charge ahead (422); "waiting": one
 * is waiting for the bank already (409).
 */
export const startMandate = (
  payer: Payer,
  body: { limit: number; returnUrl: string },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  callExpecting(
    "createMandate",
    { body: { ariaAccountNo: payer.accountNo, titleCode: payer.titleCode, ...body } },
    { 409: "waiting", 422: "limit-too-low" },
    { ...options, idempotencyKey },
  );

/** Stops the waiting or active mandate; "none": none to stop (404). */
export const stopMandate = (payer: Payer, idempotencyKey: string, options?: CallOptions) =>
  callExpecting("stopMandate", { params: payer }, { 404: "none" }, { ...options, idempotencyKey });
