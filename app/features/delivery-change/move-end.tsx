// A new last day (intents.ts): a dated stop or transfer gets a new last day — come home
// earlier or later, or end a running one early. Before the deadline of the first delivery it
// touches (the day before, at the title's deadline time) it is offered; past it, the row says from
// which day a change can apply (SPEC §5's next possible day). Keyed (ADR 006, 026): the screen's key,
// the change and its current last day, so a double click, a reload or a retry moves it once.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { Field, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import type { DeliverySchedule } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { type ReplyOf } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { ChangeRowForm } from "./row-form.tsx";
import { CreditLine } from "./credit.tsx";
import { ChangeSummary } from "./words.tsx";
import { moveEnd, moveEndSchema } from "./intents.ts";

/** Said politely (in the list's live region) once a new last day is saved: the receipt, with money. */
export function MovedStatus({ reply }: { reply: ReplyOf<typeof moveEnd> | undefined }) {
  const moved = reply?.status === 200 ? reply.data.moved : null;
  if (!moved) return null;
  return (
    <div className={formStyles.status}>
      <p>
        <Trans>
          Ny siste dag er lagret: <ChangeSummary change={moved} />.
        </Trans>
      </p>
      <CreditLine credit={moved.credit} />
    </div>
  );
}

/** For a dated stop or transfer whose last day can still be moved. */
export function MoveEndForm({
  change,
  earliest,
  schedule,
}: {
  change: DeliveryChange & { to: string };
  earliest: string;
  schedule: DeliverySchedule;
}) {
  const { t } = useLingui();
  const form = useIntentForm(moveEnd, {
    id: `siste-dag-${change.id}`,
    match: { id: change.id },
    defaultValue: { to: change.to },
    // The row's change, as the screen shows it: the rule checked before anything is sent.
    schema: moveEndSchema(() => ({ change, earliest, schedule })),
  });
  const earliestDate = formatDate(earliest, __LOCALE__);
  return (
    <ChangeRowForm changeId={change.id} form={form}>
      <Field
        type="date"
        meta={form.fields.to}
        label={<Trans>Ny siste dag</Trans>}
        description={
          change.status === "ACTIVE" ? (
            <Trans>
              Vil du avslutte tidligere? Avisen kan tidligst komme som vanlig igjen {earliestDate}.
            </Trans>
          ) : (
            <Trans>Kommer du hjem tidligere eller senere? Endringer kan gjelde fra {earliestDate}.</Trans>
          )
        }
        min={change.from}
      />
      <SubmitButton pending={form.pending} className={`${styles.secondary} ${own.besideField}`}>
        {t`Endre siste dag`}
      </SubmitButton>
    </ChangeRowForm>
  );
}
