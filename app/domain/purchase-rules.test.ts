import { describe, expect, it } from "vitest";
import { ageOn, mayBuy, mayHaveYouthPlan } from "./purchase-rules.ts";

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
