// The payment day (docs/decisions/079): the one rule for moving it. N is the next charge now
// (payments/billing.ts); the new charge N' is on `day`, the one nearest N after today (a tie: the
// later); it pays from N to the day before N'' (N' plus a billing period), pro rata of the usual
// period's amount. From then on every charge is on `day` (./charges.ts renewalAnchor).
import type { PaymentDayQuote } from "#app/api/contract/schedule.ts";
import { addDays, addMonths, daysBetween } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import { monthsPerPeriod } from "#scripts/dev-backend/core/platform-rules.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { nextPaymentOf, renewalOn } from "#scripts/dev-backend/payments/billing.ts";
import { currentPauseRow, renewsItself } from "./pauses.ts";

/** The ways a renewal is paid whose day can be moved (BANKGIRO: the invoices' due day). */
const MOVABLE = new Set(["SWEDBANK-PPG", "VIPPS", "AVTALEGIRO", "STREX", "BANKGIRO"]);

export type PaymentDayRefusal = "same-day" | "not-renewing" | "plan-change" | "paused";

/** The day `day` of the month nearest `n` that is after `today`; a tie goes to the later. */
export function nearestOnDay(n: string, day: number, today: string): string {
  const first = `${n.slice(0, 8)}01`;
  const candidates = [-1, 0, 1]
    .map((k) => addDays(addMonths(first, k), day - 1))
    .filter((date) => date > today);
  let best = candidates[0]!;
  for (const date of candidates) {
    const distance = Math.abs(daysBetween(n, date));
    const bestDistance = Math.abs(daysBetween(n, best));
    if (distance < bestDistance || (distance === bestDistance && date > best)) best = date;
  }
  return best;
}

const methodOf = (db: Database, accountNo: string) =>
  one<{ type: string }>(db, "SELECT type FROM payment_methods WHERE aria_account_no = ?", accountNo)?.type;

/** What moving the payment day to `day` would do, or why it cannot be moved. */
export function paymentDayQuote(
  db: Database,
  title: Title,
  sub: SubscriptionRow,
  today: string,
  day: number,
): { refusal: PaymentDayRefusal } | { quote: PaymentDayQuote } {
  const method = methodOf(db, sub.aria_account_no);
  const next = nextPaymentOf(db, title, sub, today);
  if (!renewsItself(sub) || !method || !MOVABLE.has(method) || next?.kind !== "SCHEDULED")
    return { refusal: "not-renewing" };
  if (sub.pending_change) return { refusal: "plan-change" };
  if (currentPauseRow(db, sub.aria_account_no, sub.title_code, today)) return { refusal: "paused" };
  if (Number(next.date.slice(8)) === day) return { refusal: "same-day" };
  // What is paid until: the next charge's period begins the day after (a moved day's too).
  const n = next.periodFrom;
  const date = nearestOnDay(n, day, today);
  const after = addMonths(date, monthsPerPeriod(sub.billing_period));
  const plan = { ariaPlanID: sub.aria_plan_id, billingPeriod: sub.billing_period, price: sub.price };
  const usualAmount = renewalOn(db, title, sub.aria_account_no, plan, date).amount;
  const days = daysBetween(n, after);
  const usualDays = daysBetween(date, after);
  return {
    quote: {
      day,
      date,
      periodFrom: n,
      periodTo: addDays(after, -1),
      days,
      amount: Math.round((usualAmount * days) / usualDays),
      usualDays,
      usualAmount,
      invoice: method === "BANKGIRO",
    },
  };
}

/** Stores a moved payment day as quoted (one waiting is replaced): the next charge is then on it. */
export function storePaymentDay(db: Database, sub: SubscriptionRow, quote: PaymentDayQuote, now: number) {
  run(
    db,
    "DELETE FROM payment_days WHERE aria_account_no = ? AND title_code = ? AND charged_invoice IS NULL",
    sub.aria_account_no,
    sub.title_code,
  );
  run(
    db,
    `INSERT INTO payment_days (aria_account_no, title_code, day, from_date, date, amount, set_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    sub.aria_account_no,
    sub.title_code,
    quote.day,
    quote.periodFrom,
    quote.date,
    quote.amount,
    now,
  );
}
