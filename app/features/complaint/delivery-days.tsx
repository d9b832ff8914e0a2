// The paper's last 30 days (docs/decisions/037): a month calendar for the eye, and the
// same days as a list that a screen reader reads in order, where the days are picked with real
// checkboxes. Every day says what happened in words and a symbol, never by colour alone.
import type { FieldMetadata } from "@conform-to/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { DeliveryDay, DeliveryHistory } from "#app/api/contract/complaint.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import { ErrorList } from "#app/components/form.tsx";
import { formatTime } from "#app/domain/format.ts";
import formStyles from "#app/components/form.module.css";
import { dayName, monthName, monthsOf } from "./calendar.ts";
import { isPickable } from "./remedies.ts";
import styles from "./complaint.module.css";

// A delivered day's mark is a house, not a tick: beside a checkbox a tick reads as "chosen".
const SYMBOL: Record<DeliveryDay["status"], string> = {
  DELIVERED: "⌂",
  STOPPED: "–",
  COMPLAINED: "!",
  EXPECTED: "…",
  DELAYED: "…",
  NOT_COMING: "✕",
};

/** The newest days shown before "Vis flere": a week of papers, so the remedy is a thumb away. */
const FIRST_DAYS = 6;

const oneLine = (a: DeliveryAddress) => `${a.street} ${a.streetNumber}, ${a.postalCode} ${a.place}`;

/**
 * `opensAt`: today's paper is late, and a complaint about it opens then ("10.00"); `deliveredBy`:
 * when today's paper is due ("07.00").
 */
function StatusText({
  day,
  opensAt,
  deliveredBy,
}: {
  day: DeliveryDay;
  opensAt?: string | null;
  deliveredBy?: string | null;
}) {
  if (opensAt || day.status === "DELAYED") {
    const at = opensAt ?? "";
    return <Trans>Forsinket i dag. Du kan reklamere på den etter kl. {at}.</Trans>;
  }
  if (day.status === "EXPECTED") {
    const by = deliveredBy ?? "";
    return by ? <Trans>Ventet levert innen kl. {by}</Trans> : <Trans>Ikke levert ennå</Trans>;
  }
  if (day.status === "NOT_COMING") return <Trans>Kommer ikke i dag</Trans>;
  if (day.status === "STOPPED") return <Trans>Stoppet (ferie eller endret levering)</Trans>;
  if (day.status === "COMPLAINED") {
    const id = day.complaintId ?? "";
    return <Trans>Reklamert (sak {id})</Trans>;
  }
  const to = day.address ? oneLine(day.address) : "";
  return <Trans>Levert til {to}</Trans>;
}

/** What the symbols and colours mean: said once above the calendar. */
function Key() {
  return (
    <ul className={styles.key}>
      <li>
        <span className={`${styles.mark} ${styles.DELIVERED}`} aria-hidden="true">
          {SYMBOL.DELIVERED}
        </span>{" "}
        <Trans>Levert</Trans>
      </li>
      <li>
        <span className={`${styles.mark} ${styles.STOPPED}`} aria-hidden="true">
          {SYMBOL.STOPPED}
        </span>{" "}
        <Trans>Stoppet (ferie eller endret levering)</Trans>
      </li>
      <li>
        <span className={`${styles.mark} ${styles.COMPLAINED}`} aria-hidden="true">
          {SYMBOL.COMPLAINED}
        </span>{" "}
        <Trans>Reklamert</Trans>
      </li>
    </ul>
  );
}

/**
 * The calendar, for the eye: the list below says the same in reading order, so the calendar is
 * hidden from screen readers. A click on a delivered day ticks its checkbox in the list.
 */
