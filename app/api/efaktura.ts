// How invoices reach the subscriber and registering for eFaktura (docs/decisions/053), with the
// platform's refusal as a typed outcome (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { InvoiceDelivery } from "./contract/efaktura.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

export const getInvoiceDelivery = (account: TitleAccount, options?: CallOptions): Promise<InvoiceDelivery> =>
  call("getInvoiceDelivery", { params: account }, options);

export type RegisterOutcome =
  | { kind: "ok"; delivery: InvoiceDelivery }
  /** The reference is neither an e-mail address nor a Norwegian mobile number (422). */
  | { kind: "not-a-reference" };

/** Registers for eFaktura; `reference` null where the bank says Alltid ja til eFaktura. */
export async function registerEfaktura(
  account: TitleAccount,
  reference: string | null,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<RegisterOutcome> {
  const outcome = await callExpecting(
    "registerEfaktura",
    { body: { ...accountBody(account), reference } },
    { 422: "not-a-reference" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", delivery: outcome.data } : { kind: "not-a-reference" };
}

export type StopEfakturaOutcome =
  | { kind: "ok"; delivery: InvoiceDelivery }
  /** The invoices do not go as eFaktura (404): stopped already. */
  | { kind: "none" };

/** Ends eFaktura: invoices go by e-mail from the next one. */
export async function stopEfaktura(
  account: TitleAccount,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<StopEfakturaOutcome> {
  const outcome = await callExpecting(
    "stopEfaktura",
    { params: account },
    { 404: "none" },
    { ...options, idempotencyKey },
  );
  return outcome.kind === "ok" ? { kind: "ok", delivery: outcome.data } : { kind: "none" };
}
