import { describe, expect, it } from "vitest";
import { dueTense, isOverdue } from "./payment-due.ts";

const at = (iso: string) => new Date(iso);

describe("the tense of a due date", () => {
  it("says forfalt for a date that has passed and forfaller for one still ahead", () => {
    expect(dueTense("2026-11-21", at("2026-11-25T12:00:00Z"))).toBe("overdue");
    expect(dueTense("2026-12-01", at("2026-11-25T12:00:00Z"))).toBe("due");
  });

  it("counts the due day itself as still in time", () => {
    expect(dueTense("2026-11-25", at("2026-11-25T12:00:00Z"))).toBe("due-today");
  });

  it("turns at Oslo midnight, not UTC midnight", () => {
    // 23:30 UTC on the 24th is 00:30 on the 25th in Oslo (winter time, UTC+1).
    expect(dueTense("2026-11-24", at("2026-11-24T22:59:00Z"))).toBe("due-today");
    expect(dueTense("2026-11-24", at("2026-11-24T23:00:00Z"))).toBe("overdue");
    expect(dueTense("2026-11-24", at("2026-11-24T23:30:00Z"))).toBe("overdue");
    // Summer time (UTC+2): the day turns at 22:00 UTC.
    expect(dueTense("2026-07-15", at("2026-07-15T21:59:00Z"))).toBe("due-today");
    expect(dueTense("2026-07-15", at("2026-07-15T22:00:00Z"))).toBe("overdue");
  });

  it("is overdue from the day after the due date", () => {
    expect(isOverdue("2026-11-24", "2026-11-24")).toBe(false);
    expect(isOverdue("2026-11-24", "2026-11-25")).toBe(true);
    expect(isOverdue("2026-12-31", "2027-01-01")).toBe(true);
  });
});
