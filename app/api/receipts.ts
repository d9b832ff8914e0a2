// The receipts of an account's card and Vipps payments, and its credit notes, for the invoice overview.
import { documentsEndpoints, type CreditNote, type Receipt } from "./contract/documents.ts";
import { addEndpoints, call, type CallOptions } from "./client.ts";
import { ApiError } from "./errors.ts";
import type { TitleAccount } from "./title-account.ts";

// Only the invoice overview calls these: their schemas come with this module (docs/decisions/078).
addEndpoints(documentsEndpoints);

/**
 * The account's receipts, or null when the platform could not say: the invoices are still shown,
 * only their receipts are missing (ARCHITECTURE.md: tolerant reading).
 */
export async function getReceipts(account: TitleAccount, options?: CallOptions): Promise<Receipt[] | null> {
  try {
    return await call("getReceipts", { params: account }, options);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The account's credit notes (a complaint's credit, a stop's…), or null when the platform could not
 * say: the invoices are still shown, only the credit notes are missing.
 */
export async function getCreditNotes(
  account: TitleAccount,
  options?: CallOptions,
): Promise<CreditNote[] | null> {
  try {
    return await call("getCreditNotes", { params: account }, options);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
