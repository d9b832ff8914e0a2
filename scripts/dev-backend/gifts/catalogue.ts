// The gift catalogue (docs/decisions/077): per title, its digital product and, where it prints a
// paper, paper + digital, each in 1, 3, 6 and 12 months, priced from the title's own monthly plan.
import type { GiftProduct } from "#app/api/contract/gifts.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { GIFT_MONTHS } from "#app/domain/gifts.ts";
import type { Title } from "#app/title/title-schema.ts";
import { plansFor } from "#scripts/dev-backend/subscription/catalog.ts";

export const GIFT_DIGITAL = "GIFT-DIGITAL";
export const GIFT_COMBO = "GIFT-COMBO";

/** Off the monthly price for the longer lengths, in per cent: the one rule of a gift's price. */
const DISCOUNT_PERCENT: Record<number, number> = { 1: 0, 3: 0, 6: 5, 12: 10 };

/** A gift of `months` of a plan costing `monthly` a month, in whole kroner. */
export const giftPrice = (monthly: number, months: number) =>
  Math.round((monthly * months * (100 - (DISCOUNT_PERCENT[months] ?? 0))) / 100);

const isMonthly = (plan: Plan) =>
  plan.billingPeriod === "MONTHLY" || plan.billingPeriod === "MONTHLY_PREMIUM";

/**
 * The title's monthly plan a gift product stands for: its default digital plan (Digital Premium at
 * FVN), or paper + digital. What a gift subscription is, and what going on costs.
 */
export function monthlyPlanOf(title: Title, productType: "DIGITAL" | "COMBO"): Plan | undefined {
  const plans = plansFor(title).filter(isMonthly);
  return productType === "DIGITAL"
    ? (plans.find((p) => p.ariaPlanID === title.defaultPlanCode) ??
        plans.find((p) => p.planProductType === "DIGITAL"))
    : plans.find((p) => p.planProductType === "COMBO");
}

/** The title's gift products; paper + digital only where the title prints a paper. */
export function giftProductsFor(title: Title): GiftProduct[] {
  const products: GiftProduct[] = [];
  for (const [giftPlanID, productType, name] of [
    [GIFT_DIGITAL, "DIGITAL", "Digitalt abonnement"],
    [GIFT_COMBO, "COMBO", "Papiravis og digitalt"],
  ] as const) {
    const plan = monthlyPlanOf(title, productType);
    if (!plan) continue;
    const lengths = GIFT_MONTHS.map((months) => ({ months, price: giftPrice(plan.price, months) }));
    products.push({ giftPlanID, productType, name, lengths });
  }
  return products;
}
