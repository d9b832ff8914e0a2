// A power of attorney (fullmakt) on Min side, as pure rules: what a subscriber may let a helper do,
// and until when. The platform holds the same rules (scripts/dev-backend/fullmakt/); the portal
// uses them to offer only what may be chosen and to say why a date is refused.
import { addMonths } from "./oslo-date.ts";
import type { HelperRight } from "./helper-rights.ts";

export { HELPER_NAME_MAX, HELPER_RIGHTS, offersFor, type HelperRight, type Offers } from "./helper-rights.ts";

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
