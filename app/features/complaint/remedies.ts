// Which of the platform's offered remedies fit the case the reader is describing (docs/decisions/037):
// the platform answers what it offers now and for which categories; a redelivery is of today's
// paper, so it fits only a complaint about today's paper alone. The platform checks it again.
import type { DeliveryDay, DeliveryHistory, RemedyOffer } from "#app/api/contract/complaint.ts";

export function offeredRemedies(
  history: Pick<DeliveryHistory, "remedies">,
  category: string | undefined,
  dates: readonly string[],
): RemedyOffer[] {
  if (!category || dates.length === 0) return [];
  return history.remedies.filter(
    (r) =>
      r.categories.includes(category) &&
      (r.kind !== "REDELIVERY" || (dates.length === 1 && dates[0] === r.date)),
  );
}

/** Whether the platform makes good a complaint of this category at all. */
export const remediedCategory = (history: Pick<DeliveryHistory, "remedies">, category: string | undefined) =>
  Boolean(category) && history.remedies.some((r) => r.categories.includes(category!));

/**
 * The days a complaint may concern: delivered publication days of the window, not yet complained
 * about — and not today's while a disruption holds it back (it may still come).
 */
export const complainableDays = (history: Pick<DeliveryHistory, "days" | "today" | "todayOpensAt">) =>
  history.days.filter((d) => isPickable(history, d)).map((d) => d.date);

/**
 * Whether a day of the history can be picked for a complaint now: a delivered paper, or today's
 * that a disruption says is not coming; not today's before it is due or while it is late.
 */
export const isPickable = (
  history: Pick<DeliveryHistory, "today" | "todayOpensAt">,
  day: Pick<DeliveryDay, "date" | "status">,
) =>
  (day.status === "DELIVERED" || day.status === "NOT_COMING") &&
  !(day.date === history.today && history.todayOpensAt);
