// What can still be done with a registered delivery change (SPEC §5): move the last
// day of a dated stop or transfer, end a running one early, withdraw one that has not started —
// each only for days whose deadline (the day before, at the title's deadline time) has not passed.
// And what a stop means for money: the issues it spans (the title's publishing days) times the
// credit per issue the platform names. Pure, in Oslo calendar dates.
import { addDays } from "./oslo-date.ts";
import { isDeliveryDay, type DeliverySchedule } from "./delivery-deadline.ts";

/** The first delivery day on or after `date`. */
export function firstDeliveryDayFrom(date: string, schedule: DeliverySchedule): string {
  let day = date;
  for (let i = 0; i < 14; i++, day = addDays(day, 1)) if (isDeliveryDay(day, schedule)) return day;
  throw new Error("The delivery schedule has no delivery day");
}

/** Issues (delivery days) from `from` to `to`, both included; 0 when `to` is before `from`. */
export function issuesBetween(from: string, to: string, schedule: DeliverySchedule): number {
  let count = 0;
  // A year of days at most: a stop is never counted longer than that.
  for (let day = from, i = 0; day <= to && i < 366; day = addDays(day, 1), i++) {
    if (isDeliveryDay(day, schedule)) count++;
  }
  return count;
}

/** The credit of a stop: per issue times issues, in whole øre. */
export const creditFor = (perIssue: number, issues: number) => Math.round(perIssue * issues * 100) / 100;

export interface DatedChange {
  from: string;
  /** The last day; null for a change "til videre" (not a dated change). */
  to: string | null;
}

/**
 * Whether the last day of a dated change can still be moved when `earliest` is the next possible
 * day: the first delivery the move would touch is the day after the current last day (longer) or
 * the day after the new one (shorter); the current one must not be past its deadline.
 */
export const lastDayMovable = (change: DatedChange, earliest: string, schedule: DeliverySchedule) =>
  change.to !== null && firstDeliveryDayFrom(addDays(change.to, 1), schedule) >= earliest;

/** The earliest new last day: the day before the next possible day, and never before the first day. */
export const earliestLastDay = (change: DatedChange, earliest: string) => {
  const dayBefore = addDays(earliest, -1);
  return dayBefore > change.from ? dayBefore : change.from;
};

export type LastDayCheck =
  | { ok: true }
  | { ok: false; reason: "before-start" }
  /** The move touches a delivery past its deadline; `lastDay` is the earliest last day possible. */
  | { ok: false; reason: "too-late"; nextPossible: string; lastDay: string };

/** Checks a new last day `to` for a dated change, with `earliest` the next possible day now. */
export function checkNewLastDay(
  change: DatedChange,
  to: string,
  earliest: string,
  schedule: DeliverySchedule,
): LastDayCheck {
  if (to < change.from) return { ok: false, reason: "before-start" };
  const touched = change.to !== null && change.to < to ? change.to : to;
  if (change.to === null || firstDeliveryDayFrom(addDays(touched, 1), schedule) >= earliest)
    return { ok: true };
  return {
    ok: false,
    reason: "too-late",
    nextPossible: earliest,
    lastDay: earliestLastDay(change, earliest),
  };
}

/** Whether a registered change can still be withdrawn: its first day is not past its deadline. */
export const withdrawable = (change: DatedChange, earliest: string) => change.from >= earliest;
