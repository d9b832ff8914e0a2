import { describe, expect, it } from "vitest";
import { creditOfPapers, missedPaperCredit, stopCreditPerPaper } from "./credits.ts";
import { earliestChangeDate } from "./delivery-deadline.ts";
import {
  DEFAULT_DELIVERED_BY,
  deliveredByOn,
  easterSunday,
  isPublicationDay,
  papersBetween,
  publicationDayOnOrAfter,
  publicationDaysBetween,
} from "./paper-calendar.ts";

describe("Easter, computed", () => {
  it("falls where the almanac has it", () => {
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("leaves Good Friday and Easter Monday without a paper, and Maundy Thursday and Easter Saturday with one", () => {
    expect(publicationDaysBetween("2026-04-01", "2026-04-07")).toEqual([
      "2026-04-01",
      "2026-04-02",
      "2026-04-04",
      "2026-04-07",
    ]);
    expect(isPublicationDay("2027-03-26")).toBe(false); // Good Friday 2027
    expect(isPublicationDay("2027-03-29")).toBe(false); // Easter Monday 2027
  });

  it("leaves Whit Monday without a paper", () => {
    expect(isPublicationDay("2026-05-25")).toBe(false);
    expect(isPublicationDay("2026-05-26")).toBe(true);
  });
});

describe("17 May and 1 May", () => {
  it("prints on Constitution Day and rests the day after", () => {
    // 2028: 17 May is a Wednesday, the 18th a Thursday.
    expect(isPublicationDay("2028-05-17")).toBe(true);
    expect(isPublicationDay("2028-05-18")).toBe(false);
    // 2027: 17 May is Whit Monday, paper-free as such.
    expect(isPublicationDay("2027-05-17")).toBe(false);
    // 2026: 17 May is a Sunday (no paper as any Sunday); Monday the 18th is paper-free.
    expect(publicationDaysBetween("2026-05-15", "2026-05-19")).toEqual([
      "2026-05-15",
      "2026-05-16",
      "2026-05-19",
    ]);
  });

  it("has no paper on 1 May", () => {
    expect(isPublicationDay("2026-05-01")).toBe(false);
  });
});

describe("Christmas and New Year", () => {
  it("counts 8 papers from 21 to 31 December 2026: 25 and 26 December are paper-free", () => {
    expect(papersBetween("2026-12-21", "2026-12-31")).toBe(8);
    expect(isPublicationDay("2026-12-24")).toBe(true);
  });

  it("counts 9 to 3 January: 1 January has no paper, Saturday 2 January has", () => {
    expect(papersBetween("2026-12-21", "2027-01-03")).toBe(9);
    expect(publicationDayOnOrAfter("2027-01-01")).toBe("2027-01-02");
  });

  it("never has a paper on a Sunday", () => {
    expect(isPublicationDay("2026-11-29")).toBe(false);
  });

  it("moves the first possible change day past Christmas", () => {
    // Thursday 24 December 2026 10:00 Oslo: Friday and Saturday are paper-free, Sunday has no paper.
    expect(earliestChangeDate(new Date("2026-12-24T09:00:00Z"))).toBe("2026-12-28");
  });
});

describe("credits", () => {
  it("credits a stopped paper the paper's share, in whole øre, and nothing when the plan is digital only", () => {
    // 749 kr a month: 450 kr beyond the digital plan over 26 papers.
    expect(stopCreditPerPaper(749, 1)).toBe(17.31);
    expect(creditOfPapers(17.31, 8)).toBe(138.48);
    expect(stopCreditPerPaper(299, 1)).toBeNull();
    expect(stopCreditPerPaper(8988, 12)).toBe(17.31);
  });

  it("credits a missed paper a day's price of the whole subscription, in whole kroner up", () => {
    expect(missedPaperCredit(749, 1)).toBe(29);
    expect(missedPaperCredit(2247, 3)).toBe(29);
  });
});

describe("the time a title's paper is delivered by", () => {
  it("is 07:00 for a title that states no time of its own, every publication day", () => {
    expect(DEFAULT_DELIVERED_BY).toBe("07:00");
    expect(deliveredByOn("2026-11-25")).toBe("07:00");
    expect(deliveredByOn("2026-11-28", {})).toBe("07:00");
  });

  it("is the title's own, and on Saturdays Saturday's where it has one", () => {
    const early = { deliveredBy: "06:30" };
    expect(deliveredByOn("2026-11-25", early)).toBe("06:30");
    expect(deliveredByOn("2026-11-28", early)).toBe("06:30");
    const lateSaturday = { deliveredBy: "06:30", saturdayDeliveredBy: "08:00" };
    expect(deliveredByOn("2026-11-27", lateSaturday)).toBe("06:30");
    expect(deliveredByOn("2026-11-28", lateSaturday)).toBe("08:00");
    expect(deliveredByOn("2026-12-24", lateSaturday)).toBe("06:30");
  });
});
