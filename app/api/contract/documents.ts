// Documents to keep (docs/decisions/029): every invoice and every card or Vipps payment
// (a receipt) as the facts of one document — for the readable page — and as a PDF to download.
// Only the signed-in user's own documents: anyone else's number is a 404, never their document.
import { z } from "zod";
import { ariaAccountNo, endpoint, isoDate, titleCode } from "./shared.ts";
import { paymentMethodType } from "./payments.ts";

const ariaInvoiceNo = z.string().max(64).min(1);
const paymentId = z.string().max(64).min(1);

/** A receipt: one approved card or Vipps payment, and the invoice it paid. */
export const receipt = z.object({
  paymentId: z.string().max(64),
  ariaInvoiceNo: z.string().max(64),
  method: paymentMethodType,
  /** Whole kroner. */
  amount: z.number().nonnegative(),
  paidDate: isoDate,
});

export type Receipt = z.infer<typeof receipt>;

/** What an invoice or a receipt says, in the words of the PDF. */
export const invoiceDocument = z.object({
  kind: z.enum(["INVOICE", "RECEIPT"]),
  /** The receipt's payment; null for an invoice. */
  paymentId: z.string().max(64).nullable(),
  /** The seller: the title's name and organisation number ("000 000 000"). */
  seller: z.object({ name: z.string().max(100), organizationNumber: z.string().max(11) }),
  /** The subscriber: name and customer number. */
  subscriber: z.object({ name: z.string().max(200), ariaAccountNo }),
  ariaInvoiceNo: z.string().max(64),
  kid: z.string().max(25).regex(/^\d+$/),
  description: z.string().max(500),
  periodFrom: isoDate,
  periodTo: isoDate,
  /** Whole kroner, VAT included. */
  amount: z.number().nonnegative(),
  /** Newspapers are zero-rated (merverdiavgift 0 %): the rate in per cent and the VAT in kroner. */
  vatRate: z.number().nonnegative().max(100),
  vatAmount: z.number().nonnegative(),
  /** The bank account to pay to. */
  accountNumber: z.string().max(64),
  dueDate: isoDate,
  /** When it was paid; null while unpaid. */
  paidDate: isoDate.nullable(),
  /** How a receipt's payment was made; null for an invoice. */
  method: paymentMethodType.nullable(),
});

export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** The PDF's bytes (the answer is the file itself, not JSON). */
const pdf = z.instanceof(Uint8Array);

const notFound = { 404: "No such invoice or payment for this user (never anyone else's)" };

export const documentsEndpoints = {
  getReceipts: endpoint(
    "GET receipts/{accountNo}/{titleCode}",
    "The account's approved card and Vipps payments for a title, newest first: each one's receipt",
    { params: z.object({ accountNo: ariaAccountNo, titleCode }), response: z.array(receipt) },
  ),
  getInvoiceDocument: endpoint(
    "GET document/invoice/{titleCode}/{ariaInvoiceNo}",
    "One of the user's invoices as a document: seller, subscriber, KID, period, amount, VAT, due and paid date",
    { params: z.object({ titleCode, ariaInvoiceNo }), response: invoiceDocument, errors: notFound },
  ),
  getInvoicePdf: endpoint(
    "GET document/invoice/{titleCode}/{ariaInvoiceNo}/pdf",
    "The same invoice as a PDF to download",
    {
      params: z.object({ titleCode, ariaInvoiceNo }),
      response: pdf,
      produces: "application/pdf",
      fileName: (params) => `faktura-${params.ariaInvoiceNo}.pdf`,
      errors: notFound,
    },
  ),
  getReceiptDocument: endpoint(
    "GET document/receipt/{titleCode}/{paymentId}",
    "The receipt of one of the user's approved card or Vipps payments as a document",
    { params: z.object({ titleCode, paymentId }), response: invoiceDocument, errors: notFound },
  ),
  getReceiptPdf: endpoint(
    "GET document/receipt/{titleCode}/{paymentId}/pdf",
    "The same receipt as a PDF to download",
    {
      params: z.object({ titleCode, paymentId }),
      response: pdf,
      produces: "application/pdf",
      fileName: (params) => `kvittering-${params.paymentId}.pdf`,
      errors: notFound,
    },
  ),
} as const;
