// AvtaleGiro's rules the screens share (docs/decisions/053): whether the next charge is over the
// mandate's limit — the bank will not draw it, so the subscriber is told before the due date — and
// whether a rejection is recent enough to tell of.
import { addDays } from "./oslo-date.ts";

interface MandateFacts {
  status: string;
  limit: number;
  answeredOn: string | null;
}

/** The next charge is drawn by AvtaleGiro and is more than the active mandate's limit. */
export const overLimit = (
  next: { amount: number; method: { type: string } | null } | null,
  mandate: MandateFacts | null | undefined,
) =>
  !!next && next.method?.type === "AVTALEGIRO" && mandate?.status === "ACTIVE" && next.amount > mandate.limit;

/** How long the front page tells of a mandate the bank rejected. */
export const REJECTION_SHOWN_DAYS = 30;

export const recentlyRejected = (mandate: MandateFacts | null | undefined, today: string) =>
  mandate?.status === "REJECTED" &&
  mandate.answeredOn !== null &&
  addDays(mandate.answeredOn, REJECTION_SHOWN_DAYS) >= today;
