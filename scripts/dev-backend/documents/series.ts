// Each title's one series of document numbers (docs/decisions/072): every sales document a title
// issues — an invoice, a receipt for a payment, a credit or a debit note — takes the next number of
// that title's series when it is issued, 10001, 10002, … in the order they were issued, none
// skipped and none used twice (bokføringsforskriften § 5-1-1 nr. 1: "i en kontrollerbar serie"), so
// an accountant can see that nothing is missing. The seeded invoices are the start of each series
// (tests/fixtures/personas/all.ts numbers them in the order they were issued); what the stand-in
// issues after continues it.
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { INVOICE_TERMS_DAYS } from "#tests/fixtures/personas/building-blocks.ts";

/** The first number of every title's series: readable, and never mistaken for an account number. */
export const FIRST_DOCUMENT_NO = 10001;

export type DocumentKind = "INVOICE" | "RECEIPT" | "CREDIT_NOTE" | "DEBIT_NOTE";

/** The number a document is known by, on the page, in its address and on the PDF. */
export const documentNoOf = (seq: number) => String(FIRST_DOCUMENT_NO + seq - 1);

/** The seq of a number of the series, or null when it is none. */
export function seqOf(documentNo: string): number | null {
  if (!/^\d{1,9}$/.test(documentNo)) return null;
  const seq = Number(documentNo) - FIRST_DOCUMENT_NO + 1;
  return seq >= 1 ? seq : null;
}

/**
 * Takes the title's next number for a document of `kind` (`ref`: what it is the number of — the
 * invoice's own number, the payment's id, the note's source) and records it. Call it inside the
 * transaction that writes the document: if the document is not written, neither is its number.
 */
export function issueDocumentNo(
  db: Database,
  document: { titleCode: string; kind: DocumentKind; ref?: string; issuedOn: string },
): { seq: number; documentNo: string } {
  const last = one<{ seq: number | null }>(
    db,
    "SELECT MAX(seq) AS seq FROM document_series WHERE title_code = ?",
    document.titleCode,
  );
  const seq = (last?.seq ?? 0) + 1;
  const documentNo = documentNoOf(seq);
  run(
    db,
    "INSERT INTO document_series (title_code, seq, kind, ref, issued_on) VALUES (?, ?, ?, ?, ?)",
    document.titleCode,
    seq,
    document.kind,
    document.ref ?? documentNo,
    document.issuedOn,
  );
  return { seq, documentNo };
}

/**
 * The day a document was issued, as its series recorded it when it took its number: the one source
 * of a document's date, so an invoice charged by card is dated the day of the charge and one sent to
 * be paid the day it was sent. Null for a document the series does not hold.
 */
export function issuedOnOf(db: Database, titleCode: string, kind: DocumentKind, ref: string): string | null {
  return (
    one<{ issued_on: string }>(
      db,
      "SELECT issued_on FROM document_series WHERE title_code = ? AND kind = ? AND ref = ?",
      titleCode,
      kind,
      ref,
    )?.issued_on ?? null
  );
}

/**
 * Gives an approved payment of an invoice or an order its receipt's number (payments.receipt_no),
 * once: a payment that has one keeps it.
 */
export function issueReceiptNo(db: Database, paymentId: string, issuedOn: string): void {
  // What has a receipt (documents/handlers.ts): an approved payment of an amount, of an invoice, an order or a gift.
  const payment = one<{ title_code: string; receipt_no: string | null }>(
    db,
    `SELECT title_code, receipt_no FROM payments WHERE id = ? AND status = 'APPROVED'
       AND kind IN ('INVOICE', 'ORDER', 'GIFT') AND amount IS NOT NULL`,
    paymentId,
  );
  if (!payment || payment.receipt_no !== null) return;
  const { documentNo } = issueDocumentNo(db, {
    titleCode: payment.title_code,
    kind: "RECEIPT",
    ref: paymentId,
    issuedOn,
  });
  run(db, "UPDATE payments SET receipt_no = ? WHERE id = ?", documentNo, paymentId);
}

/**
 * Registers the seeded invoices as the start of each title's series (seed.ts): their numbers were
 * given in the order they were issued. Throws when they do not start the series or leave a gap.
 */
export function registerSeededInvoices(db: Database): void {
  run(
    db,
    `INSERT INTO document_series (title_code, seq, kind, ref, issued_on)
     SELECT title_code, CAST(aria_invoice_no AS INTEGER) - ? + 1, 'INVOICE', aria_invoice_no,
       date(due_date, ?)
     FROM invoices`,
    FIRST_DOCUMENT_NO,
    `-${INVOICE_TERMS_DAYS} days`,
  );
  const problems = seriesProblems(db);
  if (problems.length > 0) throw new Error(`The seeded invoices are no series: ${problems.join("; ")}`);
}

/**
 * What is wrong with the titles' series, in words (empty when nothing is): a number missing, or a
 * document issued without a number of its series — an invoice, an approved payment's receipt, a
 * note. What `/_dev/document-series` answers and every journey checks after it has run.
 */
export function seriesProblems(db: Database): string[] {
  const problems: string[] = [];
  for (const row of many<{ title_code: string; count: number; first: number; last: number }>(
    db,
    `SELECT title_code, COUNT(*) AS count, MIN(seq) AS first, MAX(seq) AS last
     FROM document_series GROUP BY title_code`,
  )) {
    if (row.first !== 1 || row.count !== row.last)
      problems.push(
        `${row.title_code}: ${row.count} numbers from ${documentNoOf(row.first)} to ${documentNoOf(row.last)}`,
      );
  }
  const unnumbered = (what: string, sql: string) => {
    for (const row of many<{ title_code: string; id: string }>(db, sql))
      problems.push(`${row.title_code}: ${what} ${row.id} has no number of the series`);
  };
  unnumbered(
    "invoice",
    `SELECT i.title_code, i.aria_invoice_no AS id FROM invoices i
     LEFT JOIN document_series s ON s.title_code = i.title_code AND s.kind = 'INVOICE'
       AND s.ref = i.aria_invoice_no AND s.seq = CAST(i.aria_invoice_no AS INTEGER) - ${FIRST_DOCUMENT_NO} + 1
     WHERE s.seq IS NULL`,
  );
  unnumbered(
    "the receipt of payment",
    `SELECT p.title_code, p.id FROM payments p
     LEFT JOIN document_series s ON s.title_code = p.title_code AND s.kind = 'RECEIPT' AND s.ref = p.id
       AND s.seq = CAST(p.receipt_no AS INTEGER) - ${FIRST_DOCUMENT_NO} + 1
     WHERE p.status = 'APPROVED' AND p.kind IN ('INVOICE', 'ORDER') AND p.amount IS NOT NULL
       AND s.seq IS NULL`,
  );
  unnumbered(
    "note",
    `SELECT c.title_code, c.seq AS id FROM credit_documents c
     LEFT JOIN document_series s ON s.title_code = c.title_code AND s.seq = c.seq AND s.kind = c.kind
     WHERE s.seq IS NULL`,
  );
  return problems;
}
