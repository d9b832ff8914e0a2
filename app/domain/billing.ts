// Billing periods (SPEC §3): when the current paid period ends and the next one starts.
import { addDays, addMonths } from "./oslo-date.ts";

export type BillingPeriod = "ANNUAL" | "QUARTERLY" | "MONTHLY" | "MONTHLY_PREMIUM";

export const monthsIn: Record<BillingPeriod, number> = {
  ANNUAL: 12,
  QUARTERLY: 3,
  MONTHLY: 1,
  MONTHLY_PREMIUM: 1,
};

/** The first day of the next billing period after `today`: when a change takes effect. */
export function nextPeriodStart(startDate: string, period: BillingPeriod, today: string): string {
  const step = monthsIn[period];
  let k = 1;
  let next = addMonths(startDate, step);
  while (next <= today) {
    k += 1;
    next = addMonths(startDate, step * k);
  }
  return next;
}

/** The last day of the current paid period: how long a cancelled subscription lasts. */
export function paidUntil(startDate: string, period: BillingPeriod, today: string): string {
  return addDays(nextPeriodStart(startDate, period, today), -1);
}
