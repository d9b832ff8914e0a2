// A stop in the paper's delivery tells the reader when it begins and when it is over, as a delivery
// message ("leveringsavvik", messages/deliver.ts): by the channels the reader chose for it on
// /varsler, held back and recorded as such when they chose none (docs/decisions/088). Checked before
// every /api/ request and when the dev outbox is read (no timer), with the other messages that come
// due by the clock (messages/due.ts). Each once: on its first day that it began, and the day after
// its last that it is over, with the day the next paper comes. A stop the clock has passed whole is
// told only that it is over; a withdrawn stop never began.
import { formatWeekdayDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { osloInstant } from "#scripts/dev-backend/history/handlers.ts";
import type { DeliveryChangeRow } from "./changes.ts";
import { nextPaperOf } from "./next-paper.ts";

interface StopWords {
  /** It began today (or on `from`, told late); until the last day, or until the reader starts it again. */
  began: (m: {
    titleName: string;
    from: string | null;
    to: string | null;
    resumes: string | null;
    link: string;
  }) => string;
  /** It is over: the next paper's day, when there is one within the calendar's reach. */
  over: (m: { titleName: string; resumes: string | null; link: string }) => string;
}

const nb: StopWords = {
  began: (m) =>
    `${m.titleName}: Avisstoppen din ${m.from === null ? "begynner i dag" : `begynte ${m.from}`}. ` +
    (m.to === null
      ? `Du får ikke papiravisen før du starter leveringen igjen. Det gjør du her: ${m.link}`
      : `Du får ikke papiravisen til og med ${m.to}` +
        (m.resumes === null ? ". " : `, og den kommer igjen ${m.resumes}. `) +
        `Se eller endre stoppen: ${m.link}`),
  over: (m) =>
    `${m.titleName}: Avisstoppen din er over` +
    (m.resumes === null ? ". " : `, og papiravisen kommer igjen ${m.resumes}. `) +
    `Se leveringen din: ${m.link}`,
};

const nn: StopWords = {
  began: (m) =>
    `${m.titleName}: Avisstoppen din ${m.from === null ? "byrjar i dag" : `byrja ${m.from}`}. ` +
    (m.to === null
      ? `Du får ikkje papiravisa før du startar leveringa igjen. Det gjer du her: ${m.link}`
      : `Du får ikkje papiravisa til og med ${m.to}` +
        (m.resumes === null ? ". " : `, og ho kjem igjen ${m.resumes}. `) +
        `Sjå eller endre stoppen: ${m.link}`),
  over: (m) =>
    `${m.titleName}: Avisstoppen din er over` +
    (m.resumes === null ? ". " : `, og papiravisa kjem igjen ${m.resumes}. `) +
    `Sjå leveringa di: ${m.link}`,
};

/** The day the next paper comes after the stop's last day, as the title writes it; null past the calendar's reach. */
function resumesAfter(db: Database, title: Title, stop: DeliveryChangeRow): string | null {
  if (stop.to_date === null) return null;
  const next = nextPaperOf(db, stop.aria_account_no, title, osloInstant(addDays(stop.to_date, 1), "00:00"));
  return next ? formatWeekdayDate(next.date, title.locale) : null;
}

export function tellStopsBeginningOrOver(db: Database, send: Send, now: number, today: string) {
  // Only a stop with something due: begun and not told so, or past its last day and not told so.
  const due = many<DeliveryChangeRow>(
    db,
    `SELECT * FROM delivery_changes WHERE type = 'STOP' AND withdrawn_at IS NULL
       AND ((start_told_at IS NULL AND from_date <= ?) OR (end_told_at IS NULL AND to_date < ?))`,
    today,
    today,
  );
  for (const stop of due) {
    const title = send.titles.find((t) => t.titleCode === stop.title_code);
    if (!title) continue;
    const words = title.locale === "nn" ? nn : nb;
    const link = `${stop.origin ?? `http://${title.titleCode.toLowerCase()}.localhost`}/endre-avislevering`;
    const over = stop.to_date !== null && stop.to_date < today;
    const resumes = resumesAfter(db, title, stop);
    const text = over
      ? words.over({ titleName: title.name, resumes, link })
      : words.began({
          titleName: title.name,
          from: stop.from_date === today ? null : formatWeekdayDate(stop.from_date, title.locale),
          to: stop.to_date === null ? null : formatWeekdayDate(stop.to_date, title.locale),
          resumes,
          link,
        });
    send({
      title,
      accountNo: stop.aria_account_no,
      kind: "delivery",
      text,
      origin: stop.origin ?? undefined,
    });
    // Over: that it began is no news any more, and is not told after this.
    if (over)
      run(
        db,
        "UPDATE delivery_changes SET start_told_at = COALESCE(start_told_at, ?), end_told_at = ? WHERE id = ?",
        now,
        now,
        stop.id,
      );
    else run(db, "UPDATE delivery_changes SET start_told_at = ? WHERE id = ?", now, stop.id);
  }
}
