// What a receipt (./receipts.ts) reads beside the history entry it tells of: the facts the screen's
// answer was made from, read from the same rows — a discount code's terms, a stop's credit and the
// note issued for it, the address a delivery change goes to — so the receipt says what the screen said.
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { addressLine } from "#app/domain/address-fields.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { stopCreditOf } from "#scripts/dev-backend/delivery/stop-credits.ts";
import { notesOfSource, stopSource } from "#scripts/dev-backend/documents/ledger.ts";

export interface ReceiptFacts {
  /** What a discount code gives, or null when it is not known. */
  discountTerms: (code: string) => { percentOff: number; months: number } | null;
  /**
   * A stop's credit as the screen's answer gave it (delivery/stop-credits.ts, the same row), and the
   * note issued for the change at `at` (documents/ledger.ts); null when there is none.
   */
  stopCredit?: (changeId: string) => { perPaper: number; papers: number; total: number } | null;
  noteFor?: (
    changeId: string,
    at: string,
  ) => { kind: "CREDIT_NOTE" | "DEBIT_NOTE"; documentNo: string } | null;
  /**
   * Where a delivery change delivers, on one line as its screen says "Leveres til: …"; null for a
   * stop. Registered with the change and never edited, so it is what was true when written.
   */
  deliveredTo?: (changeId: string) => string | null;
}

export function receiptFacts(db: Database, titleCode: string): ReceiptFacts {
  return {
    discountTerms: (code) => {
      const row = one<{ percent_off: number; months: number }>(
        db,
        "SELECT percent_off, months FROM discount_codes WHERE code = ?",
        code,
      );
      return row ? { percentOff: row.percent_off, months: row.months } : null;
    },
    stopCredit: (changeId) => {
      const row = stopCreditOf(db, changeId);
      return row ? { perPaper: row.per_paper, papers: row.papers, total: row.amount } : null;
    },
    noteFor: (changeId, at) => {
      // The latest at that instant: a fixed clock (the unit tests) gives one change's notes one time.
      const note = notesOfSource(db, titleCode, stopSource(changeId)).findLast(
        (n) => n.createdAt === Date.parse(at),
      );
      return note ? { kind: note.kind, documentNo: note.documentNo } : null;
    },
    deliveredTo: (changeId) => {
      const row = one<{ address: string | null }>(
        db,
        "SELECT address FROM delivery_changes WHERE id = ?",
        changeId,
      );
      return row?.address ? addressLine(JSON.parse(row.address) as DeliveryAddress) : null;
    },
  };
}
