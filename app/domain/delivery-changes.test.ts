import { describe, expect, it } from "vitest";
import { earliestChangeDate, type DeliverySchedule } from "./delivery-deadline.ts";
import {
  checkNewLastDay,
  creditFor,
  earliestLastDay,
  issuesBetween,
  lastDayMovable,
  withdrawable,
} from "./delivery-changes.ts";

const MON_SAT: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };
const at = (iso: string) => new Date(iso);

describe("issues in a stop (the title's publishing days)", () => {
  it("counts delivery days, both ends included, and no Sundays", () => {
    // Monday 2026-01-12 to Sunday 2026-01-18: six issues.
    expect(issuesBetween("2026-01-12", "2026-01-18", MON_SAT)).toBe(6);
    expect(issuesBetween("2026-01-18", "2026-01-18", MON_SAT)).toBe(0);
    expect(issuesBetween("2026-01-12", "2026-01-11", MON_SAT)).toBe(0);
    expect(issuesBetween("2026-01-12", "2026-01-18", { deliveryDays: [1, 3, 5], deadline: "12:00" })).toBe(3);
  });

  it("counts calendar days across daylight-saving changes", () => {
    // Thursday 26 March to Wednesday 1 April 2026 (summer time from Sunday 29 March): 6 issues.
    expect(issuesBetween("2026-03-26", "2026-04-01", MON_SAT)).toBe(6);
    // Friday 23 to Tuesday 27 October 2026 (winter time from Sunday 25 October): 4 issues.
    expect(issuesBetween("2026-10-23", "2026-10-27", MON_SAT)).toBe(4);
  });

  it("credits per issue in whole øre", () => {
    expect(creditFor(17.31, 6)).toBe(103.86);
    expect(creditFor(0.1, 3)).toBe(0.3);
  });
});

describe("moving the last day of a dated stop or transfer", () => {
  // Friday 2026-01-16 13:00 Oslo (12:00 UTC): Saturday is past its deadline; the next possible
  // day is Monday 19 January.
  const earliest = earliestChangeDate(at("2026-01-16T12:00:00Z"), MON_SAT);
  const running = { from: "2026-01-12", to: "2026-01-24" };

  it("starts from the next possible day", () => {
    expect(earliest).toBe("2026-01-19");
  });

  it("can end a running change so the paper comes again on the next possible day", () => {
    expect(checkNewLastDay(running, "2026-01-18", earliest, MON_SAT)).toEqual({ ok: true });
    expect(checkNewLastDay(running, "2026-01-30", earliest, MON_SAT)).toEqual({ ok: true });
    // Saturday 17th is past its deadline, but it stays stopped; the paper comes again on Monday.
    expect(checkNewLastDay(running, "2026-01-17", earliest, MON_SAT)).toEqual({ ok: true });
    expect(checkNewLastDay(running, "2026-01-16", earliest, MON_SAT)).toEqual({
      ok: false,
      reason: "too-late",
      nextPossible: "2026-01-19",
      lastDay: "2026-01-18",
    });
  });

  it("refuses a last day before the first day", () => {
    expect(
      checkNewLastDay({ from: "2026-02-02", to: "2026-02-09" }, "2026-02-01", earliest, MON_SAT),
    ).toEqual({
      ok: false,
      reason: "before-start",
    });
  });

  it("is over once the delivery after the last day is past its deadline", () => {
    // Ends Friday 16th: the next delivery (Saturday 17th) is past its deadline.
    const ending = { from: "2026-01-12", to: "2026-01-16" };
    expect(lastDayMovable(ending, earliest, MON_SAT)).toBe(false);
    expect(checkNewLastDay(ending, "2026-01-20", earliest, MON_SAT)).toMatchObject({ ok: false });
    // Ends Saturday 17th: the next delivery is Monday 19th, still open (Sunday has none).
    expect(lastDayMovable({ from: "2026-01-12", to: "2026-01-17" }, earliest, MON_SAT)).toBe(true);
    expect(lastDayMovable(running, earliest, MON_SAT)).toBe(true);
  });

  it("never proposes a last day before the first", () => {
    expect(earliestLastDay({ from: "2026-01-20", to: "2026-01-24" }, earliest)).toBe("2026-01-20");
    expect(earliestLastDay(running, earliest)).toBe("2026-01-18");
  });

  it("follows the deadline across midnight in Oslo", () => {
    // 23:59 Oslo on Tuesday 13 January (22:59 UTC): Wednesday past, Thursday 15th next.
    const lateTuesday = earliestChangeDate(at("2026-01-13T22:59:00Z"), MON_SAT);
    expect(lateTuesday).toBe("2026-01-15");
    const change = { from: "2026-01-12", to: "2026-01-20" };
    expect(checkNewLastDay(change, "2026-01-14", lateTuesday, MON_SAT)).toEqual({ ok: true });
    expect(checkNewLastDay(change, "2026-01-13", lateTuesday, MON_SAT)).toMatchObject({ reason: "too-late" });
  });

  it("follows the deadline on the day summer time starts", () => {
    // Sunday 29 March 2026 12:30 Oslo (10:30 UTC, UTC+2): Monday is past, Tuesday 31st is next.
    const earliestSpring = earliestChangeDate(at("2026-03-29T10:30:00Z"), MON_SAT);
    const change = { from: "2026-03-23", to: "2026-04-04" };
    expect(checkNewLastDay(change, "2026-03-30", earliestSpring, MON_SAT)).toEqual({ ok: true });
    expect(checkNewLastDay(change, "2026-03-29", earliestSpring, MON_SAT)).toMatchObject({
      reason: "too-late",
    });
  });
});

describe("withdrawing a registered change", () => {
  it("is possible while its first day is not past the deadline", () => {
    expect(withdrawable({ from: "2026-01-19", to: null }, "2026-01-19")).toBe(true);
    expect(withdrawable({ from: "2026-01-17", to: null }, "2026-01-19")).toBe(false);
  });
});
