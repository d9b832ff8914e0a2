// AvtaleGiro (docs/decisions/053): the account's mandate, starting one at the bank and stopping it,
// with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { Mandate, MandateOverview } from "./contract/mandates.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

export const getMandate = (account: TitleAccount, options?: CallOptions): Promise<MandateOverview> =>
  call("getMandate", { params: account }, options);

export type StartMandateOutcome =
  | { kind: "ok"; mandateId: string; redirectUrl: string }
  /** The limit is below the largest charge ahead (422): the smallest the platform takes. */
  | { kind: "limit-too-low" }
  /** One is waiting for the bank already (409). */
  | { kind: "waiting" };

export async function startMandate(
  account: TitleAccount,
  body: { limit: number; returnUrl: string },
  idempotencyKey: string,
  options?: CallOptions,
): Promise<StartMandateOutcome> {
  const outcome = await callExpecting(
    "createMandate",
    { body: { ...accountBody(account), ...body } },
    { 409: "waiting", 422: "limit-too-low" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", ...outcome.data } : { kind: outcome.kind };
}

export type StopMandateOutcome = { kind: "ok"; mandate: Mandate } | { kind: "none" };

/** Stops the waiting or active mandate; none to stop (404) is its own outcome. */
export async function stopMandate(
  account: TitleAccount,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<StopMandateOutcome> {
  const outcome = await callExpecting(
    "stopMandate",
    { params: account },
    { 404: "none" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", mandate: outcome.data } : { kind: "none" };
}
