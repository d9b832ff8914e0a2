// The history's times: an instant as the date and wall-clock time in Norway, and the month it
// belongs to, whatever the reader's own time zone. The words come from app/domain/format.ts.
import { formatDate, formatMonth, formatTime } from "#app/domain/format.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";

/** An ISO date ("2026-12-01") as "1. desember 2026". */
export const dayOf = (isoDate: string): string => formatDate(isoDate, __LOCALE__);

/** "2026-11-18T09:00:00.000Z" → { date: "18. november 2026", time: "10.00" } (Oslo time). */
export function dateAndTime(at: string) {
  const instant = new Date(at);
  return { date: formatDate(osloDateTime(instant).date, __LOCALE__), time: formatTime(instant) };
}

/** The Oslo month of an instant as a key ("2026-11") and a heading ("november 2026"). */
export function monthOf(at: string) {
  const key = osloDateTime(new Date(at)).date.slice(0, 7);
  return { key, name: formatMonth(key, __LOCALE__) };
}

/** Entries (newest first) grouped by Oslo month, newest month first. */
export function byMonth<T extends { at: string }>(entries: readonly T[]) {
  const months: Array<{ key: string; name: string; entries: T[] }> = [];
  for (const entry of entries) {
    const { key, name } = monthOf(entry.at);
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else months.push({ key, name, entries: [entry] });
  }
  return months;
}
