// @vitest-environment node
// The platform's complaint rules (docs/decisions/037), each at its edges: Oslo dates around midnight
// and the daylight-saving changes (29 March and 25 October 2026).
import { describe, expect, it } from "vitest";
import {
  beforeRedeliveryCutoff,
  complaintWindowStart,
  creditPerIssue,
  easterSunday,
  inComplaintWindow,
  inRedeliveryArea,
  isPublicationDay,
  isRepeatedComplaint,
  paperEditionOf,
  publicationDaysBetween,
  todaysPaper,
  whyNoRedelivery,
} from "./rules.ts";

// A Wednesday's edition of titles that state no delivery time of their own (07:00).
const trondheim = paperEditionOf({ town: "Trondheim", ownerGroup: "pox" }, "2026-11-25");
const stord = paperEditionOf({ town: "Stord", ownerGroup: "pmve" }, "2026-11-25");
const at = (iso: string) => new Date(iso);

describe("which days are publication days", () => {
  it("the one paper calendar for an nb title (Trondheim) and an nn title (Stord) alike", () => {
    for (const edition of [trondheim, stord]) {
      expect(publicationDaysBetween("2026-12-21", "2026-12-31", edition)).toHaveLength(8);
      expect(publicationDaysBetween("2026-12-21", "2027-01-03", edition)).toHaveLength(9);
      expect(isPublicationDay("2027-05-18", edition)).toBe(false);
      expect(isPublicationDay("2027-03-26", edition)).toBe(false);
    }
  });

  it("Monday to Saturday, never Sunday", () => {
    expect(publicationDaysBetween("2026-11-16", "2026-11-22", trondheim)).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
  });

  it("not on the paper-free days: Good Friday, Easter Monday, 1 May, 18 May, Whit Monday, Christmas", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    for (const day of [
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-18",
      "2026-05-25",
      "2026-12-25",
      "2026-12-26",
      "2027-01-01",
    ])
      expect(isPublicationDay(day, trondheim), day).toBe(false);
    for (const day of ["2026-04-04", "2026-04-07", "2026-05-19", "2026-12-24", "2026-12-28"])
      expect(isPublicationDay(day, trondheim), day).toBe(true);
  });

  it("the days of the window across the autumn daylight-saving change are whole days", () => {
    // Sunday 25 October 2026 has 25 hours in Oslo; no day is lost or doubled.
    expect(publicationDaysBetween("2026-10-24", "2026-10-27", trondheim)).toEqual([
      "2026-10-24",
      "2026-10-26",
      "2026-10-27",
    ]);
  });
});

describe("the 30-day window", () => {
  it("today and the 30 days before it", () => {
    expect(complaintWindowStart("2026-11-18")).toBe("2026-10-19");
    expect(inComplaintWindow("2026-10-19", "2026-11-18")).toBe(true);
    expect(inComplaintWindow("2026-10-18", "2026-11-18")).toBe(false);
    expect(inComplaintWindow("2026-11-19", "2026-11-18")).toBe(false);
  });

  it("across the spring change: 30 calendar days, not 30 × 24 hours", () => {
    expect(complaintWindowStart("2026-04-10")).toBe("2026-03-11");
    expect(inComplaintWindow("2026-03-11", "2026-04-10")).toBe(true);
  });
});

describe("the redelivery cutoff (Oslo time)", () => {
  it("10:59 is before an 11:00 cutoff and 11:00 is not, in winter (UTC+1) and summer (UTC+2)", () => {
    expect(beforeRedeliveryCutoff(at("2026-11-18T09:59:00Z"), trondheim)).toBe(true);
    expect(beforeRedeliveryCutoff(at("2026-11-18T10:00:00Z"), trondheim)).toBe(false);
    expect(beforeRedeliveryCutoff(at("2026-06-18T08:59:00Z"), trondheim)).toBe(true);
    expect(beforeRedeliveryCutoff(at("2026-06-18T09:00:00Z"), trondheim)).toBe(false);
  });

  it("on the day the clocks go forward (29 March 2026) the cutoff is read on the new time", () => {
    // 09:30 UTC is 11:30 CEST: past the cutoff, though it would be 10:30 on winter time.
    expect(beforeRedeliveryCutoff(at("2026-03-29T09:30:00Z"), trondheim)).toBe(false);
    expect(beforeRedeliveryCutoff(at("2026-03-29T08:59:00Z"), trondheim)).toBe(true);
  });

  it("just after midnight in Oslo it is already the new day: yesterday's paper cannot be brought again", () => {
    // 23:30 UTC on the 18th is 00:30 on the 19th in Oslo.
    const now = at("2026-11-18T23:30:00Z");
    expect(whyNoRedelivery(["2026-11-18"], now, trondheim, "7011")).toBe("not-today");
    expect(whyNoRedelivery(["2026-11-19"], now, trondheim, "7011")).toBeNull();
  });
});

