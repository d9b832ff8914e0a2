// The privacy settings (SPEC §2 Privacy, §3 categories): one checkbox per category with what it
// means, "accept all" and "reject all", and what was saved said in a live region. The choices are
// the platform's (getConsent/saveConsent), mirrored in this browser with SPEC §4's two flags.
import { getInputProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { sendFailed } from "#app/forms/intent.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import { CallFailed } from "#app/components/call-failed.tsx";
import { FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { allConsent, CONSENT_CATEGORIES, type ConsentChoices } from "#app/domain/consent.ts";
import { categoryExplanation, categoryLabel, choiceSummary } from "./words.ts";
import { saveSettings } from "./intents.ts";

export function ConsentSettingsForm({
  choices,
}: {
  /** What the platform (or, failing that, this browser) has; null when nothing was chosen. */
  choices: ConsentChoices | null;
}) {
  const reply = useReply(saveSettings);
  const saved = reply?.status === 200 ? reply.data.saved : null;
  const shown = saved ?? choices ?? allConsent(false);
  // Keyed by the choices shown: after a save the checkboxes start again from what was saved.
  const key = CONSENT_CATEGORIES.map((category) => (shown[category] ? 1 : 0)).join("");
  return (
    <>
      <div aria-live="polite" role="status">
        {saved ? (
          <div className={formStyles.status}>
            <p>
              <Trans>Valgene dine er lagret:</Trans>
            </p>
            <ul>
              {CONSENT_CATEGORIES.map((category) => (
                <li key={category}>{choiceSummary(category, saved[category])}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {sendFailed(reply) ? (
        <FormAlert>
          <p>
            <Trans>Vi fikk ikke lagret valgene dine.</Trans>
          </p>
          <CallFailed />
        </FormAlert>
      ) : null}
      {choices === null && !saved ? (
        <p>
          <Trans>
            Du har ikke valgt ennå. Inntil du gjør det, bruker vi ingen av opplysningene nedenfor.
          </Trans>
        </p>
      ) : null}
      <ChoicesForm key={key} shown={shown} saved={saved !== null} />
    </>
  );
}

function ChoicesForm({ shown, saved }: { shown: ConsentChoices; saved: boolean }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending } = useIntentForm(saveSettings, {
    id: "personvernvalg",
    defaultValue: shown,
  });
  return (
    <Form {...formProps}>
      {hidden}
      <fieldset className={formStyles.fieldset}>
        <legend>
          <Trans>Dette kan vi bruke opplysninger om deg til</Trans>
        </legend>
        {CONSENT_CATEGORIES.map((category) => {
          const field = fields[category];
          const explanationId = `${field.id}-forklaring`;
          const props = getInputProps(field, { type: "checkbox" });
          return (
            <div className={formStyles.radio} key={category}>
              <input
                {...props}
                key={field.key}
                // After a save the boxes show what was saved ("Godta alle" included), not what was sent.
                defaultChecked={saved ? shown[category] : props.defaultChecked}
                aria-describedby={explanationId}
              />
              <label htmlFor={field.id}>
                <strong>{categoryLabel(category)}</strong>
                <span id={explanationId} className={formStyles.description}>
                  {categoryExplanation(category)}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton pending={pending} sending={t`Lagrer …`} name="choice" value="save">
          {t`Lagre valgene`}
        </SubmitButton>
        <SubmitButton pending={pending} name="choice" value="accept-all" className={styles.secondary}>
          <Trans>Godta alle</Trans>
        </SubmitButton>
        <SubmitButton pending={pending} name="choice" value="reject-all" className={styles.secondary}>
          <Trans>Avvis alle</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}
