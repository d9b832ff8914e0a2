// A power of attorney (fullmakt) on Min side, as pure rules: what a subscriber may let a helper do,
// and until when. The platform holds the same rules (scripts/dev-backend/fullmakt/); the portal
// uses them to offer only what may be chosen and to say why a date is refused.
import { addMonths } from "./oslo-date.ts";
import type { HelperRight } from "./helper-rights.ts";

export { HELPER_NAME_MAX, HELPER_RIGHTS, type HelperRight } from "./helper-rights.ts";

/** The farthest a grant may last: two years from today, then the subscriber gives it again. */
export const LONGEST_GRANT_MONTHS = 24;

/** What a new grant lasts unless the subscriber chooses otherwise: one year. */
export const defaultValidUntil = (today: string) => addMonths(today, 12);
export const latestValidUntil = (today: string) => addMonths(today, LONGEST_GRANT_MONTHS);

/** Why a last day is refused, or null: not before today, not beyond the longest grant. */
export function validUntilProblem(validUntil: string, today: string): "past" | "too-far" | null {
  if (validUntil < today) return "past";
  if (validUntil > latestValidUntil(today)) return "too-far";
  return null;
}

/** Paying needs seeing the invoices: a helper cannot pay what they cannot see. */
export const rightsProblem = (rights: readonly HelperRight[]): "pay-without-see" | null =>
  rights.includes("pay") && !rights.includes("see") ? "pay-without-see" : null;

/**
 * What a page offers the one who reads it: everything on their own account; for someone they help,
 * only what the grant reaches — never the person's own choices (cancel, change plan or payment
 * method, consents), and paying only with the right to pay. Leaving out is a courtesy: the platform
 * refuses the rest anyway (403 NOT_GRANTED, ADR 054).
 */
export interface Offers {
  /** The subscriber's own choices: cancel or undo it, change plan or payment method, consents. */
  ownChoices: boolean;
  pay: boolean;
  complaint: boolean;
}

export const offersFor = (acting: { rights: readonly HelperRight[] } | null | undefined): Offers => ({
  ownChoices: !acting,
  pay: !acting || acting.rights.includes("pay"),
  complaint: !acting || acting.rights.includes("complaint"),
});
