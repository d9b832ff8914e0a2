// Calendar dates in Norway: "today" and wall-clock time in Europe/Oslo, and arithmetic on ISO dates
// ("2026-11-22") done in UTC so no time zone or daylight-saving change shifts a day. The one home
// of these for the portal, the dev backend and the tests.

const osloParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Oslo calendar date ("2026-03-29") and wall-clock time ("12:30") of an instant. */
export function osloDateTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(osloParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today's date in Norway. */
export const osloToday = (now: Date = new Date()): string => osloDateTime(now).date;

const partsOf = (isoDate: string) => isoDate.split("-").map(Number) as [number, number, number];
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = partsOf(isoDate);
  return isoOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds calendar months; the 31st becomes the last day of a shorter month. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = partsOf(isoDate);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [y, m, d] = partsOf(iso);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
