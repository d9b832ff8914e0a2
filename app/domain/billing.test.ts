import { describe, expect, it } from "vitest";
import { nextPeriodStart, paidUntil } from "./billing.ts";

describe("billing periods", () => {
  it("a change takes effect when the next billing period starts", () => {
    expect(nextPeriodStart("2025-03-10", "MONTHLY", "2026-11-22")).toBe("2026-12-10");
    expect(nextPeriodStart("2025-03-10", "QUARTERLY", "2026-11-22")).toBe("2026-12-10");
    expect(nextPeriodStart("2025-03-10", "ANNUAL", "2026-11-22")).toBe("2027-03-10");
    expect(nextPeriodStart("2026-11-22", "MONTHLY_PREMIUM", "2026-11-22")).toBe("2026-12-22");
  });

  it("a period starting today is the next one only after today", () => {
    expect(nextPeriodStart("2026-10-22", "MONTHLY", "2026-11-22")).toBe("2026-12-22");
  });

  it("a cancelled subscription lasts to the last day of the paid period", () => {
    expect(paidUntil("2025-03-10", "MONTHLY", "2026-11-22")).toBe("2026-12-09");
  });
});
