// Withdrawing (intents.ts): a registered change that has not started can be taken back (SPEC §5).
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { formatKroner } from "#app/domain/format.ts";
import { Form } from "react-router";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { CallFailedAlert, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { type ReplyOf, sendFailed } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { withdraw } from "./intents.ts";

type WithdrawReply = ReplyOf<typeof withdraw> | undefined;

/** Said politely (in the list's live region) once a change is withdrawn. */
export function WithdrawnStatus({ reply }: { reply: WithdrawReply }) {
  if (reply?.status !== 200 || !reply.data.withdrawn) return null;
  const takenBack = reply.data.takenBack ? formatKroner(reply.data.takenBack) : null;
  return (
    <p className={formStyles.status}>
      <Trans>Endringen er trukket tilbake.</Trans>
      {takenBack ? (
        <>
          {" "}
          <Trans>{takenBack} du hadde til gode for stoppen, er trukket tilbake.</Trans>
        </>
      ) : null}
    </p>
  );
}

/** Why a withdrawal did not happen: the change had started, or the call failed. */
export function WithdrawRefusal({ reply }: { reply: WithdrawReply }) {
  if (reply?.status === 200 && reply.data.started) {
    return (
      <FormAlert>
        <p>
          <Trans>
            Endringen har allerede startet og kan ikke trekkes tilbake her. Kontakt kundesenteret hvis du vil
            endre den.
          </Trans>
        </p>
      </FormAlert>
    );
  }
  if (sendFailed(reply)) {
    return <CallFailedAlert />;
  }
  return null;
}

/**
 * The button of one registered change, described by the change's summary line. It asks first — what
 * withdrawing undoes, the credit it gives up — and only "Ja, trekk tilbake" sends; "Nei" leaves the
 * change as it was, focus back on the button it came from.
 */
export function WithdrawForm({ change, summaryId }: { change: DeliveryChange; summaryId: string }) {
  const { formProps, hidden, pending } = useIntentForm(withdraw, {
    id: `trekk-tilbake-${change.id}`,
    match: { id: change.id },
  });
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (answered.current) start.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        ref={start}
        type="button"
        className={styles.secondary}
        aria-describedby={summaryId}
        onClick={() => setAsking(true)}
      >
        <Trans>Trekk tilbake</Trans>
      </button>
    );
  const credit = change.credit?.total ? formatKroner(change.credit.total) : null;
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="id" value={change.id} />
      <p ref={question} tabIndex={-1}>
        <strong>
          <Trans>Vil du trekke tilbake denne endringen?</Trans>
        </strong>{" "}
        {change.type === "STOP" ? (
          <Trans>Avisen kommer da som vanlig.</Trans>
        ) : (
          <Trans>Avisen kommer da til den vanlige adressen.</Trans>
        )}{" "}
        {credit ? <Trans>Du får da ikke {credit} til gode for stoppen.</Trans> : null}
      </p>
      <div className={styles.actions}>
        <SubmitButton pending={pending} aria-describedby={summaryId}>
          <Trans>Ja, trekk tilbake</Trans>
        </SubmitButton>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            answered.current = true;
            setAsking(false);
          }}
        >
          <Trans>Nei, behold endringen</Trans>
        </button>
      </div>
    </Form>
  );
}
