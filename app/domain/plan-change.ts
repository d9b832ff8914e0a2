// What a plan change means for money: what paying for a longer period saves a year
// against today's price, and what is charged when the new price starts.
import { monthsIn, type BillingPeriod } from "./billing.ts";
import { addDays, addMonths } from "./oslo-date.ts";

export interface PricedPlan {
  ariaPlanID: string;
  billingPeriod: BillingPeriod;
  /** Whole kroner per billing period. */
  price: number;
}

/** What a plan costs over a year at its price per billing period. */
export const pricePerYear = (plan: Pick<PricedPlan, "billingPeriod" | "price">) =>
  plan.price * (12 / monthsIn[plan.billingPeriod]);

/**
 * What changing to `target` saves a year against today's price, in whole kroner: only for the same
 * plan paid for another period ("Spar 398 kr i året" from 299 a month to 3190 a year), and only
 * when it costs less. null when it saves nothing (another plan, the same period, or dearer).
 */
export function yearlySaving(current: PricedPlan, target: PricedPlan): number | null {
  if (current.ariaPlanID !== target.ariaPlanID || current.billingPeriod === target.billingPeriod) return null;
  const saving = Math.round(pricePerYear(current) - pricePerYear(target));
  return saving > 0 ? saving : null;
}

/** The first period paid at the new price: from the day it takes effect, one billing period long. */
export function firstPeriodAtNewPrice(effectiveDate: string, period: BillingPeriod) {
  return { from: effectiveDate, to: addDays(addMonths(effectiveDate, monthsIn[period]), -1) };
}
