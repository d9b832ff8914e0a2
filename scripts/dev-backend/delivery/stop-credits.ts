// A stop's credit as the platform keeps it: one row per dated stop in `stop_credits`
// (delivery/tables.ts), the papers the stop leaves out (the paper calendar) times the paper's share
// per paper (app/domain/credits.ts). It is taken off the next payment not yet invoiced, as a
// complaint's credit is (payments/billing.ts), and shown in the history beside the stop. Each change
// to it is issued as a note of its own (documents/ledger.ts): the first credit note stays as issued.
import { creditOfPapers } from "#app/domain/credits.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { issueCreditChange, stopSource } from "#scripts/dev-backend/documents/ledger.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issuesIn } from "#scripts/dev-backend/core/platform-rules.ts";
import { notAGiftSale } from "#scripts/dev-backend/gifts/tables.ts";

export interface StopCreditRow {
  change_id: string;
  aria_account_no: string;
  title_code: string;
  from_date: string;
  to_date: string;
  papers: number;
  per_paper: number;
  amount: number;
  on_date: string;
  created_at: number;
}

/**
 * Writes (or rewrites) the credit of a stop from `from` to `to` granted on `today`; removes it when
 * there is none (no end yet, or a plan a stop does not change: `perPaper` null). The difference is
 * issued as a credit or debit note on the stop (documents/ledger.ts).
 */
export function writeStopCredit(
  db: Database,
  stop: { id: string; ariaAccountNo: string; titleCode: string; from: string; to: string | null },
  perPaper: number | null,
  today: string,
  now: number,
) {
  const before = stopCreditOf(db, stop.id);
  run(db, "DELETE FROM stop_credits WHERE change_id = ?", stop.id);
  if (stop.to === null || perPaper === null) {
    if (before) issueStopChange(db, before, null, today, now);
    return;
  }
  const papers = issuesIn(stop.from, stop.to);
  run(
    db,
    `INSERT INTO stop_credits (change_id, aria_account_no, title_code, from_date, to_date, papers, per_paper,
       amount, on_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    stop.id,
    stop.ariaAccountNo,
    stop.titleCode,
    stop.from,
    stop.to,
    papers,
    perPaper,
    creditOfPapers(perPaper, papers),
    today,
    now,
  );
  issueStopChange(db, before, stopCreditOf(db, stop.id), today, now);
}

/** A withdrawn stop credits nothing: its credit is charged back by a debit note. */
export function removeStopCredit(db: Database, changeId: string, today: string, now: number) {
  const before = stopCreditOf(db, changeId);
  run(db, "DELETE FROM stop_credits WHERE change_id = ?", changeId);
  if (before) issueStopChange(db, before, null, today, now);
}

/**
 * The note for a stop's credit going from `before` to `after` (either null: none): what changed is
 * its period's end, so the note is for the papers between the old and the new last day, or the
 * whole stop when it is granted or taken back.
 */
function issueStopChange(
  db: Database,
  before: StopCreditRow | null,
  after: StopCreditRow | null,
  today: string,
  now: number,
) {
  const row = (after ?? before)!;
  let [periodFrom, periodTo] = [row.from_date, row.to_date];
  if (before && after && before.to_date !== after.to_date) {
    const [shorter, longer] = [before.to_date, after.to_date].toSorted();
    [periodFrom, periodTo] = [addDays(shorter!, 1), longer!];
  }
  const papers = Math.abs((after?.papers ?? 0) - (before?.papers ?? 0));
  issueCreditChange(db, {
    titleCode: row.title_code,
    ariaAccountNo: row.aria_account_no,
    source: stopSource(row.change_id),
    credit: after?.amount ?? 0,
    reason: { kind: "STOP", papers, perPaper: row.per_paper },
    periodFrom,
    periodTo,
    issuedOn: today,
    now,
  });
}

export const stopCreditOf = (db: Database, changeId: string) =>
  one<StopCreditRow>(db, "SELECT * FROM stop_credits WHERE change_id = ?", changeId) ?? null;

/**
 * The stops' credit on the payment for the period starting `date`: every credit granted by then
 * whose payment has not been invoiced yet (no invoice for a period from its `on_date` on), in øre.
 */
export function stopCreditsFor(db: Database, accountNo: string, titleCode: string, date: string): number {
  const rows = many<StopCreditRow>(
    db,
    `SELECT * FROM stop_credits s WHERE aria_account_no = ? AND title_code = ? AND on_date <= ?
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.aria_account_no = s.aria_account_no
         AND (i.title_code IS NULL OR i.title_code = s.title_code) AND i.period_from >= s.on_date
         AND ${notAGiftSale("i")})`,
    accountNo,
    titleCode,
    date,
  );
  return Math.round(rows.reduce((sum, r) => sum + r.amount, 0) * 100) / 100;
}
