// How invoices reach the subscriber and registering for eFaktura (docs/decisions/053), with the
// platform's refusal as a typed outcome (STYLE.md §17). Anything else still throws.
import { call, callExpecting, type CallOptions } from "./client.ts";
import type { InvoiceDelivery } from "./contract/efaktura.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

export const getInvoiceDelivery = (account: TitleAccount, options?: CallOptions): Promise<InvoiceDelivery> =>
  call("getInvoiceDelivery", { params: account }, options);

/**
 * Registers for eFaktura; `reference` null where the bank says Alltid ja til eFaktura.
 * "not-a-reference": neither an e-mail address nor a Norwegian mobile number (422).
 */
export const registerEfaktura = (
  account: TitleAccount,
  reference: string | null,
  idempotencyKey: string,
  options?: CallOptions,
) =>
  callExpecting(
    "registerEfaktura",
    { body: { ...accountBody(account), reference } },
    { 422: "not-a-reference" },
    { ...options, idempotencyKey },
  );

/** Ends eFaktura: invoices go by e-mail from the next one. "none": they do not go as eFaktura (404). */
export const stopEfaktura = (account: TitleAccount, idempotencyKey: string, options?: CallOptions) =>
  callExpecting("stopEfaktura", { params: account }, { 404: "none" }, { ...options, idempotencyKey });
