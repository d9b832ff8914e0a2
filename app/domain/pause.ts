// A pause's length as the reader chooses it (docs/decisions/079): two weeks to three months, from a
// first day; its last day follows. The platform checks the same bounds (PAUSE_MIN_DAYS,
// PAUSE_MAX_MONTHS in the contract) and answers the figures; this only turns a choice into dates.
import { addDays, addMonths } from "./oslo-date.ts";

export const PAUSE_LENGTHS = ["2-uker", "1-mnd", "2-mnd", "3-mnd"] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number];

/** The last paused day of a pause of `length` from `from` (both paused). */
export function pauseEnd(from: string, length: PauseLength): string {
  if (length === "2-uker") return addDays(from, 13);
  const months = Number(length[0]);
  return addDays(addMonths(from, months), -1);
}

/** The length whose pause from `from` ends on `to`, if `to` is one of them. */
export const lengthOf = (from: string, to: string): PauseLength | null =>
  PAUSE_LENGTHS.find((length) => pauseEnd(from, length) === to) ?? null;
