// What a pause does by itself (docs/decisions/079), checked before every /api/ request and when the
// dev outbox is read (no timer), as gifts/sending.ts does: a week before it is over the reader is told
// the day it starts again and what is charged next (once; at once when less is left), and the day it
// is over the history tells that it resumed. Its status is read from its dates (./pauses.ts).
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { subscriptionOf } from "#scripts/dev-backend/core/handler.ts";
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { osloInstant, recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { nextPaymentOf } from "#scripts/dev-backend/payments/billing.ts";
import { tellReader } from "./notify.ts";
import { hasPaper } from "./pauses.ts";
import type { PauseRow } from "./tables.ts";
import { scheduleWords } from "./words.ts";

/** How many days before it starts again the reader is told. */
export const RESUME_NOTICE_DAYS = 7;

export function resumeDuePauses(db: Database, send: Send, now: number, today: string) {
  // Ended by the reader or withdrawn: they know; no e-mail and no "resumed".
  // Only a pause within a week of its end can have anything due (its last day at most six days on).
  const running = many<PauseRow>(
    db,
    `SELECT * FROM pauses WHERE withdrawn = 0 AND ended_at IS NULL AND (notice_at IS NULL OR resumed_at IS NULL)
       AND to_date <= ?`,
    addDays(today, RESUME_NOTICE_DAYS - 1),
  );
  for (const pause of running) {
    const resumesOn = addDays(pause.to_date, 1);
    const noticeDue =
      pause.notice_at === null && today >= addDays(resumesOn, -RESUME_NOTICE_DAYS) && today < resumesOn;
    const resumed = pause.resumed_at === null && today >= resumesOn;
    // Checked before every request: the subscription is read only for a pause with something due.
    if (!noticeDue && !resumed) continue;
    const title = send.titles.find((t) => t.titleCode === pause.title_code);
    const sub = subscriptionOf(db, pause.aria_account_no, pause.title_code);
    if (!title || !sub) continue;
    if (noticeDue) {
      const next = nextPaymentOf(db, title, sub, today);
      const text = scheduleWords(title).resumes({
        titleName: title.name,
        planName: sub.plan_name,
        resumesOn: formatNumericDate(resumesOn),
        paper: hasPaper(sub),
        next:
          next && next.kind !== "NONE_CANCELLED"
            ? { amount: formatKroner(next.amount), date: formatNumericDate(next.date) }
            : null,
        link: `${pause.origin}/pause`,
      });
      const required = "a pause ends: the subscription charges again";
      tellReader(db, send, { accountNo: pause.aria_account_no, title, required }, text);
      run(db, "UPDATE pauses SET notice_at = ? WHERE id = ?", now, pause.id);
    }
    if (resumed) {
      recordHistory(db, pause.aria_account_no, pause.title_code, osloInstant(resumesOn, "00:00"), "pause", {
        event: "resumed",
        from: pause.from_date,
        to: pause.to_date,
      });
      // Past the week ahead already (the clock moved on at once): that e-mail is too late now.
      run(
        db,
        "UPDATE pauses SET resumed_at = ?, notice_at = COALESCE(notice_at, ?) WHERE id = ?",
        now,
        now,
        pause.id,
      );
    }
  }
}
