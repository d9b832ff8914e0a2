// Dates, times and amounts the Norwegian way, the one formatter for the portal, the dev backend and
// the tests: "1. desember 2026", "laurdag 28. november", "kl. 10.30", "1 299 kr", "173,10 kr".
// Day and month names are our own tables, not Intl's: Chrome, Edge, Android WebView and Debian's
// Chromium have no Nynorsk locale data and answer Bokmål ("lørdag") for "nn-NO" (STYLE.md rule 21).
// ISO dates are calendar dates, read by arithmetic, so no time zone moves a day.
import { osloDateTime } from "./oslo-date.ts";

export type Locale = "nb" | "nn";

/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  nb: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
  nn: ["sundag", "måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag"],
};

const MONTH_NAMES = [
  "januar",
  "februar",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "desember",
] as const;

/** Nynorsk names the months as Bokmål does. */
const MONTHS: Record<Locale, readonly string[]> = { nb: MONTH_NAMES, nn: MONTH_NAMES };

/** "2026-12-01" → [2026, 12, 1]; a malformed date is a programming error, not something to show. */
function partsOf(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** An ISO date ("2026-12-01") as "1. desember 2026". */
export function formatDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = partsOf(isoDate);
  return `${day}. ${MONTHS[locale][month - 1]} ${year}`;
}

/** An ISO date ("2026-11-28") as "laurdag 28. november" (nn) or "lørdag 28. november" (nb). */
export function formatWeekdayDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = partsOf(isoDate);
  // The weekday by UTC arithmetic: a calendar fact, the same in every time zone.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[locale][weekday]} ${day}. ${MONTHS[locale][month - 1]}`;
}

/** A month ("2026-11") as "november 2026". */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const [year, month] = partsOf(`${yearMonth}-01`);
  return `${MONTHS[locale][month - 1]} ${year}`;
}

/** An ISO date ("2026-11-22") as "22.11.2026", for texts by SMS and e-mail. */
export function formatNumericDate(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return `${pad2(day)}.${pad2(month)}.${year}`;
}

/**
 * The time of day as Norwegian writes it after "kl.": "10.30" (Språkrådet), not "10:30". A string
 * is the platform's "HH:MM" Oslo wall-clock time; a Date is an instant, read on the clock in Oslo.
 */
export function formatTime(value: string | Date): string {
  if (value instanceof Date) return formatTime(osloDateTime(value).time);
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${value}`);
  return `${match[1]}.${match[2]}`;
}

/** "1299" → "1 299": thousands grouped with a plain space, as the portal has always written them. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/**
 * An amount in kroner: "299 kr", "1 299 kr", and with øre always two decimals, "173,10 kr" — never
 * one (house rule). Rounded to whole øre.
 */
export function formatKroner(amount: number): string {
  const ore = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && ore > 0 ? "−" : "";
  const whole = Math.floor(ore / 100);
  const rest = ore % 100;
  return `${sign}${grouped(whole)}${rest === 0 ? "" : `,${pad2(rest)}`} kr`;
}
