// Age rules of SPEC §5 and §9: buying needs age 18; the youth (UNG) plan is for those under 34.
import { isYouthPlan } from "./subscription-type.ts";
import { monthsIn, type BillingPeriod } from "./billing.ts";

export const MINIMUM_PURCHASE_AGE = 18;
export const YOUTH_AGE_LIMIT = 34;

/** Full years between an ISO birthdate and an ISO date. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const hadBirthday = tm! > bm! || (tm === bm && td! >= bd!);
  return ty! - by! - (hadBirthday ? 0 : 1);
}

export const mayBuy = (age: number) => age >= MINIMUM_PURCHASE_AGE;
export const mayHaveYouthPlan = (age: number) => age < YOUTH_AGE_LIMIT;

// ─── What a buyer is offered (SPEC §5, §9) ─────────────────────────────────────────────────────

/** The parts of a plan the offer rules look at. */
export interface OfferPlan {
  ariaPlanID: string;
  billingPeriod: string;
  price: number;
}

export interface OfferCampaign {
  code: "INTRO_1KR" | "WINBACK_3FOR1";
  ariaPlanID: string;
  billingPeriod: string;
  firstAmount: number;
  months: number;
}

/** A plan row's key in forms and URLs: "C-DIGITAL-DIGITAL|MONTHLY". */
export const planKey = (p: Pick<OfferPlan, "ariaPlanID" | "billingPeriod">) =>
  `${p.ariaPlanID}|${p.billingPeriod}`;

export type Eligibility =
  | { kind: "tooYoung"; age: number }
  /** age null: the buyer skipped giving a birthdate, so the youth plan cannot be offered. */
  | { kind: "mayBuy"; age: number | null };

export function eligibility(birthdate: string | null, today: string): Eligibility {
  if (!birthdate) return { kind: "mayBuy", age: null };
  const age = ageOn(birthdate, today);
  return mayBuy(age) ? { kind: "mayBuy", age } : { kind: "tooYoung", age };
}

/**
 * The plans to show, in order, and the one chosen to begin with. The youth (UNG) plan only under
 * 34 — and then it comes first and is preselected; otherwise the digital plan is: the campaign's
 * row when there is a campaign, else the title's default plan.
 */
export function plansOnOffer<P extends OfferPlan>(
  plans: readonly P[],
  age: number | null,
  defaultPlanID: string,
  campaign: OfferCampaign | null,
): { plans: P[]; preselected: string | null } {
  const youthAllowed = age !== null && mayHaveYouthPlan(age);
  const shown = plans.filter((p) => !isYouthPlan(p.ariaPlanID) || youthAllowed);
  const youth = shown.filter((p) => isYouthPlan(p.ariaPlanID));
  const rest = shown.filter((p) => !isYouthPlan(p.ariaPlanID));
  const ordered = youthAllowed ? [...youth, ...rest] : rest;
  const digital =
    (campaign && ordered.find((p) => planKey(p) === planKey(campaign))) ??
    ordered.find((p) => p.ariaPlanID === defaultPlanID) ??
    ordered[0];
  const preselected = youthAllowed && youth[0] ? youth[0] : digital;
  return { plans: ordered, preselected: preselected ? planKey(preselected) : null };
}

/** What a discount code gives (SPEC §7 getDiscountDetails): a percentage off for some months. */
export interface OfferDiscount {
  percentOff: number;
  months: number;
}

/** Before any discount code: the campaign's amount on the campaign's row, else the plan's price. */
const beforeDiscount = (plan: OfferPlan, campaign: OfferCampaign | null) =>
  campaign !== null && planKey(campaign) === planKey(plan)
    ? { amount: campaign.firstAmount, months: campaign.months }
    : { amount: plan.price, months: monthsIn[plan.billingPeriod as BillingPeriod] ?? 1 };

/**
 * How much a discount code takes off the first payment (docs/decisions/020): its percentage off
 * the part of that payment its months cover (a 3-month code covers all of a monthly or a 3-for-1
 * first payment, a quarter of an annual one), rounded down to whole kroner so a discount is never
 * bigger than it says.
 */
export function discountOff(plan: OfferPlan, campaign: OfferCampaign | null, discount: OfferDiscount | null) {
  if (!discount) return 0;
  const first = beforeDiscount(plan, campaign);
  const share = Math.min(discount.months, first.months) / first.months;
  return Math.floor((first.amount * share * discount.percentOff) / 100);
}

/**
 * What the buyer pays now for a plan row: the campaign's amount on the campaign's row, else the
 * plan's price, less what a discount code takes off. The same rule prices the order form, the
 * amount sent to the provider, the receipt and the invoice.
 */
export function firstPayment(
  plan: OfferPlan,
  campaign: OfferCampaign | null,
  discount: OfferDiscount | null = null,
): number {
  return beforeDiscount(plan, campaign).amount - discountOff(plan, campaign, discount);
}
