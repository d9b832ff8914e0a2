import { describe, expect, it } from "vitest";
import { firstPayment, priceSchedule, priceTerms } from "./prices.ts";

/** What the first payment saves, as the order screen shows it (features/order/price.ts). */
const discountOff: typeof firstPayment = (plan, campaign, code = null) =>
  priceSchedule(priceTerms(plan, campaign, code)).first.off;
import { ageOn, eligibility, mayBuy, mayHaveYouthPlan, plansOnOffer } from "./purchase-rules.ts";

describe("age (SPEC §5, §9)", () => {
  it("counts full years, the birthday itself included", () => {
    expect(ageOn("2008-11-22", "2026-11-22")).toBe(18);
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2004-02-29", "2026-02-28")).toBe(21);
    expect(ageOn("2004-02-29", "2026-03-01")).toBe(22);
  });

  it("buying needs age 18", () => {
    expect(mayBuy(17)).toBe(false);
    expect(mayBuy(18)).toBe(true);
  });

  it("the youth plan is for those under 34", () => {
    expect(mayHaveYouthPlan(33)).toBe(true);
    expect(mayHaveYouthPlan(34)).toBe(false);
  });
});

describe("what a buyer is offered", () => {
  const plans = [
    { ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "MONTHLY", price: 299 },
    { ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL", price: 3190 },
    { ariaPlanID: "C-DIGITAL-PREMIUM", billingPeriod: "MONTHLY_PREMIUM", price: 399 },
    { ariaPlanID: "C-DIGITAL-UNG", billingPeriod: "MONTHLY", price: 99 },
  ];
  const intro = {
    code: "INTRO_1KR" as const,
    ariaPlanID: "C-DIGITAL-DIGITAL",
    billingPeriod: "MONTHLY",
    firstAmount: 1,
    months: 1,
  };
  const ids = (list: typeof plans) => list.map((p) => `${p.ariaPlanID}|${p.billingPeriod}`);

  it("refuses a buyer under 18, and lets one who gave no birthdate buy", () => {
    expect(eligibility("2009-01-01", "2026-11-22")).toEqual({ kind: "tooYoung", age: 17 });
    expect(eligibility("2008-11-22", "2026-11-22")).toEqual({ kind: "mayBuy", age: 18 });
    expect(eligibility(null, "2026-11-22")).toEqual({ kind: "mayBuy", age: null });
  });

  it("offers a 25-year-old the youth plan first and chosen", () => {
    const offer = plansOnOffer(plans, 25, "C-DIGITAL-DIGITAL", intro);
    expect(ids(offer.plans)[0]).toBe("C-DIGITAL-UNG|MONTHLY");
    expect(offer.preselected).toBe("C-DIGITAL-UNG|MONTHLY");
  });

  it("offers a 40-year-old the digital plan and no youth plan", () => {
    const offer = plansOnOffer(plans, 40, "C-DIGITAL-DIGITAL", intro);
    expect(ids(offer.plans)).not.toContain("C-DIGITAL-UNG|MONTHLY");
    expect(offer.preselected).toBe("C-DIGITAL-DIGITAL|MONTHLY");
  });

  it("offers no youth plan when the age is unknown, and the default plan without a campaign", () => {
    const offer = plansOnOffer(plans, null, "C-DIGITAL-PREMIUM", null);
    expect(ids(offer.plans)).not.toContain("C-DIGITAL-UNG|MONTHLY");
    expect(offer.preselected).toBe("C-DIGITAL-PREMIUM|MONTHLY_PREMIUM");
  });

  it("charges the campaign's amount on the campaign's row only", () => {
    expect(firstPayment(plans[0]!, intro)).toBe(1);
    expect(firstPayment(plans[1]!, intro)).toBe(3190);
    expect(firstPayment(plans[0]!, null)).toBe(299);
  });
});

describe("a discount code on the first payment (docs/decisions/020)", () => {
  const paper = { ariaPlanID: "C-COMBO-PAPIR-DIGITAL", billingPeriod: "MONTHLY", price: 649 };
  const annual = { ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "ANNUAL", price: 3190 };
  const velkommen50 = { percentOff: 50, months: 3 };
  const host2026 = { percentOff: 25, months: 1 };

  it("takes its percentage off a monthly plan's first month", () => {
    expect(firstPayment(paper, null, velkommen50)).toBe(325);
    expect(discountOff(paper, null, velkommen50)).toBe(324);
    expect(firstPayment(paper, null, host2026)).toBe(487);
  });

  it("takes it off only the months it covers of a longer first period", () => {
    // 3 of 12 months at 50 %: 3190 × 3/12 × 0.5 = 398.75, rounded down.
    expect(discountOff(annual, null, velkommen50)).toBe(398);
    expect(firstPayment(annual, null, velkommen50)).toBe(2792);
  });

  it("leaves a campaign's payment as the campaign says: its months start after it (docs/decisions/050)", () => {
    const digital = { ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "MONTHLY", price: 299 };
    const campaign = { ariaPlanID: "C-DIGITAL-DIGITAL", billingPeriod: "MONTHLY" };
    const winback = { ...campaign, code: "WINBACK_3FOR1" as const, firstAmount: 299, months: 3 };
    const intro = { ...campaign, code: "INTRO_1KR" as const, firstAmount: 1, months: 1 };
    expect(firstPayment(digital, winback, velkommen50)).toBe(299);
    expect(firstPayment(digital, winback, host2026)).toBe(299);
    expect(firstPayment(digital, intro, velkommen50)).toBe(1);
    expect(discountOff(digital, intro, velkommen50)).toBe(0);
  });

  it("changes nothing without a code, and never goes below zero", () => {
    expect(firstPayment(paper, null, null)).toBe(649);
    expect(firstPayment(paper, null, { percentOff: 100, months: 1 })).toBe(0);
  });
});
