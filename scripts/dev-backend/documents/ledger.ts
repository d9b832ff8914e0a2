// The credit and debit notes as issued (documents/tables.ts): a sales document is never changed or
// removed once issued (bokføringsforskriften § 5-1-1, § 5-2-1); a change to what was credited is a
// new note that refers to the first. A note's number is the next of its title's one series of
// documents (series.ts), which its invoices and receipts share.
//
// A credit's source keeps a running total: a stop of 9 papers is credited 155,79 kr; moved one day
// shorter, a debit note of 17,31 kr refers to that credit note; withdrawn, a debit note of the
// remaining 138,48 kr. What the notes of a source add up to is always what the platform credits now
// (delivery/stop-credits.ts, the complaint's remedy).
import type { CreditReason } from "#app/api/contract/documents.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { documentNoOf, issueDocumentNo, seqOf } from "./series.ts";

export type CreditDocumentKind = "CREDIT_NOTE" | "DEBIT_NOTE";

/**
 * Why a note credits what it does: the contract's reasons (a complaint, a stop), or a gift's — its
 * price refunded when the giver withdrew it, or credited to a recipient who had another product
 * (docs/decisions/077). A gift's reason is said in the note's words alone (creditReason null).
 */
export type NoteReason = CreditReason | { kind: "GIFT"; event: "withdrawn" | "credited"; giftNo: string };

export interface CreditDocumentRow {
  title_code: string;
  seq: number;
  kind: CreditDocumentKind;
  source: string;
  refers_to: number | null;
  aria_account_no: string;
  issued_on: string;
  amount: number;
  reason: string;
  period_from: string;
  period_to: string;
  created_at: number;
}

/** A note as the documents read it: its number, and the number of the note it corrects. */
export interface IssuedCredit {
  documentNo: string;
  kind: CreditDocumentKind;
  refersTo: string | null;
  /** What granted the credit ("stop:<change id>", "complaint:<case number>"). */
  source: string;
  ariaAccountNo: string;
  titleCode: string;
  reason: NoteReason;
  /** Kroner, VAT included, as credited (a credit note) or charged back (a debit note). */
  amount: number;
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  /** The instant it was issued (ms): the change it was issued for happened then. */
  createdAt: number;
}

const toIssued = (row: CreditDocumentRow): IssuedCredit => ({
  documentNo: documentNoOf(row.seq),
  kind: row.kind,
  refersTo: row.refers_to === null ? null : documentNoOf(row.refers_to),
  source: row.source,
  ariaAccountNo: row.aria_account_no,
  titleCode: row.title_code,
  reason: JSON.parse(row.reason) as NoteReason,
  amount: row.amount,
  issuedOn: row.issued_on,
  periodFrom: row.period_from,
  periodTo: row.period_to,
  createdAt: row.created_at,
});

const øre = (kroner: number) => Math.round(kroner * 100);

/** What a source's notes credit in all, in kroner: credit notes less debit notes. */
export function creditedBy(db: Database, titleCode: string, source: string): number {
  const rows = many<CreditDocumentRow>(
    db,
    "SELECT * FROM credit_documents WHERE title_code = ? AND source = ?",
    titleCode,
    source,
  );
  const total = rows.reduce((sum, r) => sum + (r.kind === "CREDIT_NOTE" ? øre(r.amount) : -øre(r.amount)), 0);
  return total / 100;
}

/** The first note issued for a source (what was credited when it was granted), or null. */
export function firstNoteOf(db: Database, titleCode: string, source: string): IssuedCredit | null {
  const row = one<CreditDocumentRow>(
    db,
    "SELECT * FROM credit_documents WHERE title_code = ? AND source = ? ORDER BY seq LIMIT 1",
    titleCode,
    source,
  );
  return row ? toIssued(row) : null;
}

/**
 * Issues the note that brings a source's credit to `credit` (kroner): a credit note for more, a
 * debit note for less, nothing when it is already so. The new note's reason and period are what
 * changed (the papers added or taken back). Returns the note issued, or null.
 */
