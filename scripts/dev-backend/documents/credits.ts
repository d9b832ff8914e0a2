// The credit and debit notes a reader has been issued, whatever granted the credit (a complaint's
// remedy, a stop's papers), as one kind of record: what the documents are written from. They are
// read from the ledger (ledger.ts), where each was written once when it was issued; nothing here
// reckons a credit again, so a note reads the same every day after.
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { notesOf, type IssuedCredit } from "./ledger.ts";

/** A note as the documents name it: by its number, and a complaint's by its case too. */
export interface CreditRecord extends Omit<IssuedCredit, "documentNo" | "source"> {
  /** The note's number in its title's series: its address and what it is headed by. */
  creditId: string;
  /** The complaint's case number, for a complaint's credit; null otherwise. */
  caseNo: string | null;
}

const COMPLAINT = "complaint:";

/** The account's notes for the title, newest first. */
export function creditsOf(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return notesOf(db, ariaAccountNo, titleCode).map(({ documentNo, source, ...note }) => ({
    ...note,
    creditId: documentNo,
    caseNo: source.startsWith(COMPLAINT) ? source.slice(COMPLAINT.length) : null,
  }));
}
