// Invoices, receipts, credit and debit notes as documents at the dev backend's /api/
// (app/api/contract/documents.ts, docs/decisions/029 and 047): the facts of one document, and the
// same as a PDF. A receipt is an approved card or Vipps payment of an amount (kinds INVOICE,
// ORDER and GIFT in `payments`), shown with the facts of the invoice it paid; a credit note is one of the
// reader's notes as issued (credits.ts, ledger.ts): a change to a credit is a note of its own. Only the signed-in user's own, or those of someone they
// help with the right to see invoices (ADR 054): any other number is a 404. A document is its
// title's: its seller is that title, and under another title's address it is not found.
import type { CreditNote, InvoiceDocument, Receipt } from "#app/api/contract/documents.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { issuedOnOf } from "#scripts/dev-backend/documents/series.ts";
import { addressLine } from "#app/domain/address-fields.ts";
import type { Title } from "#app/title/title-schema.ts";
import { many, one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import {
  accessTo,
  ApiError,
  knownTitle,
  notGranted,
  ownAccount,
  signedIn,
  type HandlerContext,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { namedFile } from "#scripts/dev-backend/core/named-file.ts";
import { homeAddressOf, type AccountRow, type InvoiceRow } from "#scripts/dev-backend/core/rows.ts";
import type { PaymentRow } from "#scripts/dev-backend/payments/tables.ts";
import { creditsOf, type CreditRecord } from "./credits.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { DOCUMENT_WORDS } from "./words.ts";
import { drawnByAvtaleGiro } from "#scripts/dev-backend/mandates/rules.ts";
import { madeByOf, paymentEntries } from "#scripts/dev-backend/fullmakt/acts.ts";
import { notAGiftSale } from "#scripts/dev-backend/gifts/tables.ts";

export const NO_SUCH_INVOICE = "Fant ingen faktura med dette nummeret hos deg";
export const NO_SUCH_RECEIPT = "Fant ingen kvittering for denne betalingen hos deg";
export const NO_SUCH_CREDIT = "Fant ingen kreditering med dette nummeret hos deg";
/** One's own invoice or receipt asked for under another title than its own. */
export const OTHER_TITLES = "Fant ikke dokumentet";

/** Newspapers are zero-rated (merverdiavgift 0 %, merverdiavgiftsloven § 6-2). */
const VAT_RATE = 0;

type DocumentContext = HandlerContext<
  | "getInvoiceDocument"
  | "getInvoicePdf"
  | "getReceiptDocument"
  | "getReceiptPdf"
  | "getCreditNoteDocument"
  | "getCreditNotePdf"
>;

const nameOf = (account: AccountRow) =>
  [account.given_name, account.family_name].filter(Boolean).join(" ") || account.aria_account_no;

/** The buyer's address on one line, as the screens write it; null when there is none. */
const addressOf = (address: DeliveryAddress | null) => (address ? addressLine(address) : null);

const accountRow = (db: Database, ariaAccountNo: string) =>
  one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo)!;

/** VAT included in a gross amount at the rate, and what is left before it, in øre-exact kroner. */
function split(gross: number) {
  const vat = Math.round((gross * VAT_RATE * 100) / (100 + VAT_RATE)) / 100;
  return {
    amount: gross,
    netAmount: Math.round((gross - vat) * 100) / 100,
    vatRate: VAT_RATE,
    vatAmount: vat,
  };
}

const partiesOf = (db: Database, title: Title, account: AccountRow) => ({
  seller: {
    name: title.name,
    companyName: title.companyName,
    address: title.postalAddress,
    organizationNumber: title.organizationNumber,
  },
  subscriber: {
    name: nameOf(account),
    ariaAccountNo: account.aria_account_no,
    address: addressOf(homeAddressOf(db, account.aria_account_no)),
  },
});

/** The day a payment was made: the invoice's paid date, else the day of the trip. */
const paidDateOf = (invoice: InvoiceRow, trip: Pick<PaymentRow, "created_at">) =>
  invoice.paid_at ?? osloToday(new Date(trip.created_at));

/**
 * The card a card payment was charged on, as the provider reported it when it approved (kept on the
 * payment): never the card registered since. Unknown (null) when the payment holds none.
 */
function cardOf(db: Database, trip: PaymentRow): string | null {
  if (trip.method !== "SWEDBANK-PPG") return null;
  // A helper paid with a card of theirs: its digits are not the subscriber's to read (ADR 054).
  if (madeByOf(db, trip.aria_account_no, trip.title_code, paymentEntries(trip)[0]!) !== null) return null;
  return trip.card_last4 && /^\d{4}$/.test(trip.card_last4) ? trip.card_last4 : null;
}

function toDocument(
  db: Database,
  title: Title,
  invoice: InvoiceRow,
  trip: PaymentRow | null,
  today: string,
): InvoiceDocument {
  // A receipt has its own number in the title's series, given when the payment was approved, and is
  // dated the day it was paid; an invoice is dated the day its series says it was issued (a renewal
  // charged by card the day of the charge, one sent by post or eFaktura 14 days before it is due).
  if (trip && trip.receipt_no === null)
    throw new Error(`Payment ${trip.id} was approved without a receipt number`);
  const issuedOn = trip
    ? paidDateOf(invoice, trip)
    : issuedOnOf(db, invoice.title_code, "INVOICE", invoice.aria_invoice_no);
  if (issuedOn === null) throw new Error(`Invoice ${invoice.aria_invoice_no} was issued without its number`);
  return {
    kind: trip ? "RECEIPT" : "INVOICE",
    documentNo: trip ? trip.receipt_no! : invoice.aria_invoice_no,
    issuedOn,
    paymentId: trip?.id ?? null,
    ...partiesOf(db, title, accountRow(db, invoice.aria_account_no)),
    ariaInvoiceNo: invoice.aria_invoice_no,
    kid: invoice.kid,
    description: invoice.description,
    periodFrom: invoice.period_from,
    periodTo: invoice.period_to,
    ...split(trip?.amount ?? invoice.amount),
    accountNumber: invoice.account_number,
    dueDate: invoice.due_date,
    paidDate: trip ? paidDateOf(invoice, trip) : invoice.paid === 1 ? invoice.paid_at : null,
    paidAt: trip ? new Date(trip.created_at).toISOString() : null,
    method: trip ? (trip.method as InvoiceDocument["method"]) : null,
    creditReason: null,
    cardLast4: trip ? cardOf(db, trip) : null,
    ...(!trip && drawnByAvtaleGiro(db, invoice, today) ? { drawnBy: "AVTALEGIRO" as const } : {}),
  };
}

function creditDocument(db: Database, title: Title, credit: CreditRecord): InvoiceDocument {
  const account = accountRow(db, credit.ariaAccountNo);
  // Credited against the invoice for the period it lands on, once there is one.
  const invoice = one<InvoiceRow>(
    db,
    `SELECT * FROM invoices WHERE aria_account_no = ? AND title_code = ?
     AND period_from >= ? AND ${notAGiftSale("invoices")} ORDER BY period_from LIMIT 1`,
    credit.ariaAccountNo,
    credit.titleCode,
    credit.issuedOn,
  );
  return {
    kind: credit.kind,
    documentNo: credit.creditId,
    refersTo: credit.refersTo,
    issuedOn: credit.issuedOn,
    paymentId: null,
    ...partiesOf(db, title, account),
    ariaInvoiceNo: invoice?.aria_invoice_no ?? null,
    kid: "",
    description: DOCUMENT_WORDS[title.locale].creditReason(credit),
    periodFrom: credit.periodFrom,
    periodTo: credit.periodTo,
    ...split(credit.amount),
    accountNumber: invoice?.account_number ?? "",
    dueDate: null,
    paidDate: null,
    paidAt: null,
    method: null,
    creditReason: credit.reason.kind === "GIFT" ? null : credit.reason,
    cardLast4: null,
  };
}

/**
 * Whether the signed-in user may read documents of the account on the title: their own, or a
 * helper's whose grant on the title lets them see invoices (ADR 054); a helper without that right is
 * refused in words (403 NOT_GRANTED), anyone else finds nothing (false: the caller's 404).
 */
function mayRead(ctx: DocumentContext, title: Title, ariaAccountNo: string): boolean {
  const account = one<AccountRow>(ctx.db, "SELECT * FROM accounts WHERE aria_account_no = ?", ariaAccountNo);
  if (!account) return false;
  const access = accessTo(ctx, account, title.titleCode);
  if (access === "not-granted") throw notGranted();
  return access === "own" || access === "granted";
}

/** An invoice of the title the user may read: the title's own, never another title's. */
function readableInvoice(ctx: DocumentContext, title: Title, ariaInvoiceNo: string): InvoiceRow | undefined {
  signedIn(ctx);
  const invoice = one<InvoiceRow>(
    ctx.db,
    "SELECT * FROM invoices WHERE aria_invoice_no = ? AND title_code = ?",
    ariaInvoiceNo,
    title.titleCode,
  );
  return invoice && mayRead(ctx, title, invoice.aria_account_no) ? invoice : undefined;
}

/** Not found: said plainly when the number is one's own on another title, else the usual words. */
function notFound(ctx: DocumentContext, ariaInvoiceNo: string | null | undefined, message: string) {
  const elsewhere =
    ariaInvoiceNo &&
    one(
      ctx.db,
      `SELECT 1 FROM invoices JOIN accounts USING (aria_account_no)
       WHERE invoices.aria_invoice_no = ? AND accounts.spid_id = ?`,
      ariaInvoiceNo,
      signedIn(ctx).spidId,
    );
  return new ApiError(404, elsewhere ? OTHER_TITLES : message);
}

/** The title a document is of: its seller, whatever address it was asked under. */
const sellerOf = (ctx: DocumentContext, row: { title_code: string }) => knownTitle(ctx.deps, row.title_code);

function invoiceDocumentOf(ctx: HandlerContext<"getInvoiceDocument" | "getInvoicePdf">) {
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  const invoice = readableInvoice(ctx, title, ctx.params.ariaInvoiceNo);
  if (!invoice) throw notFound(ctx, ctx.params.ariaInvoiceNo, NO_SUCH_INVOICE);
  const seller = sellerOf(ctx, invoice);
  return { title: seller, document: toDocument(ctx.db, seller, invoice, null, ctx.today) };
}

function receiptDocumentOf(ctx: HandlerContext<"getReceiptDocument" | "getReceiptPdf">) {
  signedIn(ctx);
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  const trip = one<PaymentRow>(
    ctx.db,
    `SELECT * FROM payments WHERE id = ? AND status = 'APPROVED'
       AND kind IN ('INVOICE', 'ORDER', 'GIFT') AND amount IS NOT NULL`,
    ctx.params.paymentId,
  );
  const invoice =
    trip?.aria_invoice_no && trip.title_code === title.titleCode
      ? readableInvoice(ctx, title, trip.aria_invoice_no)
      : undefined;
  if (!trip || !invoice || invoice.aria_account_no !== trip.aria_account_no)
    throw notFound(ctx, trip?.aria_invoice_no, NO_SUCH_RECEIPT);
  const seller = sellerOf(ctx, invoice);
  return { title: seller, document: toDocument(ctx.db, seller, invoice, trip, ctx.today) };
}

/**
 * The accounts whose credit notes the user may look for on the title: their own, and those of the
 * people who gave them a grant on it (whether it covers this is mayRead's to say).
 */
function accountsToSearch(ctx: DocumentContext, title: Title): string[] {
  const session = signedIn(ctx);
  return many<{ aria_account_no: string }>(
    ctx.db,
    `SELECT aria_account_no FROM accounts WHERE spid_id = ?
     UNION SELECT grantor_account_no FROM fullmakt_grants WHERE helper_spid_id = ? AND title_code = ?`,
    session.spidId,
    session.spidId,
    title.titleCode,
  ).map((row) => row.aria_account_no);
}

function creditNoteOf(ctx: HandlerContext<"getCreditNoteDocument" | "getCreditNotePdf">) {
  const title = knownTitle(ctx.deps, ctx.params.titleCode);
  for (const accountNo of accountsToSearch(ctx, title)) {
    const credit = creditsOf(ctx.db, accountNo, title.titleCode).find(
      (c) => c.creditId === ctx.params.creditId,
    );
    if (credit && mayRead(ctx, title, accountNo))
      return { title, document: creditDocument(ctx.db, title, credit) };
  }
  throw new ApiError(404, NO_SUCH_CREDIT);
}

/** The PDF, named for a person's files after the document's own number. */
async function pdfOf({ title, document }: { title: Title; document: InvoiceDocument }) {
  const prefix = {
    INVOICE: "faktura",
    RECEIPT: "kvittering",
    CREDIT_NOTE: "kreditnota",
    DEBIT_NOTE: "debetnota",
  }[document.kind];
  return namedFile(await documentPdf(document, title.locale), `${prefix}-${document.documentNo}.pdf`);
}

export const documentsHandlers = {
  getReceipts: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    return many<PaymentRow & { paid_at: string | null }>(
      ctx.db,
      `SELECT payments.*, invoices.paid_at FROM payments
       JOIN invoices ON invoices.aria_invoice_no = payments.aria_invoice_no
         AND invoices.title_code = payments.title_code
       WHERE payments.aria_account_no = ? AND payments.status = 'APPROVED'
         AND payments.kind IN ('INVOICE', 'ORDER', 'GIFT') AND payments.amount IS NOT NULL
         AND payments.title_code = ?
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
  getInvoicePdf: (ctx) => pdfOf(invoiceDocumentOf(ctx)),
  getReceiptDocument: (ctx) => receiptDocumentOf(ctx).document,
  getReceiptPdf: (ctx) => pdfOf(receiptDocumentOf(ctx)),
  getCreditNotes: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    return creditsOf(ctx.db, ctx.params.accountNo, title.titleCode).map((c): CreditNote => ({
      creditId: c.creditId,
      kind: c.kind,
      refersTo: c.refersTo,
      amount: c.amount,
      issuedOn: c.issuedOn,
    }));
  },
  getCreditNoteDocument: (ctx) => creditNoteOf(ctx).document,
  getCreditNotePdf: (ctx) => pdfOf(creditNoteOf(ctx)),
} satisfies Partial<Handlers>;
