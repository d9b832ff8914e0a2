// The history's times: an instant as the date and wall-clock time in Norway, and the month it
// belongs to, whatever the reader's own time zone.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: "nb" | "nn", key: string, options: Intl.DateTimeFormatOptions) {
  const id = `${locale}:${key}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === "nn" ? "nn-NO" : "nb-NO", {
      ...options,
      timeZone: "Europe/Oslo",
    });
    formats.set(id, found);
  }
  return found;
}

/** "2026-11-18T09:00:00.000Z" → { date: "18. november 2026", time: "10:00" } (Oslo time). */
export function dateAndTime(at: string, locale: "nb" | "nn") {
  const instant = new Date(at);
  const date = format(locale, "date", { day: "numeric", month: "long", year: "numeric" }).format(instant);
  const parts = format(locale, "time", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date, time: `${part("hour")}:${part("minute")}` };
}

/** The Oslo month of an instant as a key ("2026-11") and a heading ("november 2026"). */
export function monthOf(at: string, locale: "nb" | "nn") {
  const instant = new Date(at);
  const parts = format(locale, "month", { month: "2-digit", year: "numeric" }).formatToParts(instant);
  const key = `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
  const name = format(locale, "monthName", { month: "long", year: "numeric" }).format(instant);
  return { key, name };
}

/** Entries (newest first) grouped by Oslo month, newest month first. */
export function byMonth<T extends { at: string }>(entries: readonly T[], locale: "nb" | "nn") {
  const months: Array<{ key: string; name: string; entries: T[] }> = [];
  for (const entry of entries) {
    const { key, name } = monthOf(entry.at, locale);
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else months.push({ key, name, entries: [entry] });
  }
  return months;
}
