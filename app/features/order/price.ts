// What an order costs, in words: the plan rows, and the price schedule (app/domain/prices.ts) as the
// order form, /betaling and the receipt say it — what is paid now, what after, and what the
// discount code gives, for how many months.
import { t } from "@lingui/core/macro";
import type { Order, OrderOffer } from "#app/api/contract/orders.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { monthsText } from "#app/i18n/months.ts";
import { perPeriod } from "#app/i18n/words.ts";
import type { BillingPeriod } from "#app/domain/billing.ts";
import { formatKroner } from "#app/domain/format.ts";
import { firstPayment, priceSchedule, priceTerms, type PriceSchedule } from "#app/domain/prices.ts";
import type { OfferDiscount } from "#app/domain/purchase-rules.ts";

/** "1 kr første måned, deretter 299 kr per måned" — what a plan row costs, campaign included. */
export function priceText(plan: Plan, campaign: OrderOffer["campaign"]): string {
  const price = formatKroner(plan.price);
  const per = perPeriod(plan.billingPeriod);
  const first = formatKroner(firstPayment(plan, campaign));
  if (campaign?.ariaPlanID !== plan.ariaPlanID || campaign.billingPeriod !== plan.billingPeriod)
    return `${price} ${per}`;
  if (campaign.code === "INTRO_1KR") return t`${first} første måned, deretter ${price} ${per}`;
  return t`3 måneder for ${first}, deretter ${price} ${per}`;
}

/** "Kortet belastes hver måned": how often a card is charged for the plan's billing period. */
export function cardChargedText(period: BillingPeriod | undefined): string {
  switch (period) {
    case "ANNUAL":
      return t`Kortet belastes hvert år.`;
    case "QUARTERLY":
      return t`Kortet belastes hvert kvartal.`;
    case "MONTHLY":
    case "MONTHLY_PREMIUM":
      return t`Kortet belastes hver måned.`;
    case undefined:
      return t`Kortet belastes for hver betalingsperiode.`;
  }
}

/** The schedule of a plan row as offered, with a checked discount code. */
export const offeredSchedule = (
  plan: Plan,
  campaign: OrderOffer["campaign"],
  discount: OfferDiscount | null,
) => priceSchedule(priceTerms(plan, campaign, discount));

/** The schedule of a placed order, from what the platform says it charges. */
export function orderSchedule(order: Order): PriceSchedule {
  return priceSchedule({
    billingPeriod: order.billingPeriod,
    price: order.price,
    intro: order.campaign ? { amount: order.firstAmount, months: order.firstMonths } : null,
    discount: order.discount,
  });
}

/** What a schedule says, line by line. */
export interface ScheduleWords {
  /** "1 kr for 1 måned" */
  now: string;
  /** "150 kr per måned i 3 måneder, så 299 kr per måned" */
  then: string;
  /** "VELKOMMEN50: 50 % rabatt i 3 måneder, 447 kr til sammen" — null without a code. */
  discount: string | null;
}

export function scheduleWords(
  schedule: PriceSchedule,
  billingPeriod: BillingPeriod,
  code: { discountCode: string; percentOff: number; months: number } | null,
): ScheduleWords {
  const per = perPeriod(billingPeriod);
  const nowAmount = formatKroner(schedule.first.amount);
  const nowMonths = monthsText(schedule.first.months);
  const ordinary = `${formatKroner(schedule.ordinary)} ${per}`;
  const phases = schedule.discounted.map(({ payment, count }) => {
    const amount = formatKroner(payment.amount);
    const months = monthsText(payment.months * count);
    return t`${amount} ${per} i ${months}`;
  });
  const phasesText = phases.join(", ");
  const then = phases.length > 0 ? t`${phasesText}, så ${ordinary}` : ordinary;
  let discount: string | null = null;
  if (code) {
    const total = formatKroner(
      schedule.first.off + schedule.discounted.reduce((sum, d) => sum + d.payment.off * d.count, 0),
    );
    const name = code.discountCode;
    const percent = code.percentOff;
    const months = monthsText(code.months);
    discount = t`${name}: ${percent} % rabatt i ${months}, ${total} til sammen`;
  }
  return { now: t`${nowAmount} for ${nowMonths}`, then, discount };
}
