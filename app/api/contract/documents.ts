// Documents to keep (docs/decisions/029): every invoice and every card or Vipps payment
// (a receipt) as the facts of one document — for the readable page — and as a PDF to download.
// Only the signed-in user's own documents: anyone else's number is a 404, never their document.
import { z } from "zod/mini";
import { ariaAccountNo, endpoint, isoDate, titleAccountParams, titleCode } from "./shared.ts";
import { paymentMethodType } from "./payments.ts";

/**
 * A document's number as the address carries it: an invoice number, a payment id or a credit's id.
 * Letters, digits, hyphens and underscores only, at most 64: anything else names no document (a 404, said as
 * "not found" on the page), never an outage.
 */
export const documentId = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/, "Ugyldig dokumentnummer"));
const ariaInvoiceNo = documentId;
const paymentId = documentId;
const creditId = documentId;

/** A receipt: one approved card or Vipps payment, and the invoice it paid. */
export const receipt = z.object({
  paymentId: z.string().check(z.maxLength(64)),
  ariaInvoiceNo: z.string().check(z.maxLength(64)),
  method: paymentMethodType,
  /** Whole kroner. */
  amount: z.number().check(z.nonnegative()),
  paidDate: isoDate,
});

export type Receipt = z.infer<typeof receipt>;

/**
 * A note the platform issued the reader: a credit note for a credit (a complaint's, a stop's…), or a
 * debit note that takes back part or all of one (a stop made shorter or withdrawn). Issued once,
 * never changed: a change is a new note that refers to the first. Its number is in the title's own
 * series. Absent `kind`: a credit note (platforms from before debit notes).
 */
export const creditNote = z.object({
  creditId: z.string().check(z.maxLength(64)),
  kind: z.optional(z.enum(["CREDIT_NOTE", "DEBIT_NOTE"])),
  /** The number of the credit note this one corrects; null or absent for a first note. */
  refersTo: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  /** Kroner credited (or charged back, a debit note), VAT included (0 % for newspapers). */
  amount: z.number().check(z.nonnegative()),
  /** The day the note was issued. */
  issuedOn: isoDate,
});

export type CreditNote = z.infer<typeof creditNote>;

/**
 * Why a credit note credits what it does: papers that did not come (a complaint's credit, the days
 * complained of), or papers a stop leaves out (a stop's credit over the document's period: how many
 * papers, and what each is credited, in kroner with øre; app/domain/credits.ts).
 */
export const creditReason = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("COMPLAINT"), dates: z.array(isoDate).check(z.maxLength(400)) }),
  z.object({
    kind: z.literal("STOP"),
    papers: z.int().check(z.nonnegative()),
    perPaper: z.number().check(z.nonnegative()),
  }),
]);

export type CreditReason = z.infer<typeof creditReason>;

/**
 * What an invoice, a receipt or a credit note says, in the words of the PDF: every fact
 * bokføringsforskriften § 5-1-1 asks of a sales document (number and date, seller with address,
 * org.nr., "MVA" and "Foretaksregisteret", buyer with address, what and which period, net, VAT rate
 * and amount, gross, due date, KID and account), and for a receipt when and how it was paid.
 */
