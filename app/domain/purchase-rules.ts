// Age rules of SPEC §5 and §9: buying needs age 18; the youth (UNG) plan is for those under 34.
import { isYouthPlan } from "./subscription-type.ts";

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
