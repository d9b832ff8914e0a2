// Delivery disruptions: the platform knows the paper is late or missing today in a
// postal code (weather, a printing fault). A complaint about today's paper is not offered until the
// time the paper is expected by has passed — it may still come. Oslo wall-clock time throughout.
import { osloDateTime } from "./oslo-date.ts";

export interface DisruptionFacts {
  /** The Oslo calendar day the disruption is for ("2026-11-26"). */
  date: string;
  /** Expected delivered by ("HH:MM", Oslo) that day; null when the paper does not come at all. */
  until: string | null;
}

/**
 * The instant of Oslo wall-clock `time` on `date`. A time skipped when summer time starts (02:30 on
 * the last Sunday of March) is the instant an hour later on the clock (03:30); a time that comes
 * twice when it ends (02:30 on the last Sunday of October) is its first occurrence.
 */
export function osloInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Oslo is UTC+2 (summer) or UTC+1 (winter): the earliest offset whose clock reads the time wins.
  for (const offsetHours of [2, 1]) {
    const instant = new Date(wall - offsetHours * 3_600_000);
    const local = osloDateTime(instant);
    if (local.date === date && local.time === time) return instant;
  }
  // Skipped by the change to summer time: an hour later on the clock, at UTC+2.
  return new Date(wall - 3_600_000);
}

/**
 * When a complaint about today's paper opens, given the disruption the platform knows of for the
 * reader's postal code: the expected time, if that is still to come today. Null when nothing holds
 * it back (no disruption today, the paper does not come at all, or the time has passed).
 */
export function todayComplaintOpensAt(disruption: DisruptionFacts | null, now: Date): Date | null {
  if (!disruption || disruption.until === null) return null;
  if (osloDateTime(now).date !== disruption.date) return null;
  const opens = osloInstant(disruption.date, disruption.until);
  return now < opens ? opens : null;
}

/** Whether the disruption is for today in Oslo (a notice for another day is not shown). */
export const isToday = (disruption: DisruptionFacts, now: Date) => osloDateTime(now).date === disruption.date;
