// The credit and debit notes a reader has been issued, whatever granted the credit (a complaint's
// remedy, a stop's papers), as one kind of record: what the documents are written from. They are
// read from the ledger (ledger.ts), where each was written once when it was issued; nothing here
// reckons a credit again, so a note reads the same every day after.
import type { CreditReason } from "#app/api/contract/documents.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { notesOf, type CreditDocumentKind } from "./ledger.ts";

export interface CreditRecord {
  /** The note's number in its title's series: its address and what it is headed by. */
  creditId: string;
  kind: CreditDocumentKind;
  /** The number of the note this one corrects (the source's first); null for a first note. */
  refersTo: string | null;
  /** The complaint's case number, for a complaint's credit; null otherwise. */
  caseNo: string | null;
  ariaAccountNo: string;
  titleCode: string;
  /** What is credited (or charged back) and why: see `reason`. */
  reason: CreditReason;
  /** Kroner, VAT included. */
  amount: number;
  /** The day it was issued. */
  issuedOn: string;
  /** The first and last day it is for. */
  periodFrom: string;
  periodTo: string;
}

const COMPLAINT = "complaint:";

/** The account's notes for the title, newest first. */
export function creditsOf(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return notesOf(db, ariaAccountNo, titleCode).map((note) => ({
    creditId: note.documentNo,
    kind: note.kind,
    refersTo: note.refersTo,
    caseNo: note.source.startsWith(COMPLAINT) ? note.source.slice(COMPLAINT.length) : null,
    ariaAccountNo: note.ariaAccountNo,
    titleCode: note.titleCode,
    reason: note.reason,
    amount: note.amount,
    issuedOn: note.issuedOn,
    periodFrom: note.periodFrom,
    periodTo: note.periodTo,
  }));
}
