import { describe, expect, it } from "vitest";
import { firstPeriodAtNewPrice, pricePerYear, yearlySaving } from "./plan-change.ts";

const digital = (billingPeriod: "MONTHLY" | "QUARTERLY" | "ANNUAL", price: number) => ({
  ariaPlanID: "C-DIGITAL-DIGITAL",
  billingPeriod,
  price,
});

describe("what paying yearly saves", () => {
  it("from 299 a month to 3190 a year saves 398 kr a year (12 × 299 = 3588)", () => {
    expect(pricePerYear(digital("MONTHLY", 299))).toBe(3588);
    expect(yearlySaving(digital("MONTHLY", 299), digital("ANNUAL", 3190))).toBe(398);
  });

  it("from 299 a month to 849 a quarter saves 192 kr a year (4 × 849 = 3396)", () => {
    expect(yearlySaving(digital("MONTHLY", 299), digital("QUARTERLY", 849))).toBe(192);
  });

  it("from quarterly to yearly saves against the quarterly price", () => {
    expect(yearlySaving(digital("QUARTERLY", 849), digital("ANNUAL", 3190))).toBe(206);
  });

  it("saves nothing going back to a shorter, dearer period", () => {
    expect(yearlySaving(digital("ANNUAL", 3190), digital("MONTHLY", 299))).toBeNull();
  });

  it("is no saving to speak of for another plan or the same period", () => {
    const premium = { ariaPlanID: "C-DIGITAL-PREMIUM", billingPeriod: "MONTHLY_PREMIUM" as const, price: 99 };
    expect(yearlySaving(digital("MONTHLY", 299), premium)).toBeNull();
    expect(yearlySaving(digital("MONTHLY", 299), digital("MONTHLY", 199))).toBeNull();
  });
});

describe("the first period at the new price", () => {
  it("is one billing period from the day the change takes effect", () => {
    expect(firstPeriodAtNewPrice("2026-12-01", "ANNUAL")).toEqual({ from: "2026-12-01", to: "2027-11-30" });
    expect(firstPeriodAtNewPrice("2026-12-01", "QUARTERLY")).toEqual({
      from: "2026-12-01",
      to: "2027-02-28",
    });
    expect(firstPeriodAtNewPrice("2027-01-31", "MONTHLY")).toEqual({ from: "2027-01-31", to: "2027-02-27" });
  });
});
