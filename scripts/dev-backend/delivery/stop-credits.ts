// A stop's credit as the platform keeps it: one row per dated stop in `stop_credits`
// (delivery/tables.ts), the papers the stop leaves out (the paper calendar) times the paper's share
// per paper (app/domain/credits.ts). It is taken off the next payment not yet invoiced, as a
// complaint's credit is (payments/billing.ts), and shown in the history beside the stop.
import { creditOfPapers } from "#app/domain/credits.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issuesIn } from "#scripts/dev-backend/core/platform-rules.ts";

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
 * there is none (no end yet, or a plan a stop does not change: `perPaper` null).
 */
export function writeStopCredit(
  db: Database,
  stop: { id: string; ariaAccountNo: string; titleCode: string; from: string; to: string | null },
  perPaper: number | null,
  today: string,
  now: number,
) {
  run(db, "DELETE FROM stop_credits WHERE change_id = ?", stop.id);
  if (stop.to === null || perPaper === null) return;
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
}

export const removeStopCredit = (db: Database, changeId: string) =>
  run(db, "DELETE FROM stop_credits WHERE change_id = ?", changeId);

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
         AND (i.title_code IS NULL OR i.title_code = s.title_code) AND i.period_from >= s.on_date)`,
    accountNo,
    titleCode,
    date,
  );
  return Math.round(rows.reduce((sum, r) => sum + r.amount, 0) * 100) / 100;
}
