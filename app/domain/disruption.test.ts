import { describe, expect, it } from "vitest";
import { osloInstant, todayComplaintOpensAt } from "./disruption.ts";

const at = (iso: string) => new Date(iso);

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

describe("when a complaint about today's paper opens", () => {
  const late = { date: "2026-01-15", until: "10:00" };

  it("waits for the expected time of a disruption today", () => {
    // 09:59 Oslo (08:59 UTC in winter): not yet; 10:00: open.
    expect(todayComplaintOpensAt(late, at("2026-01-15T08:59:00Z"))?.toISOString()).toBe(
      "2026-01-15T09:00:00.000Z",
    );
    expect(todayComplaintOpensAt(late, at("2026-01-15T09:00:00Z"))).toBeNull();
  });

  it("counts today in Oslo around midnight, not in UTC", () => {
    // 00:30 Oslo on the 15th is 23:30 UTC on the 14th: already the disruption's day.
    expect(todayComplaintOpensAt(late, at("2026-01-14T23:30:00Z"))).not.toBeNull();
    // 23:59 Oslo on the 14th (22:59 UTC): the day before, nothing held back.
    expect(todayComplaintOpensAt(late, at("2026-01-14T22:59:00Z"))).toBeNull();
    // In summer 00:30 Oslo is 22:30 UTC the day before.
    const summer = { date: "2026-07-15", until: "09:00" };
    expect(todayComplaintOpensAt(summer, at("2026-07-14T22:30:00Z"))?.toISOString()).toBe(
      "2026-07-15T07:00:00.000Z",
    );
    expect(todayComplaintOpensAt(summer, at("2026-07-14T21:59:00Z"))).toBeNull();
  });

  it("uses the day's own offset when summer time starts or ends that night", () => {
    const spring = { date: "2026-03-29", until: "10:00" };
    // 09:30 Oslo summer time is 07:30 UTC: not yet; 08:00 UTC is 10:00 Oslo: open.
    expect(todayComplaintOpensAt(spring, at("2026-03-29T07:30:00Z"))).not.toBeNull();
    expect(todayComplaintOpensAt(spring, at("2026-03-29T08:00:00Z"))).toBeNull();
    const autumn = { date: "2026-10-25", until: "10:00" };
    // 10:00 Oslo winter time is 09:00 UTC.
    expect(todayComplaintOpensAt(autumn, at("2026-10-25T08:59:00Z"))).not.toBeNull();
    expect(todayComplaintOpensAt(autumn, at("2026-10-25T09:00:00Z"))).toBeNull();
  });

  it("holds nothing back for another day, a paper that does not come, or no disruption", () => {
    expect(todayComplaintOpensAt(late, at("2026-01-16T08:00:00Z"))).toBeNull();
    expect(todayComplaintOpensAt({ date: "2026-01-15", until: null }, at("2026-01-15T07:00:00Z"))).toBeNull();
    expect(todayComplaintOpensAt(null, at("2026-01-15T07:00:00Z"))).toBeNull();
  });
});
