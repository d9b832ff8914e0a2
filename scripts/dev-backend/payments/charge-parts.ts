// What a renewal is made of besides the plan's price (payments/billing.ts puts it together): the
// subscription's discount code, what has been invoiced, and what complaints give on the next invoice.
import type { Remedy } from "#app/api/contract/complaint.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { discountStarts } from "#app/domain/prices.ts";
import { campaignMonths } from "#scripts/dev-backend/core/platform-rules.ts";
import { many, one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { notAGiftSale } from "#scripts/dev-backend/gifts/tables.ts";

/**
 * The subscription's discount code, if any, with the day its months start: the day it was applied,
 * or for one that came with an order, the order's start — after its campaign's months, which the
 * campaign's price pays for (docs/decisions/050).
 */
export function discountOf(db: Database, accountNo: string, titleCode: string) {
  const row = one<{
    percent_off: number;
    months: number;
    applied_at: number;
    start_date: string | null;
    campaign: string | null;
  }>(
    db,
    `SELECT discount_codes.percent_off, discount_codes.months, discounts.applied_at, orders.start_date,
       orders.campaign
     FROM discounts JOIN discount_codes ON discount_codes.code = discounts.discount_code
     LEFT JOIN orders ON orders.aria_account_no = discounts.aria_account_no
       AND orders.title_code = discounts.title_code AND orders.discount_code = discounts.discount_code
       AND orders.status = 'COMPLETED'
     WHERE discounts.aria_account_no = ? AND discounts.title_code = ?`,
    accountNo,
    titleCode,
  );
  if (!row) return null;
  const appliedOn =
    row.start_date === null
      ? osloToday(new Date(row.applied_at))
      : discountStarts(row.start_date, row.campaign ? { months: campaignMonths(row.campaign) } : null);
  return { percentOff: row.percent_off, months: row.months, appliedOn };
}

/** The day after the last period invoiced for the title (null before the first invoice). */
export function dayAfterLastInvoiced(db: Database, accountNo: string, titleCode: string): string | null {
  const row = one<{ last: string | null }>(
    db,
    `SELECT MAX(period_to) AS last FROM invoices
     WHERE aria_account_no = ? AND title_code = ? AND ${notAGiftSale("invoices")}`,
    accountNo,
    titleCode,
  );
  return row?.last ? addDays(row.last, 1) : null;
}

/**
 * What complaints give on the invoice for the period starting `date` (ADR 037): every
 * CREDIT and EXTEND remedy promised for that period or an earlier one whose period has not been
 * invoiced yet — kroner off the amount, days added to the period. Once the invoice is made, the
 * remedy is done (complaint/handlers.ts reads the same invoices).
 */
export function complaintRemediesFor(db: Database, accountNo: string, titleCode: string, date: string) {
  const rows = many<{ remedy: string }>(
    db,
    "SELECT remedy FROM complaints WHERE aria_account_no = ? AND title_code = ?",
    accountNo,
    titleCode,
  );
  let credit = 0;
  let days = 0;
  for (const row of rows) {
    const remedy = JSON.parse(row.remedy) as Remedy;
    if ((remedy.kind !== "CREDIT" && remedy.kind !== "EXTEND") || remedy.on > date) continue;
    const invoiced = one(
      db,
      `SELECT 1 FROM invoices WHERE aria_account_no = ? AND title_code = ?
       AND period_from >= ? AND ${notAGiftSale("invoices")}`,
      accountNo,
      titleCode,
      remedy.on,
    );
    if (invoiced) continue;
    if (remedy.kind === "CREDIT") credit += remedy.amount;
    else days += remedy.days;
  }
  return { credit, days };
}
