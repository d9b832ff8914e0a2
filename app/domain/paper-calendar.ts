// The paper calendar: on which days a title's paper comes out. One statement, read by everything
// that counts papers — the delivery history and complaints, stops and their credit, transfers, the
// delivery card — and by the dev backend, which plays the platform (docs/decisions/049). A title
// prints on its weekdays except the paper-free days ("avisfrie dager") the press keeps every year;
// Easter is computed, so no year's list goes stale. Pure, on Oslo calendar dates ("2026-12-24").
import { addDays } from "./oslo-date.ts";

/** The weekdays every title of the group prints: Monday (1) to Saturday (6); no Sunday editions. */
export const PUBLICATION_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** ISO weekday of a date: 1 = Monday … 7 = Sunday, read at noon UTC so no time zone moves the day. */
export const isoWeekday = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay() || 7;

/**
 * "HH:MM" Oslo time by which a publication day's paper is delivered (the carriers' rounds end), for
 * a title that states no time of its own.
 */
export const DEFAULT_DELIVERED_BY = "07:00";

/**
 * When a title's carriers have delivered the paper (titles/<code>.json): on its publication days,
 * and on Saturdays where the thicker weekend paper comes later. Absent: DEFAULT_DELIVERED_BY.
 */
export interface DeliveryTimes {
  deliveredBy?: string;
  saturdayDeliveredBy?: string;
}

/** "HH:MM" Oslo time by which the title's paper of `day` is delivered: until then it is expected, not late. */
export function deliveredByOn(day: string, times: DeliveryTimes = {}): string {
  const weekdays = times.deliveredBy ?? DEFAULT_DELIVERED_BY;
  return isoWeekday(day) === 6 ? (times.saturdayDeliveredBy ?? weekdays) : weekdays;
}

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher), as an ISO date. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const paperFreeByYear = new Map<number, ReadonlySet<string>>();

/**
 * The weekdays no title prints: New Year's Day, Good Friday, Easter Monday, 1 May, the day after
 * Constitution Day (the papers of 17 May come out; the presses rest on the 18th), Whit Monday,
 * Christmas Day and Boxing Day. Sundays and Easter Sunday need no entry: nothing prints then.
 */
export function paperFreeDays(year: number): ReadonlySet<string> {
  let days = paperFreeByYear.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      `${year}-01-01`,
      addDays(easter, -2),
      addDays(easter, 1),
      `${year}-05-01`,
      `${year}-05-18`,
      addDays(easter, 50),
      `${year}-12-25`,
      `${year}-12-26`,
    ]);
    paperFreeByYear.set(year, days);
  }
  return days;
}

/** The weekdays a title prints; every title of the group the same today, said per title for the day one differs. */
export interface PaperEdition {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  publicationDays: readonly number[];
}

export const GROUP_EDITION: PaperEdition = { publicationDays: PUBLICATION_WEEKDAYS };

/** Whether the paper comes out on `day`: one of the title's weekdays and not a paper-free day. */
export function isPublicationDay(day: string, edition: PaperEdition = GROUP_EDITION): boolean {
  return (
    edition.publicationDays.includes(isoWeekday(day)) && !paperFreeDays(Number(day.slice(0, 4))).has(day)
  );
}

/** The publication days from `from` to `to`, both included, oldest first (a year and a bit at most). */
export function publicationDaysBetween(
  from: string,
  to: string,
  edition: PaperEdition = GROUP_EDITION,
): string[] {
  const days: string[] = [];
  for (let day = from, i = 0; day <= to && i < 400; day = addDays(day, 1), i++)
    if (isPublicationDay(day, edition)) days.push(day);
  return days;
}

/** How many papers come out from `from` to `to`, both included: what a stop leaves out. */
export const papersBetween = (from: string, to: string, edition: PaperEdition = GROUP_EDITION) =>
  publicationDaysBetween(from, to, edition).length;

/** The first publication day on or after `day`. */
export function publicationDayOnOrAfter(day: string, edition: PaperEdition = GROUP_EDITION): string {
  let d = day;
  for (let i = 0; i < 14; i++, d = addDays(d, 1)) if (isPublicationDay(d, edition)) return d;
  throw new Error("The paper edition has no publication day");
}