describe("the redelivery area", () => {
  it("the town's postal district: Trondheim 7000–7099, Stord 5400–5499", () => {
    expect(trondheim.redeliveryArea).toEqual([["7000", "7099"]]);
    expect(inRedeliveryArea("7011", trondheim)).toBe(true);
    expect(inRedeliveryArea("7099", trondheim)).toBe(true);
    expect(inRedeliveryArea("7100", trondheim)).toBe(false);
    expect(inRedeliveryArea("7011", stord)).toBe(false);
    expect(inRedeliveryArea("5411", stord)).toBe(true);
  });

  it("today's paper alone, in the area, on a publication day, before the cutoff", () => {
    const morning = at("2026-11-18T08:00:00Z"); // 09:00 Wednesday
    expect(whyNoRedelivery(["2026-11-18"], morning, trondheim, "7011")).toBeNull();
    expect(whyNoRedelivery(["2026-11-17", "2026-11-18"], morning, trondheim, "7011")).toBe("not-today");
    expect(whyNoRedelivery(["2026-11-18"], morning, trondheim, "7340")).toBe("outside-area");
    expect(whyNoRedelivery(["2026-11-18"], morning, trondheim, null)).toBe("no-paper-today");
    expect(whyNoRedelivery(["2026-11-22"], at("2026-11-22T08:00:00Z"), trondheim, "7011")).toBe(
      "no-paper-today",
    );
    expect(whyNoRedelivery(["2026-11-18"], at("2026-11-18T10:00:00Z"), trondheim, "7011")).toBe(
      "after-cutoff",
    );
  });
});

describe("the credit per missed paper", () => {
  it("the month's price over 26 papers, rounded up to whole kroner", () => {
    expect(creditPerIssue(749, "MONTHLY")).toBe(29);
    expect(creditPerIssue(7190, "ANNUAL")).toBe(24);
    expect(creditPerIssue(520, "MONTHLY")).toBe(20);
  });
});

describe("the third complaint within 30 days", () => {
  it("two earlier ones registered on today or the 29 days before make this one the third", () => {
    expect(isRepeatedComplaint(["2026-10-20", "2026-11-01"], "2026-11-18")).toBe(true);
    expect(isRepeatedComplaint(["2026-10-19", "2026-11-01"], "2026-11-18")).toBe(false);
    expect(isRepeatedComplaint(["2026-11-18"], "2026-11-18")).toBe(false);
    expect(isRepeatedComplaint([], "2026-11-18")).toBe(false);
  });

  it("counts Oslo days across the spring change", () => {
    // Registered on 1 March (Oslo); on 30 March (after the clocks went forward) it is 29 days ago.
    expect(isRepeatedComplaint(["2026-03-01", "2026-03-20"], "2026-03-30")).toBe(true);
    expect(isRepeatedComplaint(["2026-03-01", "2026-03-20"], "2026-03-31")).toBe(false);
  });
});

describe("today's paper", () => {
  it("is expected until the delivery time (Oslo), never delivered at 02:16", () => {
    // 01:16 UTC in winter is 02:16 Oslo; 06:00 UTC is 07:00.
    expect(todaysPaper(at("2026-11-25T01:16:00Z"), trondheim, null)).toBe("EXPECTED");
    expect(todaysPaper(at("2026-11-25T05:59:00Z"), stord, null)).toBe("EXPECTED");
    expect(todaysPaper(at("2026-11-25T06:00:00Z"), stord, null)).toBeNull();
  });

  it("is expected until the title's own time: 06:30 on weekdays, 08:00 on Saturdays", () => {
    const early = {
      town: "Trondheim",
      ownerGroup: "aag",
      deliveredBy: "06:30",
      saturdayDeliveredBy: "08:00",
    } as const;
    const wednesday = paperEditionOf(early, "2026-11-25");
    const saturday = paperEditionOf(early, "2026-11-28");
    expect(wednesday.deliveredBy).toBe("06:30");
    expect(saturday.deliveredBy).toBe("08:00");
    // 05:29 UTC is 06:29 Oslo in winter; 06:45 Oslo is past the weekday time but not Saturday's.
    expect(todaysPaper(at("2026-11-25T05:29:00Z"), wednesday, null)).toBe("EXPECTED");
    expect(todaysPaper(at("2026-11-25T05:30:00Z"), wednesday, null)).toBeNull();
    expect(todaysPaper(at("2026-11-28T05:45:00Z"), saturday, null)).toBe("EXPECTED");
    expect(todaysPaper(at("2026-11-28T06:59:00Z"), saturday, null)).toBe("EXPECTED");
    expect(todaysPaper(at("2026-11-28T07:00:00Z"), saturday, null)).toBeNull();
  });

  it("is late while a disruption's time is ahead, and not coming when it names none", () => {
    expect(todaysPaper(at("2026-11-25T08:00:00Z"), trondheim, { until: "10:00" })).toBe("DELAYED");
    expect(todaysPaper(at("2026-11-25T09:00:00Z"), trondheim, { until: "10:00" })).toBeNull();
    expect(todaysPaper(at("2026-11-25T12:00:00Z"), trondheim, { until: null })).toBe("NOT_COMING");
  });
});
