// The portal's calendar rules on every dated day (tests/e2e/clock.ts), at 07:00 in Oslo: what the
// journeys tagged @dated used to read off the screen once more per day in a browser
// (docs/testing.md). Each day's answers are written out by hand from the paper calendar
// (Sundays, 25–26 December, 18 May, Easter and Whitsun 2027 print nothing), not computed by the rules under test.
import { describe, expect, it, vi } from "vitest";
import { DATED_DAYS } from "#tests/e2e/clock.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { checkChangeDate, earliestChangeDate } from "./delivery-deadline.ts";
import { formatDate, formatTime, formatWeekdayDate } from "./format.ts";
import { addDays, osloDateTime, osloToday } from "./oslo-date.ts";
import { isPublicationDay, papersBetween, publicationDayOnOrAfter } from "./paper-calendar.ts";

interface DayFacts {
  /** Whether the paper comes out today. */
  paperToday: boolean;
  /** The last paper before today: the newest day a complaint can be about but today. */
  lastPaper: string;
  /** The first day a change registered now can start on: the vacation stop's first possible day. */
  earliest: string;
  /** The next paper after today: a note to the carrier is on the list from then. */
  nextPaper: string;
  /** Papers 21–31 December in the first Christmas a stop can still start before. */
  christmasPapers: number;
  /** Today in words, nb and nn, as the history and the delivery list say it. */
  nb: string;
  nn: string;
}

const FACTS: Record<keyof typeof DATED_DAYS, DayFacts> = {
  saturday: {
    paperToday: true,
    lastPaper: "2026-11-27",
    earliest: "2026-11-30",
    nextPaper: "2026-11-30",
    christmasPapers: 8,
    nb: "lørdag 28. november",
    nn: "laurdag 28. november",
  },
  sunday: {
    paperToday: false,
    lastPaper: "2026-11-28",
    earliest: "2026-11-30",
    nextPaper: "2026-11-30",
    christmasPapers: 8,
    nb: "søndag 29. november",
    nn: "sundag 29. november",
  },
  "monday-after-christmas": {
    paperToday: true,
    lastPaper: "2026-12-24",
    earliest: "2026-12-29",
    nextPaper: "2026-12-29",
    christmasPapers: 9,
    nb: "mandag 28. desember",
    nn: "måndag 28. desember",
  },
  "17-may": {
    // In 2027 also Whit Monday: no paper today, and none on the 18th either.
    paperToday: false,
    lastPaper: "2027-05-15",
    earliest: "2027-05-19",
    nextPaper: "2027-05-19",
    christmasPapers: 9,
    nb: "mandag 17. mai",
    nn: "måndag 17. mai",
  },
  "christmas-eve": {
    paperToday: true,
    lastPaper: "2026-12-23",
    earliest: "2026-12-28",
    nextPaper: "2026-12-28",
    christmasPapers: 9,
    nb: "torsdag 24. desember",
    nn: "torsdag 24. desember",
  },
  "summer-time-begins": {
    paperToday: false,
    lastPaper: "2027-03-27",
    earliest: "2027-03-30",
    nextPaper: "2027-03-30",
    christmasPapers: 9,
    nb: "søndag 28. mars",
    nn: "sundag 28. mars",
  },
  "winter-time-begins": {
    paperToday: false,
    lastPaper: "2026-10-24",
    earliest: "2026-10-26",
    nextPaper: "2026-10-26",
    christmasPapers: 8,
    nb: "søndag 25. oktober",
    nn: "sundag 25. oktober",
  },
};

describe.each(Object.entries(DATED_DAYS) as Array<[keyof typeof DATED_DAYS, string]>)(
  "on the dated day %s (%s)",
  (name, testToday) => {
    const now = new Date(parseTestToday(testToday));
    const today = testToday.slice(0, 10);
    const facts = FACTS[name];

    it("today is that day in Oslo, and the page's clock says 07.00 whatever the offset", () => {
      vi.setSystemTime(now);
      expect(osloToday()).toBe(today);
      expect(osloDateTime(new Date()).time).toBe("07:00");
      expect(formatTime(new Date())).toBe("07.00");
    });

    it("the paper's days: today's paper, the last one before it, the next one after it", () => {
      expect(isPublicationDay(today)).toBe(facts.paperToday);
      let last = addDays(today, -1);
      while (!isPublicationDay(last)) last = addDays(last, -1);
      expect(last).toBe(facts.lastPaper);
      expect(publicationDayOnOrAfter(addDays(today, 1))).toBe(facts.nextPaper);
    });

    it("a change starts at the earliest on the first delivery day whose deadline has not passed; today is refused with it proposed", () => {
      expect(earliestChangeDate(now)).toBe(facts.earliest);
      expect(checkChangeDate(today, now)).toEqual({ ok: false, nextPossible: facts.earliest });
      expect(checkChangeDate(facts.earliest, now)).toEqual({ ok: true, date: facts.earliest });
      // A day between today and the earliest is never possible: it has no paper or its deadline has passed.
      for (let day = addDays(today, 1); day < facts.earliest; day = addDays(day, 1))
        expect(checkChangeDate(day, now)).toEqual({ ok: false, nextPossible: facts.earliest });
    });

    it("a stop over the first Christmas still ahead counts the papers that come (25 and 26 December print none)", () => {
      let year = Number(facts.earliest.slice(0, 4));
      if (facts.earliest > `${year}-12-21`) year++;
      expect(papersBetween(`${year}-12-21`, `${year}-12-31`)).toBe(facts.christmasPapers);
    });

    it("today in words, in Bokmål and Nynorsk", () => {
      expect(formatWeekdayDate(today, "nb")).toBe(facts.nb);
      expect(formatWeekdayDate(today, "nn")).toBe(facts.nn);
      expect(formatDate(today, "nn")).toBe(facts.nn.replace(/^\S+ /, "") + ` ${today.slice(0, 4)}`);
    });
  },
);
