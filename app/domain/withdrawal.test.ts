import { describe, expect, it } from "vitest";
import { daysBetween } from "./oslo-date.ts";
import { mayWithdraw, refundFor, withdrawalDeadline } from "./withdrawal.ts";

describe("the right of withdrawal (angrerett)", () => {
  it("lasts 14 days from the day of purchase", () => {
    expect(withdrawalDeadline("2026-11-18")).toBe("2026-12-02");
    expect(mayWithdraw("2026-11-18", "2026-12-02")).toBe(true);
    expect(mayWithdraw("2026-11-18", "2026-12-03")).toBe(false);
  });

  it("pays back everything on the first day, and less each day used, rounded in the buyer's favour", () => {
    // A month of 30 days for 649 kr.
    expect(refundFor(649, "2026-11-01", "2026-11-30", "2026-11-01")).toEqual({ daysUsed: 0, refund: 649 });
    // 10 of 30 days used: 216.33 kr used, 216 kept, 433 back.
    expect(refundFor(649, "2026-11-01", "2026-11-30", "2026-11-11")).toEqual({ daysUsed: 10, refund: 433 });
    expect(refundFor(1, "2026-11-01", "2026-11-30", "2026-11-14")).toEqual({ daysUsed: 13, refund: 1 });
  });

  it("never counts days before the start, or more days than the period has", () => {
    expect(refundFor(299, "2026-12-01", "2026-12-31", "2026-11-25")).toEqual({ daysUsed: 0, refund: 299 });
    expect(refundFor(299, "2026-11-01", "2026-11-03", "2026-11-20").refund).toBe(0);
  });

  it("counts days across a change to summer time", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-03-30", "2026-03-28")).toBe(-2);
  });
});
