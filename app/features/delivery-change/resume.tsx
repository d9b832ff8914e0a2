// The "resume" intent: a change "til videre" (an open-ended transfer or stop) gets its last day —
// the paper comes to the usual address again from the chosen day. Past the deadline, the next
// possible day is proposed and filled in (SPEC §5).
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { endDeliveryChange, type DeliveryTarget, type EndOutcome } from "#app/api/delivery.ts";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { ErrorList, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { firstPossibleMessage } from "./labels.tsx";

export async function resume(target: DeliveryTarget, id: string, resumeOn: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resumeOn)) {
    return { intent: "resume" as const, id, error: requiredMessage(t`Dato`), resumeOn };
  }
  let outcome: EndOutcome;
  try {
    outcome = await endDeliveryChange(target, id, resumeOn);
  } catch {
    return { intent: "resume" as const, id, failed: true };
  }
  if (outcome.kind === "ok") return { intent: "resume" as const, id, resumed: resumeOn };
  const next = outcome.nextPossible;
  if (next) return { intent: "resume" as const, id, error: firstPossibleMessage(next), resumeOn: next };
  return { intent: "resume" as const, id, failed: true };
}

export type ResumeAnswer = Awaited<ReturnType<typeof resume>>;

/** Said politely (in the list's live region) once the paper's return day is saved. */
export function ResumedStatus({ answer }: { answer: ResumeAnswer | undefined }) {
  const resumed = answer && "resumed" in answer ? answer.resumed : undefined;
  const resumedOn = resumed ? formatDate(resumed, __LOCALE__) : null;
  return resumedOn ? (
    <p className={formStyles.status}>
      <Trans>Avisen kommer igjen fra {resumedOn}.</Trans>
    </p>
  ) : null;
}

/** For a change "til videre": the day the paper should come to the usual address again. */
export function ResumeForm({
  change,
  earliest,
  answer,
}: {
  change: DeliveryChange;
  earliest: string | null;
  answer: ResumeAnswer | undefined;
}) {
  const { t } = useLingui();
  const mine = answer?.id === change.id ? answer : undefined;
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "resume" &&
    navigation.formData.get("id") === change.id;
  const inputId = `gjenoppta-${change.id}`;
  const errorId = `${inputId}-feil`;
  const error = mine && "error" in mine ? mine.error : null;
  const min = earliest && earliest > change.from ? earliest : change.from;
  return (
    <Form method="post" className={own.row}>
      <input type="hidden" name="intent" value="resume" />
      <input type="hidden" name="id" value={change.id} />
      <div>
        <label htmlFor={inputId}>
          <Trans>Avisen skal komme igjen fra</Trans>
        </label>
        <input
          key={mine && "resumeOn" in mine ? mine.resumeOn : "start"}
          id={inputId}
          name="resumeOn"
          type="date"
          className={formStyles.input}
          min={min}
          defaultValue={mine && "resumeOn" in mine ? mine.resumeOn : (earliest ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ErrorList id={errorId} errors={error ? [error] : []} />
      </div>
      {mine && "failed" in mine ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <button type="submit" className={styles.secondary} disabled={saving} aria-disabled={saving}>
        {t`Lagre dato`}
      </button>
    </Form>
  );
}
