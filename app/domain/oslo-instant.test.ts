import { describe, expect, it } from "vitest";
import { osloInstant } from "./oslo-instant.ts";

describe("osloInstant: a wall-clock time in Oslo as an instant", () => {
  it("in winter and in summer", () => {
    expect(osloInstant("2026-12-24", "08:00").toISOString()).toBe("2026-12-24T07:00:00.000Z");
    expect(osloInstant("2027-06-01", "08:00").toISOString()).toBe("2027-06-01T06:00:00.000Z");
  });
  it("in the hour the clocks skip, an hour later; in the hour they go back, the first", () => {
    expect(osloInstant("2027-03-28", "02:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(osloInstant("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
});