export function DeliveryCalendar({
  history,
  selected,
  onPick,
}: {
  history: DeliveryHistory;
  selected: readonly string[];
  onPick?: (date: string) => void;
}) {
  const { t } = useLingui();
  const byDate = new Map(history.days.map((d) => [d.date, d]));
  const weekdays = [t`ma`, t`ti`, t`on`, t`to`, t`fr`, t`lø`, t`sø`];
  return (
    <div className={styles.calendar} aria-hidden="true">
      <Key />
      <div className={styles.months}>
        {monthsOf(history.from, history.today).map(({ month, weeks }) => (
          <div key={month} className={styles.month}>
            <p className={styles.monthName}>{monthName(month)}</p>
            <div className={styles.grid}>
              {weekdays.map((w) => (
                <span key={w} className={styles.weekday}>
                  {w}
                </span>
              ))}
              {weeks.flat().map((date, i) => {
                if (!date) return <span key={`${month}-${i}`} />;
                const day = byDate.get(date);
                const inWindow = date >= history.from && date <= history.today;
                const chosen = selected.includes(date);
                const className = [
                  styles.cell,
                  day ? styles[day.status] : inWindow ? styles.noPaper : styles.outside,
                  chosen ? styles.chosen : "",
                ].join(" ");
                const content = (
                  <>
                    <span className={styles.number}>{Number(date.slice(8))}</span>
                    {day ? <span className={styles.mark}>{chosen ? "●" : SYMBOL[day.status]}</span> : null}
                  </>
                );
                return day && isPickable(history, day) && onPick ? (
                  // Mouse and touch only: the keyboard picks the same day in the list below.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
                  <span key={date} className={className} onClick={() => onPick(date)}>
                    {content}
                  </span>
                ) : (
                  <span key={date} className={className}>
                    {content}
                  </span>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The days as a list in reading order: each delivered day a checkbox named by its day and where
 * the paper went; a stopped or complained day says so, and cannot be picked.
 */
export function DayPicker({
  history,
  meta,
  selected,
  onToggle,
  legend,
}: {
  history: DeliveryHistory;
  meta: FieldMetadata<string[] | undefined>;
  selected: readonly string[];
  onToggle: (date: string, checked: boolean) => void;
  legend: ReactNode;
}) {
  const [all, setAll] = useState(false);
  const errors = meta.errors ?? [];
  const invalid = errors.length > 0;
  const newestFirst = [...history.days].reverse();
  // The newest days first; a chosen day further back stays in sight.
  const shown = all
    ? newestFirst
    : newestFirst.filter((day, i) => i < FIRST_DAYS || selected.includes(day.date));
  const hiddenCount = newestFirst.length - shown.length;
  const deliveredBy = history.deliveredBy ? formatTime(history.deliveredBy) : null;
  return (
    <fieldset
      className={formStyles.fieldset}
      aria-describedby={[`${meta.id}-hjelp`, invalid ? meta.errorId : null].filter(Boolean).join(" ")}
      aria-invalid={invalid || undefined}
    >
      <legend>{legend}</legend>
      <p id={`${meta.id}-hjelp`} className={formStyles.description}>
        <Trans>Du kan velge flere dager. Nyeste dag står først.</Trans>
      </p>
      <ErrorList id={meta.errorId} errors={errors} />
      <ul className={styles.days}>
        {shown.map((day) => {
          const id = `${meta.id}-${day.date}`;
          // Today's paper while a disruption holds it back: said, not offered.
          const opensAt =
            day.date === history.today && history.todayOpensAt ? formatTime(history.todayOpensAt) : null;
          return (
            <li key={day.date} className={`${styles.day} ${styles[day.status]}`}>
              {isPickable(history, day) ? (
                <>
                  <input
                    type="checkbox"
                    id={id}
                    name={meta.name}
                    value={day.date}
                    checked={selected.includes(day.date)}
                    onChange={(event) => onToggle(day.date, event.currentTarget.checked)}
                  />
                  <label htmlFor={id}>
                    <span className={styles.dayName}>{dayName(day.date)}</span>{" "}
                    <span className={styles.status}>
                      <StatusText day={day} />
                    </span>
                  </label>
                </>
              ) : (
                <>
                  <span className={styles.mark} aria-hidden="true">
                    {SYMBOL[day.status]}
                  </span>
                  <span>
                    <span className={styles.dayName}>{dayName(day.date)}</span>{" "}
                    <span className={styles.status}>
                      <StatusText day={day} opensAt={opensAt} deliveredBy={deliveredBy} />
                    </span>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {hiddenCount > 0 ? (
        <button type="button" className={styles.more} onClick={() => setAll(true)}>
          <Plural value={hiddenCount} one="Vis # dag til" other="Vis flere: # dager til" />
        </button>
      ) : null}
    </fieldset>
  );
}
