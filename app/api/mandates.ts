// AvtaleGiro (docs/decisions/053): the account's mandate, starting one at the bank and stopping it,
// with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { MandateOverview } from "./contract/mandates.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

export const getMandate = (account: TitleAccount, options?: CallOptions): Promise<MandateOverview> =>
  call("getMandate", { params: account }, options);

/**
 * Starts a mandate at the bank. "limit-too-low": below the largest charge ahead (422); "waiting": one
 * is waiting for the bank already (409).
 */
export const startMandate = (
  account: TitleAccount,
  body: { limit: number; returnUrl: string },
  idempotencyKey: string,
  options?: CallOptions,
) =>
  callExpecting(
    "createMandate",
    { body: { ...accountBody(account), ...body } },
    { 409: "waiting", 422: "limit-too-low" },
    { ...options, idempotencyKey },
  );

/** Stops the waiting or active mandate; "none": none to stop (404). */
export const stopMandate = (account: TitleAccount, idempotencyKey: string, options?: CallOptions) =>
  callExpecting("stopMandate", { params: account }, { 404: "none" }, { ...options, idempotencyKey });
