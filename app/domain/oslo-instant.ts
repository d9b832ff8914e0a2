// A wall-clock day and time in Oslo as an instant: a disruption's announced hour, a planned gift's
// (ADR 077). Apart from ./oslo-date.ts, whose chunk every page with a date loads: only the screens
// that plan something for an hour need this.
import { osloDateTime } from "./oslo-date.ts";

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
