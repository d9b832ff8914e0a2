// The credits the platform has recorded for a reader, whatever granted them, as one kind of row:
// what a credit note (kreditnota) is written from. A complaint's credit (remedy CREDIT) is one; a
// stop's credit joins here as another source once the platform keeps it as a record, and nothing
// else in documents/ changes. Each source answers rows of the same shape.
import type { Remedy } from "#app/api/contract/complaint.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import { many, type Database } from "#scripts/dev-backend/core/sqlite.ts";

export interface CreditRecord {
  /** The record's own id (a complaint's RK…), which is the credit note's number. */
  creditId: string;
  ariaAccountNo: string;
  titleCode: string;
  /** What is credited and why, in the reader's words ("Avis som ikke kom …"): see `reason`. */
  reason: { kind: "COMPLAINT"; dates: string[] };
  /** Kroner, VAT included. */
  amount: number;
  /** The day it was granted. */
  issuedOn: string;
  /** The first and last day it is for. */
  periodFrom: string;
  periodTo: string;
}

interface ComplaintCreditRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  dates: string;
  remedy: string;
  created_at: number;
}

function complaintCredits(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return many<ComplaintCreditRow>(
    db,
    `SELECT id, aria_account_no, title_code, dates, remedy, created_at FROM complaints
     WHERE aria_account_no = ? AND title_code = ? AND json_extract(remedy, '$.kind') = 'CREDIT'`,
    ariaAccountNo,
    titleCode,
  ).map((row) => {
    const remedy = JSON.parse(row.remedy) as Extract<Remedy, { kind: "CREDIT" }>;
    const dates = (JSON.parse(row.dates) as string[]).toSorted();
    return {
      creditId: row.id,
      ariaAccountNo: row.aria_account_no,
      titleCode: row.title_code,
      reason: { kind: "COMPLAINT", dates },
      amount: remedy.amount,
      issuedOn: osloDateTime(new Date(row.created_at)).date,
      periodFrom: dates[0]!,
      periodTo: dates.at(-1)!,
    };
  });
}

/** Every source of credits, in one list: add a source here and it has credit notes. */
const SOURCES = [complaintCredits];

/** The account's credits for the title, newest first. */
export function creditsOf(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return SOURCES.flatMap((source) => source(db, ariaAccountNo, titleCode)).sort(
    (a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.creditId.localeCompare(a.creditId),
  );
}
