import { describe, expect, it } from "vitest";
import { osloInstant } from "./disruption.ts";

describe("Oslo wall-clock time as an instant", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(osloInstant("2026-01-15", "10:00").toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(osloInstant("2026-07-15", "10:00").toISOString()).toBe("2026-07-15T08:00:00.000Z");
  });

  it("on the night summer time starts (29 March 2026) a skipped time is an hour later on the clock", () => {
    expect(osloInstant("2026-03-29", "01:30").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(osloInstant("2026-03-29", "02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(osloInstant("2026-03-29", "03:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("on the night summer time ends (25 October 2026) a time that comes twice is its first", () => {
    expect(osloInstant("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(osloInstant("2026-10-25", "03:30").toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });
});
