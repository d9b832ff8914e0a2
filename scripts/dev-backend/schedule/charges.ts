// How the schedule moves a renewal (docs/decisions/079), for payments/billing.ts nextCharge — the one
// place the next payment is worked out, so GET nextPayment, the charge tool and every quote agree:
// a moved payment day's first charge (its day, its period, its amount pro rata), a pause's days (the
// charge moved on by them, or the period it falls in made longer), and a plan's price from the day a
// price change applies. A renewal invoice that took a pause or payment day marks it charged.
import { addDays } from "#app/domain/oslo-date.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { pausedDays } from "./pauses.ts";
import type { PauseRow, PaymentDayRow } from "./tables.ts";

export interface ScheduledCharge {
  date: string;
  periodFrom: string;
  /** The period's last day, before a complaint's days. */
  periodTo: string;
  /** A moved payment day's first charge: its amount before credits; null: the plan's price. */
  amount: number | null;
  /** What the charge takes: the pauses and payment day it is marked with once made. */
  applied: { pauseIds: string[]; paymentDayId: number | null };
}

const waitingPaymentDay = (db: Database, accountNo: string, titleCode: string) =>
  one<PaymentDayRow>(
    db,
    `SELECT * FROM payment_days WHERE aria_account_no = ? AND title_code = ? AND charged_invoice IS NULL
     ORDER BY id DESC LIMIT 1`,
    accountNo,
    titleCode,
  );

/**
 * The day renewals count from: the first charge on a moved payment day once it was made (every
 * charge is on that day after it), else the subscription's start (a plan change's effective day).
 */
export function renewalAnchor(db: Database, sub: SubscriptionRow): string {
  const moved = one<{ date: string }>(
    db,
    `SELECT date FROM payment_days WHERE aria_account_no = ? AND title_code = ? AND charged_invoice IS NOT NULL
     ORDER BY id DESC LIMIT 1`,
    sub.aria_account_no,
    sub.title_code,
  );
  return moved && moved.date >= sub.start_date ? moved.date : sub.start_date;
}

/**
 * The next charge as the schedule has it, from the one due on `base` (a period `periodEnd` long): a
 * moved payment day's first charge instead, then each pause not yet charged — one that begins by the
 * charge moves it on by its days, one that begins within the period paid by it makes that longer.
 */
export function scheduledCharge(
  db: Database,
  accountNo: string,
  titleCode: string,
  base: string,
  periodEnd: (from: string) => string,
): ScheduledCharge {
  const moved = waitingPaymentDay(db, accountNo, titleCode);
  let date = moved?.date ?? base;
  let periodFrom = moved?.from_date ?? base;
  let periodTo = periodEnd(date);
  const pauseIds: string[] = [];
  for (const pause of many<PauseRow>(
    db,
    `SELECT * FROM pauses WHERE aria_account_no = ? AND title_code = ? AND withdrawn = 0
       AND charged_invoice IS NULL ORDER BY from_date`,
    accountNo,
    titleCode,
  )) {
    const days = pausedDays(pause);
    if (days === 0) continue;
    if (pause.from_date <= date) {
      date = addDays(date, days);
      periodFrom = moved ? addDays(periodFrom, days) : date;
      periodTo = moved ? addDays(periodTo, days) : periodEnd(date);
    } else if (pause.from_date <= periodTo) periodTo = addDays(periodTo, days);
    else continue;
    pauseIds.push(pause.id);
  }
  return {
    date,
    periodFrom,
    periodTo,
    amount: moved?.amount ?? null,
    applied: { pauseIds, paymentDayId: moved?.id ?? null },
  };
}

/** Marks what a renewal invoice took: the pauses it moved or lengthened, and a moved payment day. */
export function markCharged(db: Database, applied: ScheduledCharge["applied"], invoiceNo: string) {
  for (const id of applied.pauseIds)
    run(db, "UPDATE pauses SET charged_invoice = ? WHERE id = ?", invoiceNo, id);
  if (applied.paymentDayId !== null)
    run(db, "UPDATE payment_days SET charged_invoice = ? WHERE id = ?", invoiceNo, applied.paymentDayId);
}

/**
 * A plan's price for a charge on `date`: the latest price change in force by then (for everyone, or
 * seeded for the account alone), else `price`.
 */
export function priceOn(
  db: Database,
  scope: { titleCode: string; accountNo: string | null },
  plan: { ariaPlanID: string; billingPeriod: string },
  date: string,
  price: number,
): number {
  const change = one<{ price: number }>(
    db,
    `SELECT price FROM price_changes WHERE title_code = ? AND aria_plan_id = ? AND billing_period = ?
       AND from_date <= ? AND (aria_account_no IS NULL OR aria_account_no = ?)
     ORDER BY from_date DESC, id DESC LIMIT 1`,
    scope.titleCode,
    plan.ariaPlanID,
    plan.billingPeriod,
    date,
    scope.accountNo,
  );
  return change?.price ?? price;
}
