// The steps of a complaint on /tilbakemelding that several journeys take (docs/decisions/037): the
// last day the paper came out before today, and its checkbox in the list of the last 30 days.
import type { Page } from "@playwright/test";
import { formatWeekdayDate, type Locale } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { isPublicationDay } from "#scripts/dev-backend/complaint/rules.ts";
import { PAPER_SCHEDULE } from "#scripts/dev-backend/core/platform-rules.ts";
import { platformToday } from "./clock.ts";

const edition = { publicationDays: PAPER_SCHEDULE.deliveryDays };

/** The latest publication day before `today` (Oslo): a paper that has surely come, or not. */
export function lastPaperDay(today = platformToday(), before = 1): string {
  let day = addDays(today, -1);
  for (let found = 0; ; day = addDays(day, -1)) {
    if (isPublicationDay(day, edition) && ++found === before) return day;
  }
}

/** "onsdag 18. november" as the list names the day, in the title's language. */
export const dayName = (date: string, locale: Locale = "nb") => formatWeekdayDate(date, locale);

/** A day's checkbox in the list of the last 30 days. */
export const dayCheckbox = (page: Page, date: string, locale: Locale = "nb") =>
  page.getByRole("checkbox", { name: new RegExp(`^${dayName(date, locale)} `) });
