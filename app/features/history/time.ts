// The history's times: an instant as the date and wall-clock time in Norway, and the month it
// belongs to, whatever the reader's own time zone. Nynorsk writes dates and months as Bokmål does
// ("1. november 2026"), so both are formatted as nb-NO: a browser without Nynorsk locale data
// (Chromium's headless shell is one) would otherwise fall back to English.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions) {
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("nb-NO", { ...options, timeZone: "Europe/Oslo" });
    formats.set(key, found);
  }
  return found;
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? "";

/** An ISO date ("2026-12-01") as "1. desember 2026". */
export function dayOf(isoDate: string): string {
  // Noon UTC is the same calendar day in Oslo all year round.
  return format("date", { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** "2026-11-18T09:00:00.000Z" → { date: "18. november 2026", time: "10:00" } (Oslo time). */
export function dateAndTime(at: string) {
  const instant = new Date(at);
  const date = format("date", { day: "numeric", month: "long", year: "numeric" }).format(instant);
  const parts = format("time", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(
    instant,
  );
  return { date, time: `${partOf(parts, "hour")}:${partOf(parts, "minute")}` };
}

/** The Oslo month of an instant as a key ("2026-11") and a heading ("november 2026"). */
export function monthOf(at: string) {
  const instant = new Date(at);
  const parts = format("month", { month: "2-digit", year: "numeric" }).formatToParts(instant);
  const name = format("monthName", { month: "long", year: "numeric" }).format(instant);
  return { key: `${partOf(parts, "year")}-${partOf(parts, "month")}`, name };
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
