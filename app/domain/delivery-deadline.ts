// Delivery changes (SPEC §5): a change must be registered before the deadline time on the day
// before a delivery day; past it, the next possible delivery day is proposed. All in Norwegian
// wall-clock time (Europe/Oslo), so the rule holds across daylight-saving changes.
import { addDays, osloDateTime } from "./oslo-date.ts";
import { isPublicationDay, isoWeekday, PUBLICATION_WEEKDAYS } from "./paper-calendar.ts";

export { isoWeekday };

export interface DeliverySchedule {
  /** ISO weekdays the paper comes: 1 = Monday … 7 = Sunday. */
  deliveryDays: readonly number[];
  /** Deadline on the day before a delivery day, "HH:MM" Oslo time. */
  deadline: string;
}

export const DEFAULT_SCHEDULE: DeliverySchedule = { deliveryDays: PUBLICATION_WEEKDAYS, deadline: "12:00" };

/** A delivery day: one of the schedule's weekdays that is not a paper-free day (the paper calendar). */
export function isDeliveryDay(isoDate: string, schedule: DeliverySchedule = DEFAULT_SCHEDULE): boolean {
  return isPublicationDay(isoDate, { publicationDays: schedule.deliveryDays });
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
