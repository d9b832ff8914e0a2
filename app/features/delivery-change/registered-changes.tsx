// The changes that are registered or running, each with what it is, where the paper goes, its
// status, and what can still be done: withdraw it before it starts, or end a change "til videre".
import { Trans } from "@lingui/react/macro";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { addressLine } from "#app/components/address-fields.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { ChangeSummary, statusName } from "./labels.tsx";
import { ResumedStatus, ResumeForm, type ResumeAnswer } from "./resume.tsx";
import { WithdrawForm, WithdrawnStatus, WithdrawRefusal, type WithdrawAnswer } from "./withdraw.tsx";

export function RegisteredChanges({
  changes,
  earliest,
  withdrawal,
  resumption,
}: {
  changes: DeliveryChange[];
  earliest: string | null;
  /** The action's answer when it was a withdrawal or a resumption. */
  withdrawal: WithdrawAnswer | undefined;
  resumption: ResumeAnswer | undefined;
}) {
  const upcoming = changes
    .filter((change) => change.status === "REGISTERED" || change.status === "ACTIVE")
    .sort((a, b) => a.from.localeCompare(b.from));
  return (
    <section aria-labelledby="registrerte-endringer" className={own.card}>
      <h2 id="registrerte-endringer">
        <Trans>Registrerte endringer</Trans>
      </h2>
      <div aria-live="polite">
        <WithdrawnStatus answer={withdrawal} />
        <ResumedStatus answer={resumption} />
      </div>
      <WithdrawRefusal answer={withdrawal} />
      {upcoming.length === 0 ? (
        <p>
          <Trans>Du har ingen registrerte endringer.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {upcoming.map((change) => (
            <RegisteredChange key={change.id} change={change} earliest={earliest} resumption={resumption} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RegisteredChange({
  change,
  earliest,
  resumption,
}: {
  change: DeliveryChange;
  earliest: string | null;
  resumption: ResumeAnswer | undefined;
}) {
  const summaryId = `endring-${change.id}`;
  const status = statusName(change.status);
  const address = change.address ? addressLine(change.address) : null;
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
      {change.openEnd && change.type !== "PERMANENT" ? (
        <ResumeForm change={change} earliest={earliest} answer={resumption} />
      ) : null}
      {change.status === "REGISTERED" ? (
        <WithdrawForm change={change} summaryId={summaryId} />
      ) : (
        <p className={formStyles.description}>
          <Trans>Endringen har startet og kan ikke trekkes tilbake her.</Trans>
        </p>
      )}
    </li>
  );
}
