// The next paper where the account's paper goes, by the platform's clock: today's until the title's
// own delivery time has passed (titles/<code>.json, the paper calendar's deliveredByOn), else the
// next publication day on which a paper comes (a stop or a pause leaves its days out). For the delivery card.
import type { Delivery } from "#app/api/contract/delivery.ts";
import { addDays, osloDateTime } from "#app/domain/oslo-date.ts";
import { deliveredByOn, isPublicationDay, type DeliveryTimes } from "#app/domain/paper-calendar.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { pausedOn } from "#scripts/dev-backend/schedule/pauses.ts";
import { deliveryPostalCodeOn } from "./changes.ts";

/** How far ahead a paper is looked for: past it (a stop "til videre") none is named. */
const LOOK_AHEAD_DAYS = 62;

export function nextPaperOf(
  db: Database,
  ariaAccountNo: string,
  title: DeliveryTimes & { titleCode: string },
  now: number,
): Delivery["nextPaper"] {
  const { date: today, time } = osloDateTime(new Date(now));
  for (let day = today, i = 0; i < LOOK_AHEAD_DAYS; day = addDays(day, 1), i++) {
    if (!isPublicationDay(day)) continue;
    const deliveredBy = deliveredByOn(day, title);
    if (day === today && time >= deliveredBy) continue;
    if (deliveryPostalCodeOn(db, ariaAccountNo, title.titleCode, day) === null) continue;
    // A pause stops the paper too (docs/decisions/079).
    if (pausedOn(db, ariaAccountNo, title.titleCode, day)) continue;
    return { date: day, deliveredBy, today: day === today };
  }
  return undefined;
}
