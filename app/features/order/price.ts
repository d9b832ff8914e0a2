import { t } from "@lingui/core/macro";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { perPeriod } from "#app/i18n/words.ts";
import { formatKroner } from "#app/domain/format.ts";
import { firstPayment, planKey } from "#app/domain/purchase-rules.ts";

/** "1 kr første måned, deretter 299 kr per måned" — what a plan row costs, campaign included. */
export function priceText(plan: Plan, campaign: OrderOffer["campaign"]): string {
  const price = formatKroner(plan.price);
  const per = perPeriod(plan.billingPeriod);
  const first = formatKroner(firstPayment(plan, campaign));
  if (!campaign || planKey(campaign) !== planKey(plan)) return `${price} ${per}`;
  if (campaign.code === "INTRO_1KR") return t`${first} første måned, deretter ${price} ${per}`;
  return t`3 måneder for ${first}, deretter ${price} ${per}`;
}
