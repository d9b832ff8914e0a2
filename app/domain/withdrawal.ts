// The right of withdrawal ("angrerett", angrerettloven § 20; EU Directive 2023/2673's withdrawal
// function): a purchase made online may be withdrawn within 14 days, as easily as it was made.
// Access ends at once; what was paid comes back, less the days already used (pro rata).
import { addDays, daysBetween } from "./oslo-date.ts";

export const WITHDRAWAL_DAYS = 14;

/** The last day a purchase made on `purchasedOn` (an Oslo date) may be withdrawn. */
export const withdrawalDeadline = (purchasedOn: string) => addDays(purchasedOn, WITHDRAWAL_DAYS);

/** Whether a purchase made on `purchasedOn` may still be withdrawn on `today`. */
export const mayWithdraw = (purchasedOn: string, today: string) => today <= withdrawalDeadline(purchasedOn);

/**
 * What is paid back: what was paid, less the share of the paid period already used, counted in
 * whole days from the start (the first day is free: withdrawing the day one buys costs nothing) and
 * rounded down, so the buyer is never charged more than the days they had.
 */
export function refundFor(paid: number, startDate: string, periodEnd: string, today: string) {
  const periodDays = Math.max(1, daysBetween(startDate, periodEnd) + 1);
  const daysUsed = Math.min(periodDays, Math.max(0, daysBetween(startDate, today)));
  const used = Math.floor((paid * daysUsed) / periodDays);
  return { daysUsed, refund: paid - used };
}
