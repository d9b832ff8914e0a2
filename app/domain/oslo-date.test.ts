import { describe, expect, it } from "vitest";
import { addDays, addMonths, osloDateTime, osloToday } from "./oslo-date.ts";

const at = (iso: string) => new Date(iso);

describe("Oslo wall-clock time", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(osloDateTime(at("2026-01-15T11:00:00Z"))).toEqual({ date: "2026-01-15", time: "12:00" });
    expect(osloDateTime(at("2026-07-15T11:00:00Z"))).toEqual({ date: "2026-07-15", time: "13:00" });
  });

  it("turns the date at Oslo midnight, not UTC midnight", () => {
    expect(osloDateTime(at("2026-12-31T23:30:00Z")).date).toBe("2027-01-01");
    expect(osloToday(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(osloToday(at("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
    expect(osloToday(at("2026-07-15T22:00:00Z"))).toBe("2026-07-16");
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and daylight-saving changes", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("adds months, clamping to the end of shorter months", () => {
    expect(addMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2026-11-22", -12)).toBe("2025-11-22");
  });
});
