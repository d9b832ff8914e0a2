// The note to the carrier ("Beskjed til avisbudet"): at most 250 characters, for the usual address
// and for each transfer's address. Shown as the carrier sees it — the text exactly as saved, in any
// alphabet — and from which delivery: the platform puts it on the carrier's list from the next paper
// (the paper calendar's next publication day), or a transfer's first day. An empty note removes it.
// Keyed (ADR 006): the screen's key, the address and the text, so a retry saves it once.
import { Trans } from "@lingui/react/macro";
import { Form } from "react-router";
import { CARRIER_NOTE_MAX, type CarrierNote } from "#app/api/contract/delivery.ts";
import { CallFailedAlert, SubmitButton, TextAreaField } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { NoteAsCarrierSees } from "#app/components/postal-address.tsx";
import own from "#app/components/self-service.module.css";
import styles from "#app/components/page.module.css";
import { formatWeekdayDate } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { USUAL, carrierNote } from "./intents.ts";

/**
 * The note for one address: `changeId` a transfer's id, or none for the usual address. After saving,
 * the answer is said in a live region (the kit moves focus to it).
 */
export function CarrierNoteForm({ note, changeId }: { note: CarrierNote | null; changeId?: string }) {
  const name = changeId ?? USUAL;
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(carrierNote, {
    id: `beskjed-${name}`,
    match: { changeId: name },
    defaultValue: { text: note?.text ?? "" },
  });
  const saved = answer && answer.changeId === name ? answer : undefined;
  const savedFrom = saved?.note ? formatWeekdayDate(saved.note.from, __LOCALE__) : null;
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="changeId" value={name} />
      {note ? <NoteAsCarrierSees note={note} className={own.quote} /> : null}
      <TextAreaField
        meta={fields.text}
        rows={3}
        label={<Trans>Beskjed til avisbudet (valgfritt)</Trans>}
        description={
          <Trans>
            Høyst {CARRIER_NOTE_MAX} tegn, for eksempel «Legg avisen i postkassen ved garasjen». Tøm feltet og
            lagre for å fjerne beskjeden.
          </Trans>
        }
      />
      <div aria-live="polite">
        {saved ? (
          <p className={formStyles.status}>
            {savedFrom ? (
              <Trans>Beskjeden til avisbudet er lagret. Avisbudet ser den fra {savedFrom}.</Trans>
            ) : (
              <Trans>Beskjeden til avisbudet er fjernet.</Trans>
            )}
          </p>
        ) : null}
      </div>
      {failed ? <CallFailedAlert /> : null}
      <SubmitButton pending={pending} className={styles.secondary}>
        <Trans>Lagre beskjeden</Trans>
      </SubmitButton>
    </Form>
  );
}
