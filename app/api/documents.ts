// Invoices and receipts as documents (issue 25 §3, docs/decisions/029): the facts of one for the
// readable page, where its PDF is downloaded, and the account's receipts. An unknown number, or
// anyone else's, is a typed outcome (STYLE.md §17): the screen says so in Norwegian.
import { api, type EndpointName, type ParamsOf } from "./contract.ts";
import type { InvoiceDocument, Receipt } from "./contract/documents.ts";
import { pathFor } from "./contract/shared.ts";
import { call, callExpecting, type CallOptions } from "./client.ts";
import { ApiError } from "./errors.ts";

export type DocumentKind = "invoice" | "receipt";

export type DocumentOutcome = { kind: "ok"; document: InvoiceDocument } | { kind: "unknown" };

/** One of the user's invoices (by number) or receipts (by payment id) as a document. */
export async function getDocument(
  kind: DocumentKind,
  titleCode: string,
  id: string,
  options?: CallOptions,
): Promise<DocumentOutcome> {
  const outcome =
    kind === "invoice"
      ? await callExpecting(
          "getInvoiceDocument",
          { params: { titleCode, ariaInvoiceNo: id } },
          { 404: "unknown" },
          options,
        )
      : await callExpecting(
          "getReceiptDocument",
          { params: { titleCode, paymentId: id } },
          { 404: "unknown" },
          options,
        );
  return outcome.kind === "ok" ? { kind: "ok", document: outcome.data } : { kind: "unknown" };
}

/**
 * Where the browser downloads a document's PDF: a plain link to /api/, so the session cookie goes
 * with it and the browser saves the file (the answer says `attachment`).
 */
export function pdfHref(kind: DocumentKind, titleCode: string, id: string): string {
  const name: EndpointName = kind === "invoice" ? "getInvoicePdf" : "getReceiptPdf";
  const params: ParamsOf<"getInvoicePdf"> | ParamsOf<"getReceiptPdf"> =
    kind === "invoice" ? { titleCode, ariaInvoiceNo: id } : { titleCode, paymentId: id };
  return `/api/${pathFor(api[name].path, params)}`;
}

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
