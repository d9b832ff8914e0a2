// The lengths a reader chooses (app/domain/pause.ts) always fit the platform's bounds (the contract's
// PAUSE_MIN_DAYS and PAUSE_MAX_MONTHS), over a month's end too.
import { describe, expect, test } from "vitest";
import { PAUSE_MAX_MONTHS, PAUSE_MIN_DAYS } from "#app/api/contract/schedule.ts";
import { daysBetween } from "#app/domain/oslo-date.ts";
import { lengthOf, pauseEnd } from "#app/domain/pause.ts";

describe("a pause's last day", () => {
  test("two weeks are the platform's shortest pause, both ends paused", () => {
    expect(pauseEnd("2026-12-01", "2-uker")).toBe("2026-12-14");
    expect(daysBetween("2026-12-01", pauseEnd("2026-12-01", "2-uker")) + 1).toBe(PAUSE_MIN_DAYS);
  });
  test("a month ends the day before the same date a month later, also over a month's end", () => {
    expect(pauseEnd("2026-12-05", "1-mnd")).toBe("2027-01-04");
    expect(pauseEnd("2027-01-31", "1-mnd")).toBe("2027-02-27");
    expect(pauseEnd("2026-12-05", `${PAUSE_MAX_MONTHS}-mnd` as "3-mnd")).toBe("2027-03-04");
  });
  test("the length is read back from the dates", () => {
    expect(lengthOf("2026-12-05", "2027-02-04")).toBe("2-mnd");
    expect(lengthOf("2026-12-05", "2027-02-05")).toBeNull();
  });
});
