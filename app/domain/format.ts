// Dates and prices the Norwegian way, used everywhere: "1. desember 2026", "299 kr".

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO date (2026-12-01) as "1. desember 2026". */
export function formatDate(isoDate: string, locale: "nb" | "nn"): string {
  const key = locale;
  let format = dateFormats.get(key);
  if (!format) {
    // A browser without Nynorsk date names (Debian's Chromium is one) would fall back to English
    // ("November 25, 2026"); Bokmål writes day, month and year as Nynorsk does, so it comes next.
    format = new Intl.DateTimeFormat(locale === "nn" ? ["nn-NO", "nb-NO"] : "nb-NO", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Oslo",
    });
    dateFormats.set(key, format);
  }
  const [year, month, day] = isoDate.split("-").map(Number);
  // Noon UTC is the same calendar day in Oslo all year round.
  return format.format(new Date(Date.UTC(year!, month! - 1, day!, 12)));
}

/** Whole kroner as "299 kr", thousands grouped with a space: "1 299 kr". */
export function formatKroner(amount: number): string {
  const grouped = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 2 })
    .format(amount)
    .replace(/\u00a0/g, " ");
  return `${grouped} kr`;
}
