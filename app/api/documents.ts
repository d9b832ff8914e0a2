// An invoice, a receipt or a credit note as a document (docs/decisions/029, 047): the facts of one
// for the readable page, and its PDF for the page to save. An unknown number, anyone else's, or one
// of no document's shape is a typed outcome (STYLE.md §17): the screen says so in Norwegian. A PDF
// that could not be had is one too: the page says so and offers to try again.
import { documentId, documentsEndpoints, type InvoiceDocument } from "./contract/documents.ts";
import {
  addEndpoints,
  callExpecting,
  fetchFile,
  fileHref,
  type CallOptions,
  type FetchedFile,
} from "./client.ts";
import { ApiError, SignInStarted } from "./errors.ts";

// Only the document screens call these: their schemas come with this module (docs/decisions/078).
addEndpoints(documentsEndpoints);

export type DocumentKind = "invoice" | "receipt" | "credit-note";

export type DocumentOutcome = { kind: "ok"; document: InvoiceDocument } | { kind: "unknown" };

/** Whether the number has a document's shape at all (letters, digits, hyphens; at most 64). */
export const isDocumentId = (id: string) => documentId.safeParse(id).success;

/** One of the user's invoices (by number), receipts (by payment id) or credit notes (by credit id). */
export async function getDocument(
  kind: DocumentKind,
  titleCode: string,
  id: string,
  options?: CallOptions,
): Promise<DocumentOutcome> {
  // A number no document can have is not found: it is never sent, so never an outage.
  if (!isDocumentId(id)) return { kind: "unknown" };
  const outcome =
    kind === "invoice"
      ? await callExpecting(
          "getInvoiceDocument",
          { params: { titleCode, ariaInvoiceNo: id } },
          { 404: "unknown" },
          options,
        )
      : kind === "receipt"
        ? await callExpecting(
            "getReceiptDocument",
            { params: { titleCode, paymentId: id } },
            { 404: "unknown" },
            options,
          )
        : await callExpecting(
            "getCreditNoteDocument",
            { params: { titleCode, creditId: id } },
            { 404: "unknown" },
            options,
          );
  return outcome.kind === "ok" ? { kind: "ok", document: outcome.data } : { kind: "unknown" };
}

/** Where the document's PDF is reached by a plain link (saved by the browser, docs/decisions/029). */
export const documentHref = (kind: DocumentKind, titleCode: string, id: string) =>
  kind === "invoice"
    ? fileHref("getInvoicePdf", { titleCode, ariaInvoiceNo: id })
    : kind === "receipt"
      ? fileHref("getReceiptPdf", { titleCode, paymentId: id })
      : fileHref("getCreditNotePdf", { titleCode, creditId: id });

export type PdfOutcome = ({ kind: "ok" } & FetchedFile) | { kind: "failed" };

const FALLBACK_NAMES: Record<DocumentKind, string> = {
  invoice: "faktura",
  receipt: "kvittering",
  "credit-note": "kreditnota",
};

/**
 * The document's PDF. Any failure — the platform down (5xx), the session gone (401), the network —
 * is "failed": the page says so and offers to try again. The first try leaves a 401 to the page;
 * a retry (`retry`) lets it start sign-in, which brings the reader back here.
 */
export async function getDocumentPdf(
  kind: DocumentKind,
  titleCode: string,
  id: string,
  retry = false,
): Promise<PdfOutcome> {
  const options: CallOptions = { unauthorized: retry ? "sign-in" : "throw" };
  const fallback = `${FALLBACK_NAMES[kind]}-${id}.pdf`;
  try {
    const file =
      kind === "invoice"
        ? await fetchFile("getInvoicePdf", { titleCode, ariaInvoiceNo: id }, fallback, options)
        : kind === "receipt"
          ? await fetchFile("getReceiptPdf", { titleCode, paymentId: id }, fallback, options)
          : await fetchFile("getCreditNotePdf", { titleCode, creditId: id }, fallback, options);
    return { kind: "ok", ...file };
  } catch (error) {
    if (error instanceof ApiError || error instanceof SignInStarted) return { kind: "failed" };
    throw error;
  }
}