export const invoiceDocument = z.object({
  kind: z.enum(["INVOICE", "RECEIPT", "CREDIT_NOTE", "DEBIT_NOTE"]),
  /** The document's own number: the invoice number, a credit or debit note's number in its series. */
  documentNo: z.string().check(z.maxLength(64)),
  /** A debit note's (or a later credit note's) first credit note, which it corrects; else absent or null. */
  refersTo: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  /** The day the document was issued (fakturadato). */
  issuedOn: isoDate,
  /** The receipt's payment; null for an invoice or a credit note. */
  paymentId: z.nullable(z.string().check(z.maxLength(64))),
  /**
   * The seller: the title's name, the publisher's registered name and address, and its
   * organisation number ("000 000 000"), registered for VAT and in Foretaksregisteret.
   */
  seller: z.object({
    name: z.string().check(z.maxLength(100)),
    companyName: z.string().check(z.maxLength(100)),
    address: z.string().check(z.maxLength(200)),
    organizationNumber: z.string().check(z.maxLength(11)),
  }),
  /**
   * The subscriber: name, customer number and address (null: the platform has none). The name is
   * the account's as kept, however long an older record or the identity provider made it: a
   * document shows it whole rather than fail.
   */
  subscriber: z.object({
    name: z.string().check(z.maxLength(4000)),
    ariaAccountNo,
    address: z.nullable(z.string().check(z.maxLength(300))),
  }),
  /** The invoice paid (a receipt), billed (an invoice) or credited on (a credit note; null if none). */
  ariaInvoiceNo: z.nullable(z.string().check(z.maxLength(64))),
  kid: z.string().check(z.maxLength(25), z.regex(/^\d*$/)),
  description: z.string().check(z.maxLength(500)),
  periodFrom: isoDate,
  periodTo: isoDate,
  /** Kroner, VAT included (gross); a credit note's is what is credited. */
  amount: z.number().check(z.nonnegative()),
  /** Kroner before VAT. */
  netAmount: z.number().check(z.nonnegative()),
  /** Newspapers are zero-rated (merverdiavgift 0 %): the rate in per cent and the VAT in kroner. */
  vatRate: z.number().check(z.nonnegative(), z.maximum(100)),
  vatAmount: z.number().check(z.nonnegative()),
  /** The bank account to pay to. */
  accountNumber: z.string().check(z.maxLength(64)),
  /** When it is due; null for a credit note. */
  dueDate: z.nullable(isoDate),
  /** When it was paid; null while unpaid. */
  paidDate: z.nullable(isoDate),
  /** A receipt's time of payment (ISO date-time with offset); null otherwise. */
  paidAt: z.nullable(z.iso.datetime({ offset: true })),
  /** How a receipt's payment was made; null otherwise. */
  method: z.nullable(paymentMethodType),
  /** A credit note's reason; null for an invoice or a receipt. */
  creditReason: z.nullable(creditReason),
  /** A card payment's card: its last four digits; null otherwise or when not known. */
  cardLast4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  /**
   * An unpaid invoice the bank draws by AvtaleGiro on its due date (ADR 053): no KID payment to
   * make. Absent: paid with its KID to the account number.
   */
  drawnBy: z.optional(z.literal("AVTALEGIRO")),
});

export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** The PDF's bytes (the answer is the file itself, not JSON). */
const pdf = z.instanceof(Uint8Array);

const notFound = {
  404: "No such invoice, payment or credit for this user (never anyone else's)",
};

/** One of the user's documents (`what`: invoice, receipt…) as a PDF to download, saved as `fileName`. */
function pdfOf<P extends z.ZodMiniType>(
  route: `GET ${string}/pdf`,
  what: string,
  params: P,
  fileName: (params: Record<string, string>) => string,
) {
  return endpoint(route, `The same ${what} as a PDF to download`, {
    params,
    response: pdf,
    produces: "application/pdf",
    fileName,
    errors: notFound,
  });
}

export const documentsEndpoints = {
  getReceipts: endpoint(
    "GET receipts/{accountNo}/{titleCode}",
    "The account's approved card and Vipps payments for a title, newest first: each one's receipt",
    { params: titleAccountParams, response: z.array(receipt) },
  ),
  getInvoiceDocument: endpoint(
    "GET document/invoice/{titleCode}/{ariaInvoiceNo}",
    "One of the user's invoices as a document: seller, subscriber, KID, period, amount, VAT, due and paid date",
    { params: z.object({ titleCode, ariaInvoiceNo }), response: invoiceDocument, errors: notFound },
  ),
  getInvoicePdf: pdfOf(
    "GET document/invoice/{titleCode}/{ariaInvoiceNo}/pdf",
    "invoice",
    z.object({ titleCode, ariaInvoiceNo }),
    (params) => `faktura-${params.ariaInvoiceNo}.pdf`,
  ),
  getReceiptDocument: endpoint(
    "GET document/receipt/{titleCode}/{paymentId}",
    "The receipt of one of the user's approved card or Vipps payments as a document",
    { params: z.object({ titleCode, paymentId }), response: invoiceDocument, errors: notFound },
  ),
  getReceiptPdf: pdfOf(
    "GET document/receipt/{titleCode}/{paymentId}/pdf",
    "receipt",
    z.object({ titleCode, paymentId }),
    // The receipt's own number names the file; the handler gives it (core/api-router.ts).
    (params) => `kvittering-${params.paymentId}.pdf`,
  ),
  getCreditNotes: endpoint(
    "GET credit-notes/{accountNo}/{titleCode}",
    "The account's recorded credits for a title (a complaint's, a stop's…), newest first: each one's credit note",
    { params: titleAccountParams, response: z.array(creditNote) },
  ),
  getCreditNoteDocument: endpoint(
    "GET document/credit-note/{titleCode}/{creditId}",
    "One of the user's credits as a credit note (kreditnota): seller, subscriber, what is credited and why, amount, VAT",
    { params: z.object({ titleCode, creditId }), response: invoiceDocument, errors: notFound },
  ),
  getCreditNotePdf: pdfOf(
    "GET document/credit-note/{titleCode}/{creditId}/pdf",
    "credit note",
    z.object({ titleCode, creditId }),
    (params) => `kreditnota-${params.creditId}.pdf`,
  ),
} as const;