export function issueCreditChange(
  db: Database,
  change: {
    titleCode: string;
    ariaAccountNo: string;
    source: string;
    credit: number;
    reason: NoteReason;
    periodFrom: string;
    periodTo: string;
    issuedOn: string;
    now: number;
  },
): IssuedCredit | null {
  const delta = øre(change.credit) - øre(creditedBy(db, change.titleCode, change.source));
  if (delta === 0) return null;
  const first = one<{ seq: number }>(
    db,
    "SELECT seq FROM credit_documents WHERE title_code = ? AND source = ? ORDER BY seq LIMIT 1",
    change.titleCode,
    change.source,
  );
  const kind = delta > 0 ? "CREDIT_NOTE" : "DEBIT_NOTE";
  const { seq } = issueDocumentNo(db, {
    titleCode: change.titleCode,
    kind,
    ref: change.source,
    issuedOn: change.issuedOn,
  });
  const row: CreditDocumentRow = {
    title_code: change.titleCode,
    seq,
    kind,
    source: change.source,
    refers_to: first?.seq ?? null,
    aria_account_no: change.ariaAccountNo,
    issued_on: change.issuedOn,
    amount: Math.abs(delta) / 100,
    reason: JSON.stringify(change.reason),
    period_from: change.periodFrom,
    period_to: change.periodTo,
    created_at: change.now,
  };
  run(
    db,
    `INSERT INTO credit_documents (title_code, seq, kind, source, refers_to, aria_account_no, issued_on, amount,
       reason, period_from, period_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.title_code,
    row.seq,
    row.kind,
    row.source,
    row.refers_to,
    row.aria_account_no,
    row.issued_on,
    row.amount,
    row.reason,
    row.period_from,
    row.period_to,
    row.created_at,
  );
  return toIssued(row);
}

/** The account's notes for the title, newest first. */
export function notesOf(db: Database, ariaAccountNo: string, titleCode: string): IssuedCredit[] {
  return many<CreditDocumentRow>(
    db,
    "SELECT * FROM credit_documents WHERE aria_account_no = ? AND title_code = ? ORDER BY seq DESC",
    ariaAccountNo,
    titleCode,
  ).map(toIssued);
}

/** One note by its number, under its title; null when the title has none by that number. */
export function noteByNumber(db: Database, titleCode: string, documentNo: string): IssuedCredit | null {
  const seq = seqOf(documentNo);
  if (seq === null) return null;
  const row = one<CreditDocumentRow>(
    db,
    "SELECT * FROM credit_documents WHERE title_code = ? AND seq = ?",
    titleCode,
    seq,
  );
  return row ? toIssued(row) : null;
}

/** The notes of a source, oldest first: the first credit and each correction of it. */
export function notesOfSource(db: Database, titleCode: string, source: string): IssuedCredit[] {
  return many<CreditDocumentRow>(
    db,
    "SELECT * FROM credit_documents WHERE title_code = ? AND source = ? ORDER BY seq",
    titleCode,
    source,
  ).map(toIssued);
}

export const stopSource = (changeId: string) => `stop:${changeId}`;
const complaintSource = (complaintId: string) => `complaint:${complaintId}`;

/** A complaint's credit, issued as a credit note in the title's series once, when it is granted. */
export function issueComplaintCredit(
  db: Database,
  account: { titleCode: string; ariaAccountNo: string },
  complaintId: string,
  credit: { amount: number; dates: readonly string[]; today: string; now: number },
) {
  const dates = credit.dates.toSorted();
  return issueCreditChange(db, {
    ...account,
    source: complaintSource(complaintId),
    credit: credit.amount,
    reason: { kind: "COMPLAINT", dates },
    periodFrom: dates[0]!,
    periodTo: dates.at(-1)!,
    issuedOn: credit.today,
    now: credit.now,
  });
}
