// AvtaleGiro (docs/decisions/053): the account's mandate, starting one at the bank and stopping it,
// with the platform's refusals as typed outcomes (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { Mandate, MandateOverview } from "./contract/mandates.ts";

/** The account and the title the call is about. */
export interface Payer {
  accountNo: string;
  titleCode: string;
}

export const getMandate = (payer: Payer, options?: CallOptions): Promise<MandateOverview> =>
  call("getMandate", { params: payer }, options);

export type StartMandateOutcome =
  | { kind: "ok"; mandateId: string; redirectUrl: string }
  /** The limit is below the largest charge ahead (422): the smallest the platform takes. */
  | { kind: "limit-too-low" }
  /** One is waiting for the bank already (409). */
  | { kind: "waiting" };

export async function startMandate(
  payer: Payer,
  body: { limit: number; returnUrl: string },
  idempotencyKey: string,
  options?: CallOptions,
): Promise<StartMandateOutcome> {
  const outcome = await callExpecting(
    "createMandate",
    { body: { ariaAccountNo: payer.accountNo, titleCode: payer.titleCode, ...body } },
    { 409: "waiting", 422: "limit-too-low" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", ...outcome.data } : { kind: outcome.kind };
}

export type StopMandateOutcome = { kind: "ok"; mandate: Mandate } | { kind: "none" };

/** Stops the waiting or active mandate; none to stop (404) is its own outcome. */
export async function stopMandate(
  payer: Payer,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<StopMandateOutcome> {
  const outcome = await callExpecting(
    "stopMandate",
    { params: payer },
    { 404: "none" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", mandate: outcome.data } : { kind: "none" };
}
