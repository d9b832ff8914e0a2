// The day the stand-in's clock stands on: TEST_TODAY pins it ("2026-11-28T07:00", or "2026-11-28"
// for 07:00, wall-clock time in Oslo), so the personas' dates, the paper calendar and every "today"
// are the same whatever day the tests run. The journeys pin the browser's clock to the same instant
// (tests/e2e/fixtures.ts); `npm start` runs on the real clock unless TEST_TODAY is set.
import { osloInstant } from "#app/domain/disruption.ts";

const FORM = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

/** The instant (ms) of a TEST_TODAY value; throws, saying the form, when it is not one. */
export function parseTestToday(value: string): number {
  const match = FORM.exec(value.trim());
  const date = match?.[1];
  const time = match?.[2] ?? "07:00";
  const instant = date ? osloInstant(date, time).getTime() : Number.NaN;
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const realDate = date !== undefined && new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) === date;
  if (!realDate || Number.isNaN(instant) || hours > 23 || minutes > 59) {
    throw new Error(
      `TEST_TODAY must be a date with an optional Oslo time, e.g. 2026-11-28T07:00, not "${value}".`,
    );
  }
  return instant;
}

/** The pinned instant from the environment, or null for the real clock. */
export function testTodayFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const value = env.TEST_TODAY;
  return value === undefined || value === "" ? null : parseTestToday(value);
}
