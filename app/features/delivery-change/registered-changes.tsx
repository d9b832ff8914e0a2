// The changes that are registered or running, each with what it is, where the paper goes, its
// status, and what can still be done: withdraw it before it starts, or end a change "til videre".
import { Trans } from "@lingui/react/macro";
import { useReply } from "#app/forms/use-intent-form.tsx";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { addressLine } from "#app/components/address-fields.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { ChangeSummary, statusName } from "./labels.tsx";
import { resume, ResumedStatus, ResumeForm } from "./resume.tsx";
import { withdraw, WithdrawForm, WithdrawnStatus, WithdrawRefusal } from "./withdraw.tsx";

export function RegisteredChanges({
  changes,
  earliest,
}: {
  changes: DeliveryChange[];
  earliest: string | null;
}) {
  const withdrawal = useReply(withdraw);
  const resumption = useReply(resume);
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
      </div>
      <WithdrawRefusal reply={withdrawal} />
      {upcoming.length === 0 ? (
        <p>
          <Trans>Du har ingen registrerte endringer.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {upcoming.map((change) => (
            <RegisteredChange key={change.id} change={change} earliest={earliest} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RegisteredChange({ change, earliest }: { change: DeliveryChange; earliest: string | null }) {
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
        <ResumeForm change={change} earliest={earliest} />
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
