import { describe, expect, it } from "vitest";
import { paymentCases } from "#scripts/dev-backend/core/platform-rules.cases.ts";
import { discountStarts, periodCharge, priceSchedule, priceTerms, type PriceTerms } from "./prices.ts";

const velkommen50 = { percentOff: 50, months: 3 };
const digital = (terms: Partial<PriceTerms>): PriceTerms => ({
  billingPeriod: "MONTHLY",
  price: 299,
  intro: null,
  discount: null,
  ...terms,
});

describe("the price schedule", () => {
  it("1 kr the first month, then a 3-month code's half price for three months, then the price", () => {
    const schedule = priceSchedule(digital({ intro: { amount: 1, months: 1 }, discount: velkommen50 }));
    expect(schedule.first).toEqual({ amount: 1, months: 1, off: 0 });
    // 299 × 50 % = 149,50: 149 off, never more than the code says.
    expect(schedule.discounted).toEqual([{ payment: { amount: 150, months: 1, off: 149 }, count: 3 }]);
    expect(schedule.ordinary).toBe(299);
  });

  it("3 for 1, then the code's three months", () => {
    const schedule = priceSchedule(digital({ intro: { amount: 299, months: 3 }, discount: velkommen50 }));
    expect(schedule.first).toEqual({ amount: 299, months: 3, off: 0 });
    expect(schedule.discounted).toEqual([{ payment: { amount: 150, months: 1, off: 149 }, count: 3 }]);
  });

  it("without a campaign the code starts with the first payment", () => {
    const monthly = priceSchedule(digital({ discount: velkommen50 }));
    expect(monthly.first).toEqual({ amount: 150, months: 1, off: 149 });
    expect(monthly.discounted).toEqual([{ payment: { amount: 150, months: 1, off: 149 }, count: 2 }]);
    // A year: the code covers 3 of its 12 months, 3190 × 3/12 × 50 % = 398,75.
    const annual = priceSchedule(digital({ billingPeriod: "ANNUAL", price: 3190, discount: velkommen50 }));
    expect(annual.first).toEqual({ amount: 2792, months: 12, off: 398 });
    expect(annual.discounted).toEqual([]);
  });

  it("without a code, the first payment and then the price", () => {
    expect(priceSchedule(digital({ intro: { amount: 1, months: 1 } }))).toEqual({
      first: { amount: 1, months: 1, off: 0 },
      discounted: [],
      ordinary: 299,
    });
  });

  it.each(paymentCases)("first payment: %s", (_, plan, campaign, code, payment) => {
    const { first } = priceSchedule(priceTerms(plan, campaign, code));
    expect({ amount: first.amount, discount: first.off }).toEqual(payment);
  });
});

describe("a period's charge, as the platform renews", () => {
  it("is discounted for the code's months after the introductory month, and agrees with the schedule", () => {
    const from = discountStarts("2026-11-25", { months: 1 });
    expect(from).toBe("2026-12-25");
    const code = { ...velkommen50, from };
    expect(periodCharge(299, "MONTHLY", "2026-11-25", code).amount).toBe(299);
    expect(periodCharge(299, "MONTHLY", "2026-12-25", code).amount).toBe(150);
    expect(periodCharge(299, "MONTHLY", "2027-02-25", code).amount).toBe(150);
    expect(periodCharge(299, "MONTHLY", "2027-03-25", code).amount).toBe(299);
  });
});
