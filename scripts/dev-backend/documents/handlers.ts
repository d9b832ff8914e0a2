// Invoices and receipts as documents at the dev backend's /api/ (app/api/contract/documents.ts,
// docs/decisions/029): the facts of one document, and the same as a PDF. A receipt is an approved
// card or Vipps payment of an amount (kinds INVOICE and ORDER in `payments`), shown with the facts
// of the invoice it paid. Only the signed-in user's own: any other number is a 404, in Norwegian.
import type { InvoiceDocument, Receipt } from "#app/api/contract/documents.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import { many, one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  ApiError,
  knownTitle,
  ownAccount,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { documentPdf } from "./invoice-pdf.ts";
import type { PaymentRow } from "#scripts/dev-backend/payments/provider.ts";
import type { AccountRow, InvoiceRow } from "#scripts/dev-backend/core/rows.ts";

export const NO_SUCH_INVOICE = "Fant ingen faktura med dette nummeret hos deg";
export const NO_SUCH_RECEIPT = "Fant ingen kvittering for denne betalingen hos deg";

/** Newspapers are zero-rated (merverdiavgift 0 %, merverdiavgiftsloven § 6-2). */
const VAT_RATE = 0;

type DocumentContext = HandlerContext<
  "getInvoiceDocument" | "getInvoicePdf" | "getReceiptDocument" | "getReceiptPdf"
>;

const nameOf = (account: AccountRow) =>
  [account.given_name, account.family_name].filter(Boolean).join(" ") || account.aria_account_no;

/** The day a payment was made: the invoice's paid date, else the day of the trip. */
const paidDateOf = (invoice: InvoiceRow, trip: Pick<PaymentRow, "created_at">) =>
  invoice.paid_at ?? osloToday(new Date(trip.created_at));

function toDocument(
  db: Database,
  title: Title,
  invoice: InvoiceRow,
  trip: PaymentRow | null,
): InvoiceDocument {
  const account = one<AccountRow>(
    db,
    "SELECT * FROM accounts WHERE aria_account_no = ?",
    invoice.aria_account_no,
  )!;
  const amount = trip?.amount ?? invoice.amount;
  return {
    kind: trip ? "RECEIPT" : "INVOICE",
    paymentId: trip?.id ?? null,
    seller: { name: title.name, organizationNumber: title.organizationNumber },
    subscriber: { name: nameOf(account), ariaAccountNo: account.aria_account_no },
    ariaInvoiceNo: invoice.aria_invoice_no,
    kid: invoice.kid,
    description: invoice.description,
    periodFrom: invoice.period_from,
    periodTo: invoice.period_to,
    amount,
    vatRate: VAT_RATE,
    vatAmount: Math.round((amount * VAT_RATE) / (100 + VAT_RATE)),
    accountNumber: invoice.account_number,
    dueDate: invoice.due_date,
    paidDate: trip ? paidDateOf(invoice, trip) : invoice.paid === 1 ? invoice.paid_at : null,
    method: trip ? (trip.method as InvoiceDocument["method"]) : null,
  };
}

/** The signed-in user's own invoice for the title (invoices without a title are every title's). */
function ownInvoice(ctx: DocumentContext, title: Title, ariaInvoiceNo: string): InvoiceRow | undefined {
  const session = signedIn(ctx);
  return one<InvoiceRow>(
    ctx.db,
    `SELECT invoices.* FROM invoices JOIN accounts USING (aria_account_no)
     WHERE invoices.aria_invoice_no = ? AND accounts.spid_id = ?
       AND (invoices.title_code IS NULL OR invoices.title_code = ?)`,
    ariaInvoiceNo,
    session.spidId,
    title.titleCode,
  );
}

function invoiceDocumentOf(ctx: HandlerContext<"getInvoiceDocument" | "getInvoicePdf">) {
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  const invoice = ownInvoice(ctx, title, ctx.params.ariaInvoiceNo);
  if (!invoice) throw new ApiError(404, NO_SUCH_INVOICE);
  return { title, document: toDocument(ctx.db, title, invoice, null) };
}

function receiptDocumentOf(ctx: HandlerContext<"getReceiptDocument" | "getReceiptPdf">) {
  const session = signedIn(ctx);
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  const trip = one<PaymentRow>(
    ctx.db,
    `SELECT payments.* FROM payments JOIN accounts USING (aria_account_no)
     WHERE payments.id = ? AND accounts.spid_id = ? AND payments.status = 'APPROVED'
       AND payments.kind IN ('INVOICE', 'ORDER') AND payments.amount IS NOT NULL`,
    ctx.params.paymentId,
    session.spidId,
  );
  const invoice = trip?.aria_invoice_no ? ownInvoice(ctx, title, trip.aria_invoice_no) : undefined;
  if (!trip || !invoice) throw new ApiError(404, NO_SUCH_RECEIPT);
  return { title, document: toDocument(ctx.db, title, invoice, trip) };
}

export const documentsHandlers = {
  getReceipts: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    return many<PaymentRow & { paid_at: string | null }>(
      ctx.db,
      `SELECT payments.*, invoices.paid_at FROM payments
       JOIN invoices ON invoices.aria_invoice_no = payments.aria_invoice_no
       WHERE payments.aria_account_no = ? AND payments.status = 'APPROVED'
         AND payments.kind IN ('INVOICE', 'ORDER') AND payments.amount IS NOT NULL
         AND (invoices.title_code IS NULL OR invoices.title_code = ?)
       ORDER BY payments.created_at DESC, payments.id DESC`,
      ctx.params.accountNo,
      title.titleCode,
    ).map((row): Receipt => ({
      paymentId: row.id,
      ariaInvoiceNo: row.aria_invoice_no!,
      method: row.method as Receipt["method"],
      amount: row.amount!,
      paidDate: row.paid_at ?? osloToday(new Date(row.created_at)),
    }));
  },
  getInvoiceDocument: (ctx) => invoiceDocumentOf(ctx).document,
  getInvoicePdf: (ctx) => {
    const { title, document } = invoiceDocumentOf(ctx);
    return documentPdf(document, title.locale);
  },
  getReceiptDocument: (ctx) => receiptDocumentOf(ctx).document,
  getReceiptPdf: (ctx) => {
    const { title, document } = receiptDocumentOf(ctx);
    return documentPdf(document, title.locale);
  },
} satisfies Partial<Handlers>;
