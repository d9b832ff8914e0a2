// AvtaleGiro (docs/decisions/053): the account's mandate, starting one at the bank and stopping it,
// with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import { ApiError } from "./errors.ts";
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

/**
 * The limit of the account's active mandate (whole kroner), or null when the bank draws nothing
 * (no mandate, or one not active). For a word beside a new price: a failed read says nothing rather
 * than keep the reader from the step (the front page tells of the limit too, ADR 053).
 */
export async function activeMandateLimit(
  account: TitleAccount,
  options?: CallOptions,
): Promise<number | null> {
  try {
    const { mandate } = await getMandate(account, options);
    return mandate?.status === "ACTIVE" ? mandate.limit : null;
  } catch (error) {
    // The platform's failure only: a sign-in that started goes on, a programming error is thrown.
    if (error instanceof ApiError) return null;
    throw error;
  }
}
