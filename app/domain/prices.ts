// What a subscription costs, payment by payment: the one computation the order form, /betaling,
// the receipt and its e-mail show, and the stand-in charges (docs/decisions/050). A discount code's
// months start after an introductory price (1 kr the first month, 3 months for the price of 1), so
// every discounted month is one at the ordinary price; without one they start with the first payment.
import type { BillingPeriod } from "./billing.ts";
import { addMonths } from "./oslo-date.ts";
import type { OfferCampaign, OfferDiscount, OfferPlan } from "./purchase-rules.ts";

// billing.ts's monthsIn, said again so the receipt's page loads no billing rules with its prices.
const monthsIn: Record<BillingPeriod, number> = { ANNUAL: 12, QUARTERLY: 3, MONTHLY: 1, MONTHLY_PREMIUM: 1 };

/** What a plan row costs and what comes with it on this purchase. */
export interface PriceTerms {
  billingPeriod: BillingPeriod;
  /** The ordinary price per billing period, whole kroner. */
  price: number;
  /** An introductory price for the first payment, covering `months`; null without a campaign. */
  intro: { amount: number; months: number } | null;
  /** A discount code: its percentage off, for `months` months. */
  discount: { percentOff: number; months: number } | null;
}

/** One payment: what is charged, how many months it covers, and what the discount took off. */
export interface Payment {
  amount: number;
  months: number;
  off: number;
}

export interface PriceSchedule {
  /** Paid now. */
  first: Payment;
  /** The discounted payments after the first (all alike but perhaps the last), or none. */
  discounted: Array<{ payment: Payment; count: number }>;
  /** Each payment after those: the ordinary price per billing period. */
  ordinary: number;
}

/**
 * A discount's share of one payment: its percentage off the months of the payment it covers, in
 * whole kroner rounded down, so a discount is never bigger than it says.
 */
export const discountShare = (amount: number, months: number, covered: number, percentOff: number) =>
  Math.floor((amount * Math.min(covered, months) * percentOff) / (months * 100));

/** The payments of a purchase: the first, the discounted ones after it, and the ordinary price. */
export function priceSchedule(terms: PriceTerms): PriceSchedule {
  const { price, intro, discount } = terms;
  const periodMonths = monthsIn[terms.billingPeriod];
  let discountLeft = discount?.months ?? 0;
  let first: Payment;
  if (intro) {
    // The introductory price is what it says; the discount waits until it has run out.
    first = { amount: intro.amount, months: intro.months, off: 0 };
  } else {
    const covered = Math.min(discountLeft, periodMonths);
    const off = discount ? discountShare(price, periodMonths, covered, discount.percentOff) : 0;
    first = { amount: price - off, months: periodMonths, off };
    discountLeft -= covered;
  }
  const discounted: PriceSchedule["discounted"] = [];
  while (discount && discountLeft > 0) {
    const covered = Math.min(discountLeft, periodMonths);
    const off = discountShare(price, periodMonths, covered, discount.percentOff);
    const payment = { amount: price - off, months: periodMonths, off };
    const last = discounted.at(-1);
    if (last && last.payment.amount === payment.amount) last.count += 1;
    else discounted.push({ payment, count: 1 });
    discountLeft -= covered;
  }
  return { first, discounted: discounted.filter((d) => d.payment.off > 0), ordinary: price };
}

/** The day a discount's months start: when the introductory price has run out, else at the start. */
export const discountStarts = (startDate: string, intro: { months: number } | null) =>
  intro ? addMonths(startDate, intro.months) : startDate;

/**
 * What a payment for the period starting `periodFrom` costs: the price, less the discount's share
 * for the months of that period its months cover, counted from the day they start.
 */
export function periodCharge(
  price: number,
  billingPeriod: BillingPeriod,
  periodFrom: string,
  discount: { percentOff: number; months: number; from: string } | null,
): { amount: number; discount: number } {
  if (!discount) return { amount: price, discount: 0 };
  const months = monthsIn[billingPeriod];
  const ends = addMonths(discount.from, discount.months);
  let covered = 0;
  for (let k = 0; k < months; k++) {
    const month = addMonths(periodFrom, k);
    if (month >= discount.from && month < ends) covered++;
  }
  const off = discountShare(price, months, covered, discount.percentOff);
  return { amount: price - off, discount: off };
}

// ─── A plan row as offered (purchase-rules.ts's offer types) ───────────────────────────────────

/**
 * What the buyer pays now for a plan row, and what a discount code takes off it: the first payment
 * of the plan's price schedule (docs/decisions/050) — the campaign's amount on the
 * campaign's row (a code waits until it has run out), else the plan's price less the code's share.
 */
export function firstPayment(
  plan: OfferPlan,
  campaign: OfferCampaign | null,
  discount: OfferDiscount | null = null,
): number {
  return priceSchedule(priceTerms(plan, campaign, discount)).first.amount;
}

/** A plan row's terms for the price schedule: the campaign only on its own row. */
export function priceTerms(
  plan: OfferPlan,
  campaign: OfferCampaign | null,
  discount: OfferDiscount | null,
): PriceTerms {
  const onCampaign =
    campaign !== null &&
    campaign.ariaPlanID === plan.ariaPlanID &&
    campaign.billingPeriod === plan.billingPeriod;
  return {
    billingPeriod: plan.billingPeriod as BillingPeriod,
    price: plan.price,
    intro: onCampaign ? { amount: campaign.firstAmount, months: campaign.months } : null,
    discount,
  };
}
