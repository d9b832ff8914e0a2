// An invoice or a receipt as a document (docs/decisions/029): the facts of one for the
// readable page. An unknown number, or anyone else's, is a typed outcome (STYLE.md §17): the screen
// says so in Norwegian. The PDF is a plain link (client.ts `fileHref`).
import type { InvoiceDocument } from "./contract/documents.ts";
import { callExpecting, type CallOptions } from "./client.ts";

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
