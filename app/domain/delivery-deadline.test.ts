import { describe, expect, it } from "vitest";
import { beforeDeadline, checkChangeDate, earliestChangeDate, isoWeekday } from "./delivery-deadline.ts";

const at = (iso: string) => new Date(iso);

describe("delivery days", () => {
  it("are counted by ISO weekday: Monday 1 … Sunday 7", () => {
    expect(isoWeekday("2026-03-29")).toBe(7); // Sunday
    expect(isoWeekday("2026-03-30")).toBe(1); // Monday
  });
});

describe("the deadline on the day before a delivery day (12:00 Oslo)", () => {
  it("is open until 11:59 the day before", () => {
    // Wednesday 2026-01-14 11:59 Oslo (10:59 UTC in winter) → Thursday still possible.
    expect(beforeDeadline("2026-01-15", at("2026-01-14T10:59:00Z"))).toBe(true);
    expect(beforeDeadline("2026-01-15", at("2026-01-14T11:00:00Z"))).toBe(false);
  });

  it("uses summer time on the Sunday daylight saving starts (29 March 2026)", () => {
    // 10:30 UTC is 12:30 Oslo (UTC+2 from 02:00 that night): Monday is past its deadline.
    expect(earliestChangeDate(at("2026-03-29T10:30:00Z"))).toBe("2026-03-31");
    // 09:30 UTC is 11:30 Oslo: Monday is still possible.
    expect(earliestChangeDate(at("2026-03-29T09:30:00Z"))).toBe("2026-03-30");
  });

  it("uses winter time on the Sunday daylight saving ends (25 October 2026)", () => {
    // 10:30 UTC is 11:30 Oslo (UTC+1 after 03:00 that night): Monday is still possible.
    expect(earliestChangeDate(at("2026-10-25T10:30:00Z"))).toBe("2026-10-26");
    expect(earliestChangeDate(at("2026-10-25T11:00:00Z"))).toBe("2026-10-27");
  });

  it("skips Sunday, which has no delivery", () => {
    // Friday 2026-01-16 13:00 Oslo: Saturday is past its deadline, Sunday has no paper → Monday.
    expect(earliestChangeDate(at("2026-01-16T12:00:00Z"))).toBe("2026-01-19");
  });
});

describe("checking the first day of a change", () => {
  const friday1pm = at("2026-01-16T12:00:00Z");

  it("accepts a delivery day before its deadline", () => {
    expect(checkChangeDate("2026-01-20", friday1pm)).toEqual({ ok: true, date: "2026-01-20" });
  });

  it("proposes the next possible delivery day when the deadline has passed", () => {
    expect(checkChangeDate("2026-01-17", friday1pm)).toEqual({ ok: false, nextPossible: "2026-01-19" });
  });

  it("proposes the next delivery day for a day without delivery", () => {
    expect(checkChangeDate("2026-01-25", friday1pm)).toEqual({ ok: false, nextPossible: "2026-01-26" });
  });

  it("proposes the earliest possible day for a date in the past", () => {
    expect(checkChangeDate("2026-01-02", friday1pm)).toEqual({ ok: false, nextPossible: "2026-01-19" });
  });
});
