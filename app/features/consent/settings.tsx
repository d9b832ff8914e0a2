// The privacy settings (SPEC §2 Privacy, §3 categories): one checkbox per category with what it
// means, "accept all" and "reject all", and what was saved said in a live region. The choices are
// the platform's (getConsent/saveConsent), mirrored in this browser with SPEC §4's two flags.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { saveConsent } from "#app/consent/consent-store.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { allConsent, CONSENT_CATEGORIES, type ConsentChoices } from "#app/domain/consent.ts";
import { categoryExplanation, categoryLabel, choiceSummary } from "./texts.ts";

const INTENTS = ["save", "accept-all", "reject-all"] as const;

// A checkbox left off is absent from the form: absent is "no".
export const settingsSchema = () =>
  z.object({
    intent: z.enum(INTENTS).default("save"),
    advertising: z.boolean().default(false),
    analytics: z.boolean().default(false),
    marketing: z.boolean().default(false),
    personalization: z.boolean().default(false),
  });

export async function saveSettings(titleCode: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: settingsSchema() });
  if (submission.status !== "success") return { result: submission.reply(), saved: null, failed: false };
  const { intent, ...picked } = submission.value;
  const choices: ConsentChoices =
    intent === "accept-all" ? allConsent(true) : intent === "reject-all" ? allConsent(false) : picked;
  try {
    const record = await saveConsent(titleCode, choices, "settings");
    return { result: submission.reply(), saved: record.choices ?? choices, failed: false };
  } catch (error) {
    console.warn("Saving the consent choices failed", error);
    return { result: submission.reply(), saved: null, failed: true };
  }
}

export type SettingsAnswer = Awaited<ReturnType<typeof saveSettings>>;

export function ConsentSettingsForm({
  choices,
  answer,
}: {
  /** What the platform (or, failing that, this browser) has; null when nothing was chosen. */
  choices: ConsentChoices | null;
  answer: SettingsAnswer | undefined;
}) {
  const shown = answer?.saved ?? choices ?? allConsent(false);
  // Keyed by the choices shown: after a save the checkboxes start again from what was saved.
  const key = CONSENT_CATEGORIES.map((category) => (shown[category] ? 1 : 0)).join("");
  return (
    <>
      <div aria-live="polite" role="status">
        {answer?.saved ? (
          <div className={formStyles.status}>
            <p>
              <Trans>Valgene dine er lagret:</Trans>
            </p>
            <ul>
              {CONSENT_CATEGORIES.map((category) => (
                <li key={category}>{choiceSummary(category, answer.saved![category])}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {answer?.failed ? (
        <FormAlert>
          <p>
            <Trans>Vi fikk ikke lagret valgene dine.</Trans>
          </p>
          <CallFailed />
        </FormAlert>
      ) : null}
      {choices === null && !answer?.saved ? (
        <p>
          <Trans>
            Du har ikke valgt ennå. Inntil du gjør det, bruker vi ingen av opplysningene nedenfor.
          </Trans>
        </p>
      ) : null}
      <ChoicesForm key={key} shown={shown} answer={answer} />
    </>
  );
}

function ChoicesForm({ shown, answer }: { shown: ConsentChoices; answer: SettingsAnswer | undefined }) {
  const { t } = useLingui();
  const [form, fields] = useForm({
    id: "personvernvalg",
    // After a save the boxes show what was saved ("Godta alle" included), not what was submitted.
    lastResult: useKeptDraft(answer?.saved ? undefined : answer?.result),
    defaultValue: { intent: "save", ...shown },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema() }),
  });
  const submitting = useNavigation().state !== "idle";
  return (
    <Form method="post" {...getFormProps(form)}>
      <fieldset className={formStyles.fieldset}>
        <legend>
          <Trans>Dette kan vi bruke opplysninger om deg til</Trans>
        </legend>
        {CONSENT_CATEGORIES.map((category) => {
          const field = fields[category];
          const explanationId = `${field.id}-forklaring`;
          return (
            <div className={formStyles.radio} key={category}>
              <input
                {...getInputProps(field, { type: "checkbox" })}
                key={field.key}
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
        <button
          type="submit"
          name="intent"
          value="save"
          className={styles.primary}
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? t`Lagrer …` : t`Lagre valgene`}
        </button>
        <button
          type="submit"
          name="intent"
          value="accept-all"
          className={styles.secondary}
          disabled={submitting}
        >
          <Trans>Godta alle</Trans>
        </button>
        <button
          type="submit"
          name="intent"
          value="reject-all"
          className={styles.secondary}
          disabled={submitting}
        >
          <Trans>Avvis alle</Trans>
        </button>
      </div>
    </Form>
  );
}
