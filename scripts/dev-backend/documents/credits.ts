// The credits the platform has recorded for a reader, whatever granted them, as one kind of row:
// what a credit note (kreditnota) is written from. A complaint's credit (remedy CREDIT) is one; a
// stop's credit (delivery/stop-credits.ts) another. Each source answers rows of the same shape.
import type { Remedy } from "#app/api/contract/complaint.ts";
import type { CreditReason } from "#app/api/contract/documents.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";
import { many, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import type { StopCreditRow } from "#scripts/dev-backend/delivery/stop-credits.ts";

/**
 * A stop's credit note number: stable for as long as the stop's credit is (its change id, rewritten
 * in place when the last day moves), and never a complaint's (RK…). Within the page's id rule.
 */
export const stopCreditId = (changeId: string) => `stopp-${changeId}`;

export interface CreditRecord {
  /** The record's own id (a complaint's RK…, a stop's `stopp-` and its change id): the credit note's number. */
  creditId: string;
  ariaAccountNo: string;
  titleCode: string;
  /** What is credited and why, in the reader's words ("Avis som ikke kom …"): see `reason`. */
  reason: CreditReason;
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

/** A stop's credit, as it stands after its last change (a withdrawn stop's is deleted). */
function stopCredits(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return many<StopCreditRow>(
    db,
    "SELECT * FROM stop_credits WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  ).map((row) => ({
    creditId: stopCreditId(row.change_id),
    ariaAccountNo: row.aria_account_no,
    titleCode: row.title_code,
    reason: { kind: "STOP", papers: row.papers, perPaper: row.per_paper },
    amount: row.amount,
    issuedOn: row.on_date,
    periodFrom: row.from_date,
    periodTo: row.to_date,
  }));
}

/** Every source of credits, in one list: add a source here and it has credit notes. */
const SOURCES = [complaintCredits, stopCredits];

/** The account's credits for the title, newest first. */
export function creditsOf(db: Database, ariaAccountNo: string, titleCode: string): CreditRecord[] {
  return SOURCES.flatMap((source) => source(db, ariaAccountNo, titleCode)).sort(
    (a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.creditId.localeCompare(a.creditId),
  );
}
