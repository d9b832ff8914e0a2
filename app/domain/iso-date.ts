// Whether typed text is a calendar date as ISO writes it: for the forms that take a date. Apart from
// oslo-date.ts, which every page that shows a date loads (the "dates" chunk, vite.config.ts): only
// the screens that check a typed date need this.
import { addDays } from "./oslo-date.ts";

/** Whether `value` is a calendar date written as ISO ("2026-02-29" is not). */
export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
