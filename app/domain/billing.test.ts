import { describe, expect, it } from "vitest";
import { addMonths, nextPeriodStart, paidUntil } from "./billing.ts";

describe("billing periods", () => {
  it("adds months, clamping to the end of shorter months", () => {
    expect(addMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
  });

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
