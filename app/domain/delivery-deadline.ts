// Delivery changes (SPEC §5): a change must be registered before the deadline time on the day
// before a delivery day; past it, the next possible delivery day is proposed. All in Norwegian
// wall-clock time (Europe/Oslo), so the rule holds across daylight-saving changes.

export interface DeliverySchedule {
  /** ISO weekdays the paper comes: 1 = Monday … 7 = Sunday. */
  deliveryDays: readonly number[];
  /** Deadline on the day before a delivery day, "HH:MM" Oslo time. */
  deadline: string;
}

export const DEFAULT_SCHEDULE: DeliverySchedule = { deliveryDays: [1, 2, 3, 4, 5, 6], deadline: "12:00" };

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

/** Calendar arithmetic on ISO dates, free of time zones. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function isDeliveryDay(isoDate: string, schedule: DeliverySchedule = DEFAULT_SCHEDULE): boolean {
  return schedule.deliveryDays.includes(isoWeekday(isoDate));
}

/** Whether a change for delivery day `date` can still be registered at `now`. */
export function beforeDeadline(
  date: string,
  now: Date,
  schedule: DeliverySchedule = DEFAULT_SCHEDULE,
): boolean {
  const local = osloDateTime(now);
  const deadlineDate = addDays(date, -1);
  if (local.date !== deadlineDate) return local.date < deadlineDate;
  return local.time < schedule.deadline;
}

/** The first delivery day a change registered at `now` can start on. */
export function earliestChangeDate(now: Date, schedule: DeliverySchedule = DEFAULT_SCHEDULE): string {
  let candidate = addDays(osloDateTime(now).date, 1);
  for (let i = 0; i < 14; i++, candidate = addDays(candidate, 1)) {
    if (isDeliveryDay(candidate, schedule) && beforeDeadline(candidate, now, schedule)) return candidate;
  }
  throw new Error("The delivery schedule has no delivery day");
}

export type ChangeDateCheck = { ok: true; date: string } | { ok: false; nextPossible: string };

/**
 * Checks the first day of a change: it must be a delivery day whose deadline has not passed.
 * Otherwise the next possible delivery day on or after it is proposed.
 */
export function checkChangeDate(
  date: string,
  now: Date,
  schedule: DeliverySchedule = DEFAULT_SCHEDULE,
): ChangeDateCheck {
  if (isDeliveryDay(date, schedule) && beforeDeadline(date, now, schedule)) return { ok: true, date };
  const earliest = earliestChangeDate(now, schedule);
  let next = date > earliest ? date : earliest;
  while (!isDeliveryDay(next, schedule)) next = addDays(next, 1);
  return { ok: false, nextPossible: next };
}
