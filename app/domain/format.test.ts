import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDate,
  formatKroner,
  formatMonth,
  formatNumericDate,
  formatTime,
  formatWeekdayDate,
} from "./format.ts";

// 2026-11-23 is a Monday: the week to Sunday 29 November.
const WEEK = [
  "2026-11-23",
  "2026-11-24",
  "2026-11-25",
  "2026-11-26",
  "2026-11-27",
  "2026-11-28",
  "2026-11-29",
];

describe("day names, in our own words", () => {
  it("names every weekday in Bokmål", () => {
    expect(WEEK.map((day) => formatWeekdayDate(day, "nb"))).toEqual([
      "mandag 23. november",
      "tirsdag 24. november",
      "onsdag 25. november",
      "torsdag 26. november",
      "fredag 27. november",
      "lørdag 28. november",
      "søndag 29. november",
    ]);
  });

  it("names every weekday in Nynorsk", () => {
    expect(WEEK.map((day) => formatWeekdayDate(day, "nn"))).toEqual([
      "måndag 23. november",
      "tysdag 24. november",
      "onsdag 25. november",
      "torsdag 26. november",
      "fredag 27. november",
      "laurdag 28. november",
      "sundag 29. november",
    ]);
  });

  it("gets the weekday right across years, leap days and the change to summer time", () => {
    expect(formatWeekdayDate("2028-02-29", "nn")).toBe("tysdag 29. februar");
    expect(formatWeekdayDate("2027-03-28", "nb")).toBe("søndag 28. mars");
    expect(formatWeekdayDate("2027-01-01", "nn")).toBe("fredag 1. januar");
  });
});

describe("months and dates", () => {
  const MONTHS = "januar februar mars april mai juni juli august september oktober november desember".split(
    " ",
  );
  const months = MONTHS.map((_, i) => `2026-${String(i + 1).padStart(2, "0")}`);

  it.each(["nb", "nn"] as const)("names every month in %s", (locale) => {
    expect(months.map((month) => formatMonth(month, locale))).toEqual(MONTHS.map((name) => `${name} 2026`));
    expect(months.map((month) => formatDate(`${month}-01`, locale))).toEqual(
      MONTHS.map((name) => `1. ${name} 2026`),
    );
  });

  it("writes dates as 1. desember 2026", () => {
    expect(formatDate("2026-12-01", "nb")).toBe("1. desember 2026");
    expect(formatDate("2027-03-28", "nn")).toBe("28. mars 2027");
    expect(formatDate("2026-12-31", "nn")).toBe("31. desember 2026");
  });

  it("writes numeric dates as 22.11.2026", () => {
    expect(formatNumericDate("2026-11-22")).toBe("22.11.2026");
    expect(formatNumericDate("2027-01-05")).toBe("05.01.2027");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatDate("22.11.2026", "nb")).toThrow(RangeError);
  });
});

describe("time of day, as in kl. 10.30", () => {
  it("writes the platform's wall-clock time with a full stop", () => {
    expect(formatTime("10:30")).toBe("10.30");
    expect(formatTime("06:00")).toBe("06.00");
    expect(formatTime("23:59")).toBe("23.59");
  });

  it("reads an instant on the clock in Oslo, in winter and in summer time", () => {
    expect(formatTime(new Date("2026-11-18T09:00:00Z"))).toBe("10.00");
    expect(formatTime(new Date("2026-07-01T21:30:00Z"))).toBe("23.30");
    // Summer time starts 29 March 2026 at 02:00 (UTC+1 → UTC+2).
    expect(formatTime(new Date("2026-03-29T00:59:00Z"))).toBe("01.59");
    expect(formatTime(new Date("2026-03-29T01:00:00Z"))).toBe("03.00");
    // It ends 25 October 2026 at 03:00 (UTC+2 → UTC+1): 02.30 comes twice.
    expect(formatTime(new Date("2026-10-25T00:30:00Z"))).toBe("02.30");
    expect(formatTime(new Date("2026-10-25T01:30:00Z"))).toBe("02.30");
    expect(formatTime(new Date("2026-10-25T02:30:00Z"))).toBe("03.30");
  });

  it("refuses what is not a time of day", () => {
    expect(() => formatTime("10.30")).toThrow(RangeError);
  });
});

describe("kroner: two decimals or none", () => {
  it("writes whole kroner without decimals", () => {
    expect(formatKroner(299)).toBe("299 kr");
    expect(formatKroner(0)).toBe("0 kr");
    expect(formatKroner(1)).toBe("1 kr");
  });

  it("groups thousands with a space", () => {
    expect(formatKroner(1299)).toBe("1 299 kr");
    expect(formatKroner(3190)).toBe("3 190 kr");
    expect(formatKroner(1234567.5)).toBe("1 234 567,50 kr");
  });

  it("writes øre with two decimals, never one", () => {
    expect(formatKroner(173.1)).toBe("173,10 kr");
    expect(formatKroner(17.31)).toBe("17,31 kr");
    expect(formatKroner(103.86)).toBe("103,86 kr");
    expect(formatKroner(0.5)).toBe("0,50 kr");
    // Floating point noise is rounded to whole øre, not shown.
    expect(formatKroner(0.1 + 0.2)).toBe("0,30 kr");
    expect(formatKroner(17.31 * 6)).toBe("103,86 kr");
    expect(formatKroner(299.999)).toBe("300 kr");
  });

  it("writes a negative amount with a minus sign", () => {
    expect(formatKroner(-324)).toBe("−324 kr");
    expect(formatKroner(-0)).toBe("0 kr");
  });
});

describe("without the browser's locale data", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("writes Nynorsk where Intl has none and answers Bokmål for nn-NO, as Chrome does", async () => {
    const real = Intl;
    const asked: string[] = [];
    // Chrome's Intl: no nn data, so an nn-NO formatter falls back to Bokmål's words.
    const chromeLike = (locales?: string | string[]) => {
      const list = locales === undefined ? [] : [locales].flat();
      asked.push(...list);
      return list.map((l) => (l.startsWith("nn") ? "nb-NO" : l));
    };
    function DateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new real.DateTimeFormat(chromeLike(locales), options);
    }
    function NumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new real.NumberFormat(chromeLike(locales), options);
    }
    vi.stubGlobal("Intl", { ...real, DateTimeFormat, NumberFormat });
    vi.resetModules();
    // Loaded afresh, so every formatter the modules make at load time goes through the stub too.
    const format = await import("./format.ts");

    expect(format.formatWeekdayDate("2026-11-28", "nn")).toBe("laurdag 28. november");
    expect(format.formatWeekdayDate("2026-11-30", "nn")).toBe("måndag 30. november");
    expect(format.formatDate("2026-11-28", "nn")).toBe("28. november 2026");
    expect(format.formatMonth("2026-11", "nn")).toBe("november 2026");
    expect(format.formatTime(new Date("2026-11-28T09:30:00Z"))).toBe("10.30");
    expect(format.formatKroner(1299.5)).toBe("1 299,50 kr");
    // Intl is asked for digits in Oslo time only (oslo-date.ts), never for Norwegian words.
    expect(asked).toContain("en-GB");
    expect(asked.filter((locale) => locale !== "en-GB")).toEqual([]);
  });
});
