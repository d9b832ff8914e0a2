// The journeys' clock. The platform stand-in and the browser stand at one instant, pinned at the
// start of every journey from one setting: TEST_TODAY ("2026-11-28T07:00", Oslo wall-clock time),
// or the day of a dated project (playwright.config.ts). advanceClock and resetBackend move both
// (session.ts); a journey that needs "today" asks platformToday(), never the machine's clock.
import { osloToday } from "#app/domain/oslo-date.ts";

/** The day the journeys run on when TEST_TODAY is not set: an ordinary Wednesday morning. */
export const DEFAULT_TEST_TODAY = "2026-11-25T07:00";

/**
 * The days that have bitten or will, on which CI runs the journeys tagged @dated once more: the
 * weekend (no paper on Sunday), a Monday after paper-free days, the national day, Christmas Eve,
 * and both Sundays the clocks change.
 */
export const DATED_DAYS = {
  saturday: "2026-11-28T07:00",
  sunday: "2026-11-29T07:00",
  "monday-after-christmas": "2026-12-28T07:00",
  "17-may": "2027-05-17T07:00",
  "christmas-eve": "2026-12-24T07:00",
  "summer-time-begins": "2027-03-28T07:00",
  "winter-time-begins": "2026-10-25T07:00",
} as const;

let known = { at: Date.now(), seenAt: Date.now() };

/** What the platform stand-in said its clock was (an ISO instant), just now. */
export function platformClockIs(isoInstant: string): Date {
  known = { at: Date.parse(isoInstant), seenAt: Date.now() };
  return new Date(known.at);
}

/** The platform's time now, as the browser's pinned clock also has it. */
export const platformNow = (): Date => new Date(known.at + Date.now() - known.seenAt);

/** Today in Oslo at the platform. */
export const platformToday = (): string => osloToday(platformNow());
