import { describe, expect, it } from "vitest";
import { dayName, monthsOf } from "./calendar.ts";

describe("monthsOf", () => {
  it("the window's months as weeks from Monday: October 2026 starts on a Thursday", () => {
    const [october, november] = monthsOf("2026-10-19", "2026-11-18");
    expect(october!.month).toBe("2026-10");
    expect(october!.weeks[0]).toEqual([
      null,
      null,
      null,
      "2026-10-01",
      "2026-10-02",
      "2026-10-03",
      "2026-10-04",
    ]);
    // 25 October, the day the clocks go back, is one day like any other.
    expect(october!.weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(november!.weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(november!.weeks.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
  });

  it("across the new year", () => {
    expect(monthsOf("2026-12-20", "2027-01-10").map((m) => m.month)).toEqual(["2026-12", "2027-01"]);
  });
});

describe("dayName", () => {
  it("names the weekday of the Oslo day, whatever the machine's time zone", () => {
    expect(dayName("2026-11-18")).toBe("onsdag 18. november");
    expect(dayName("2026-03-29")).toBe("søndag 29. mars");
  });
});
