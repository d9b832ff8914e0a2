// The changes that are registered or running, each with what it is, where the paper goes, its
// status, what a stop means for money, the note to the carrier at a transfer's address, and what can still be done before the deadline: withdraw it
// before it starts, move the last day of a dated one (or end a running one early), end a change "til
// videre". Past the deadline the row says from which day a change can apply. Below, the changes that
// are done.
import { Trans } from "@lingui/react/macro";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { addressLine } from "#app/domain/address-fields.ts";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { lastDayMovable, withdrawable } from "#app/domain/delivery-changes.ts";
import type { DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { useReply } from "#app/forms/use-intent-form.tsx";
import { CarrierNoteForm } from "./carrier-note.tsx";
import { CreditLine } from "./credit.tsx";
import { ChangeSummary, statusName } from "./words.tsx";
import { MoveEndForm, MovedStatus } from "./move-end.tsx";
import { ResumedStatus, ResumeForm } from "./resume.tsx";
import { WithdrawForm, WithdrawnStatus, WithdrawRefusal } from "./withdraw.tsx";
import { moveEnd, resume, withdraw } from "./intents.ts";

interface Props {
  changes: DeliveryChange[];
  earliest: string;
  schedule: DeliverySchedule;
}

export function RegisteredChanges({ changes, earliest, schedule }: Props) {
  const withdrawal = useReply(withdraw);
  const resumption = useReply(resume);
  const moving = useReply(moveEnd);
  const upcoming = changes
    .filter((change) => change.status === "REGISTERED" || change.status === "ACTIVE")
    .sort((a, b) => a.from.localeCompare(b.from));
  return (
    <section aria-labelledby="registrerte-endringer" className={own.card}>
      <h2 id="registrerte-endringer">
        <Trans>Registrerte endringer</Trans>
      </h2>
      <div aria-live="polite">
        <WithdrawnStatus reply={withdrawal} />
        <ResumedStatus reply={resumption} />
        <MovedStatus reply={moving} />
      </div>
      <WithdrawRefusal reply={withdrawal} />
      {upcoming.length === 0 ? (
        <p>
          <Trans>Du har ingen registrerte endringer.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {upcoming.map((change) => (
            <RegisteredChange key={change.id} change={change} earliest={earliest} schedule={schedule} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RegisteredChange({
  change,
  earliest,
  schedule,
}: {
  change: DeliveryChange;
  earliest: string;
  schedule: DeliverySchedule;
}) {
  const summaryId = `endring-${change.id}`;
  const status = statusName(change.status);
  const address = change.address ? addressLine(change.address) : null;
  const earliestDate = formatDate(earliest, __LOCALE__);
  const dated = change.type !== "PERMANENT" && change.to !== null ? { ...change, to: change.to } : null;
  return (
    <li className={own.item}>
      <p id={summaryId} className={own.itemTitle}>
        <ChangeSummary change={change} />
      </p>
      {address ? (
        <p>
          <Trans>Leveres til: {address}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>Status: {status}</Trans>
      </p>
      {change.type === "STOP" ? <CreditLine credit={change.credit} /> : null}
      {change.type === "TRANSFER" ? (
        <CarrierNoteForm note={change.note ?? null} changeId={change.id} />
      ) : null}
      {change.openEnd && change.type !== "PERMANENT" ? (
        <ResumeForm change={change} earliest={earliest} />
      ) : null}
      {dated && lastDayMovable(dated, earliest, schedule) ? (
        <MoveEndForm change={dated} earliest={earliest} schedule={schedule} />
      ) : null}
      {dated && !lastDayMovable(dated, earliest, schedule) ? (
        <p className={formStyles.description}>
          <Trans>
            Fristen for å endre siste dag er passert. Endringer du registrerer nå, kan gjelde fra{" "}
            {earliestDate}.
          </Trans>
        </p>
      ) : null}
      {change.status === "REGISTERED" && withdrawable(change, earliest) ? (
        <WithdrawForm change={change} summaryId={summaryId} />
      ) : null}
      {change.status === "REGISTERED" && !withdrawable(change, earliest) ? (
        <p className={formStyles.description}>
          <Trans>
            Fristen for å trekke tilbake endringen er passert, så den starter som registrert. Endringer du
            registrerer nå, kan gjelde fra {earliestDate}.
          </Trans>
        </p>
      ) : null}
      {change.status === "ACTIVE" ? (
        <p className={formStyles.description}>
          <Trans>Endringen har startet og kan ikke trekkes tilbake her.</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The changes that are over, newest first: what happened, for the record. */
export function DoneChanges({ changes }: { changes: DeliveryChange[] }) {
  const done = changes
    .filter((change) => change.status === "DONE")
    .sort((a, b) => b.from.localeCompare(a.from));
  if (done.length === 0) return null;
  return (
    <section aria-labelledby="fullforte-endringer" className={own.card}>
      <h2 id="fullforte-endringer">
        <Trans>Fullførte endringer</Trans>
      </h2>
      <ul className={own.list}>
        {done.map((change) => (
          <DoneChange key={change.id} change={change} />
        ))}
      </ul>
    </section>
  );
}

function DoneChange({ change }: { change: DeliveryChange }) {
  const address = change.address ? addressLine(change.address) : null;
  return (
    <li className={own.item}>
      <p className={own.itemTitle}>
        <ChangeSummary change={change} />
      </p>
      {address ? (
        <p>
          <Trans>Levert til: {address}</Trans>
        </p>
      ) : null}
      {change.type === "STOP" ? <CreditLine credit={change.credit} /> : null}
    </li>
  );
}
