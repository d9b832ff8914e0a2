// The calendar's arithmetic and names for the delivery history (docs/decisions/037): the months a
// window touches as weeks from Monday, and the days and months in the title's language — our own
// words (app/domain/format.ts), so an nn title says "laurdag" in a browser without Nynorsk data.
import { formatMonth, formatWeekdayDate } from "#app/domain/format.ts";

/** "onsdag 18. november" */
export const dayName = (date: string) => formatWeekdayDate(date, __LOCALE__);

/** "november 2026" */
export const monthName = (month: string) => formatMonth(month, __LOCALE__);

export interface CalendarMonth {
  /** "2026-11" */
  month: string;
  /** Weeks of seven days, Monday first; null before the 1st and after the last day. */
  weeks: Array<Array<string | null>>;
}

/** The months from `from` to `to` (ISO dates), each as weeks. */
export function monthsOf(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let month = from.slice(0, 7);
  while (month <= to.slice(0, 7)) {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
    const cells: Array<string | null> = Array.from({ length: lead }, () => null);
    for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, "0")}`);
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: Array<Array<string | null>> = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    months.push({ month, weeks });
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  }
  return months;
}
