// A pause (docs/decisions/079): its status by the dates, the one planned or running, why a new one
// is refused, and the days it may start and end — each rule once; handlers.ts answers with them.
import type { Pause } from "#app/api/contract/subscription.ts";
import {
  PAUSE_MAX_MONTHS,
  PAUSE_MIN_DAYS,
  PAUSE_ONE_IN_MONTHS,
  type PauseOffer,
  type PauseRefusal,
} from "#app/api/contract/schedule.ts";
import { addDays, addMonths, daysBetween } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { hasAccess, nextPossibleDay, pays } from "#scripts/dev-backend/core/platform-rules.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { many, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { paymentProblemOf } from "#scripts/dev-backend/payments/billing.ts";
import type { PauseRow } from "./tables.ts";

/** PLANNED before its first day, ACTIVE from it to its last, ENDED after (or withdrawn). */
export function pauseStatus(row: Pick<PauseRow, "from_date" | "to_date" | "withdrawn">, today: string) {
  if (row.withdrawn === 1 || row.to_date < today) return "ENDED" as const;
  return row.from_date > today ? ("PLANNED" as const) : ("ACTIVE" as const);
}

export const pauseFromRow = (row: PauseRow, today: string): Pause => ({
  pauseId: row.id,
  from: row.from_date,
  to: row.to_date,
  resumesOn: addDays(row.to_date, 1),
  status: pauseStatus(row, today),
});

/** The days a pause took (none for a withdrawn one). */
export const pausedDays = (row: Pick<PauseRow, "from_date" | "to_date" | "withdrawn">) =>
  row.withdrawn === 1 ? 0 : Math.max(0, daysBetween(row.from_date, row.to_date) + 1);

export const pausesOf = (db: Database, accountNo: string, titleCode: string) =>
  many<PauseRow>(
    db,
    "SELECT * FROM pauses WHERE aria_account_no = ? AND title_code = ? ORDER BY from_date, created_at",
    accountNo,
    titleCode,
  );

/** The pause planned or running, or null. */
export function currentPauseRow(db: Database, accountNo: string, titleCode: string, today: string) {
  return pausesOf(db, accountNo, titleCode).find((row) => pauseStatus(row, today) !== "ENDED") ?? null;
}

/** The subscription's `pause`: the one planned or running (ENDED ones are not on it). */
export function pauseOnSubscription(db: Database, sub: SubscriptionRow, today: string): Pause | null {
  const row = currentPauseRow(db, sub.aria_account_no, sub.title_code, today);
  return row ? pauseFromRow(row, today) : null;
}

/** Whether digital access and paper are closed on `day` by a pause. */
export const pausedOn = (db: Database, accountNo: string, titleCode: string, day: string) =>
  pausesOf(db, accountNo, titleCode).some(
    (row) => row.withdrawn === 0 && row.from_date <= day && day <= row.to_date,
  );

/** Whether the plan has a paper: a pause stops it too, and its days follow the delivery deadline. */
export const hasPaper = (sub: SubscriptionRow) =>
  sub.plan_product_type === "COMBO" || (JSON.parse(sub.features) as string[]).includes("PAPER");

/** A paid, running subscription of the reader's own: what can be paused or given a payment day. */
export function renewsItself(sub: SubscriptionRow) {
  return (
    hasAccess(sub.inst_status_code) &&
    sub.inst_status_code !== SubscriptionStatus.PENDING_CANCELLATION &&
    sub.inst_status_code !== SubscriptionStatus.PENDING_TERMINATION &&
    sub.gift === null &&
    pays({
      instStatusCode: sub.inst_status_code,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: sub.subscription_info1 },
    })
  );
}

/** Why no new pause can be registered now, or null (a planned one is not a refusal of its own). */
export function pauseRefusal(db: Database, sub: SubscriptionRow, today: string): PauseRefusal | null {
  if (!renewsItself(sub)) return "not-pausable";
  if (paymentProblemOf(db, sub.aria_account_no, sub.title_code, today)) return "overdue";
  // One in PAUSE_ONE_IN_MONTHS, counted from the first day of one that began (withdrawn ones did not).
  const since = addMonths(today, -PAUSE_ONE_IN_MONTHS);
  const began = pausesOf(db, sub.aria_account_no, sub.title_code).some(
    (row) => row.withdrawn === 0 && row.from_date <= today && row.from_date > since,
  );
  if (began) return "recent-pause";
  if (sub.pending_change) return "plan-change";
  return null;
}

/** The first day a pause can start: tomorrow, or for paper the next possible delivery day. */
export const earliestPauseFrom = (sub: SubscriptionRow, today: string, now: number) =>
  hasPaper(sub) ? nextPossibleDay(new Date(now)) : addDays(today, 1);

/** The last day of a pause that began on `from`. */
export const latestPauseTo = (from: string) => addDays(addMonths(from, PAUSE_MAX_MONTHS), -1);

export function pauseOffer(db: Database, sub: SubscriptionRow, today: string, now: number): PauseOffer {
  const current = pauseOnSubscription(db, sub, today);
  return {
    current,
    refusal: pauseRefusal(db, sub, today),
    earliestFrom: earliestPauseFrom(sub, today, now),
    latestFrom: addMonths(today, PAUSE_MAX_MONTHS),
    latestTo: current ? latestPauseTo(current.from) : null,
    paper: hasPaper(sub),
  };
}

/** What is wrong with a new pause's days (fields with codes), or null. */
export function pauseDatesProblem(offer: PauseOffer, from: string, to: string) {
  const fields: Record<string, string[]> = {};
  if (from < offer.earliestFrom) fields.from = ["too-early"];
  else if (from > offer.latestFrom) fields.from = ["too-late"];
  const toProblem = lastDayProblem(from, to, from);
  if (toProblem) fields.to = [toProblem];
  return Object.keys(fields).length > 0 ? fields : null;
}

/** A last day `to` for a pause from `from`: at least `min` and PAUSE_MIN_DAYS long, within PAUSE_MAX_MONTHS. */
export function lastDayProblem(from: string, to: string, min: string): "too-short" | "too-long" | null {
  if (to < min || daysBetween(from, to) + 1 < PAUSE_MIN_DAYS) return "too-short";
  if (to > latestPauseTo(from)) return "too-long";
  return null;
}
