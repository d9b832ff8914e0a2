// The receipts of an account's card and Vipps payments, for the invoice overview.
import type { Receipt } from "./contract/documents.ts";
import { call, type CallOptions } from "./client.ts";
import { ApiError } from "./errors.ts";

/**
 * The account's receipts, or null when the platform could not say: the invoices are still shown,
 * only their receipts are missing (ARCHITECTURE.md: tolerant reading).
 */
export async function getReceipts(
  accountNo: string,
  titleCode: string,
  options?: CallOptions,
): Promise<Receipt[] | null> {
  try {
    return await call("getReceipts", { params: { accountNo, titleCode } }, options);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
