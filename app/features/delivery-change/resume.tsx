// Resuming (intents.ts): a change "til videre" (an open-ended transfer or stop) gets its last day —
// the paper comes to the usual address again from the chosen day. Past the deadline, the next
// possible day is proposed and filled in (SPEC §5).
import { getInputProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { ErrorList, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { type ReplyOf } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { ChangeRowForm } from "./row-form.tsx";
import { resume } from "./intents.ts";

/** Said politely (in the list's live region) once the paper's return day is saved. */
export function ResumedStatus({ reply }: { reply: ReplyOf<typeof resume> | undefined }) {
  const resumed = reply?.status === 200 ? reply.data.resumed : undefined;
  const resumedOn = resumed ? formatDate(resumed, __LOCALE__) : null;
  return resumedOn ? (
    <p className={formStyles.status}>
      <Trans>Avisen kommer igjen fra {resumedOn}.</Trans>
    </p>
  ) : null;
}

/**
 * For a change "til videre": the day the paper should come to the usual address again. (There is
 * one such change at most: it runs to the end, and changes may not overlap.)
 */
export function ResumeForm({ change, earliest }: { change: DeliveryChange; earliest: string | null }) {
  const { t } = useLingui();
  const form = useIntentForm(resume, {
    id: `gjenoppta-${change.id}`,
    match: { id: change.id },
    defaultValue: { resumeOn: earliest ?? "" },
  });
  const resumeOn = form.fields.resumeOn;
  const min = earliest && earliest > change.from ? earliest : change.from;
  return (
    <ChangeRowForm changeId={change.id} form={form}>
      <div>
        <label htmlFor={resumeOn.id}>
          <Trans>Avisen skal komme igjen fra</Trans>
        </label>
        <input {...getInputProps(resumeOn, { type: "date" })} className={formStyles.input} min={min} />
        <ErrorList id={resumeOn.errorId} errors={resumeOn.errors ?? []} />
      </div>
      <SubmitButton pending={form.pending} className={`${styles.secondary} ${own.besideInput}`}>
        {t`Lagre dato`}
      </SubmitButton>
    </ChangeRowForm>
  );
}
