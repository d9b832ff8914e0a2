// The consent steps (SPEC §2 Consent /samtykke1–3; docs/decisions/015): one short guided flow over
// the four categories of SPEC §3, a yes or no per category. Every answer travels in the URL
// (?advertising=ja&…), so going back loses nothing and a reload on any step keeps what was answered;
// finishing saves them at the platform (source "steps") and leads to the front page.
import { getInputProps } from "@conform-to/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailed } from "#app/components/call-failed.tsx";
import { ErrorList, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoices } from "#app/domain/consent.ts";
import { categoryExplanation, categoryLabel } from "./words.ts";
import { STEPS, STEP_COUNT, allSchema, finish, stepSchema } from "./intents.ts";

export type Answers = Partial<Record<ConsentCategory, "ja" | "nei">>;

/** The answers in the URL; saved choices fill the ones not answered yet. */
export function answersFrom(url: URL, saved: ConsentChoices | null): Answers {
  const answers: Answers = {};
  for (const category of CONSENT_CATEGORIES) {
    const value = url.searchParams.get(category);
    if (value === "ja" || value === "nei") answers[category] = value;
    else if (saved) answers[category] = saved[category] ? "ja" : "nei";
  }
  return answers;
}

const stepTitle = (step: number) =>
  step === 1
    ? t`Innhold og annonser tilpasset deg`
    : step === 2
      ? t`Analyse av hvordan Min side blir brukt`
      : t`Tilbud og nyheter fra oss`;

export function ConsentStep({ step, answers }: { step: number; answers: Answers }) {
  const { t } = useLingui();
  const last = step === STEP_COUNT;
  // The last step also asks what an earlier step left open (a step opened directly by its URL).
  const own = last
    ? CONSENT_CATEGORIES.filter((category) => STEPS[step - 1]!.includes(category) || !answers[category])
    : STEPS[step - 1]!;
  // One form per step; only the last sends (the others lead on with their answers in the URL), and
  // a step before it checks only its own questions.
  const { fields, formProps, hidden, pending, failed } = useIntentForm(finish, {
    id: `samtykke-steg-${step}`,
    schema: last ? allSchema() : (stepSchema(step) as ReturnType<typeof allSchema>),
    defaultValue: answers,
  });
  // The other steps' answers ride along, so no step loses another's.
  const carried = CONSENT_CATEGORIES.filter((category) => !own.includes(category) && answers[category]);
  return (
    <>
      <p>
        <Trans>
          Steg {step} av {STEP_COUNT}
        </Trans>
      </p>
      <h2>{stepTitle(step)}</h2>
      {failed ? (
        <FormAlert>
          <p>
            <Trans>Vi fikk ikke lagret svarene dine.</Trans>
          </p>
          <CallFailed />
        </FormAlert>
      ) : null}
      <Form {...formProps} method={last ? "post" : "get"} action={last ? undefined : `/samtykke${step + 1}`}>
        {last ? hidden : null}
        {carried.map((category) => (
          <input key={category} type="hidden" name={category} value={answers[category]} />
        ))}
        {own.map((category) => {
          const field = fields[category]!;
          const errors = field.errors ?? [];
          return (
            <fieldset
              key={category}
              className={formStyles.fieldset}
              aria-describedby={`${field.id}-forklaring ${errors.length ? field.errorId : ""}`.trim()}
              aria-invalid={errors.length ? true : undefined}
            >
              <legend>{categoryLabel(category)}</legend>
              <p id={`${field.id}-forklaring`}>{categoryExplanation(category)}</p>
              {(["ja", "nei"] as const).map((value) => (
                <div className={formStyles.radio} key={value}>
                  <input
                    {...getInputProps(field, { type: "radio", value })}
                    key={`${field.key}-${value}`}
                    id={`${field.id}-${value}`}
                    aria-describedby={undefined}
                    aria-invalid={undefined}
                  />
                  <label htmlFor={`${field.id}-${value}`}>
                    {value === "ja" ? <Trans>Ja, det er greit</Trans> : <Trans>Nei takk</Trans>}
                  </label>
                </div>
              ))}
              <ErrorList id={field.errorId} errors={errors} />
            </fieldset>
          );
        })}
        <div className={styles.actions}>
          <SubmitButton pending={pending}>
            {last ? (pending ? t`Lagrer …` : t`Fullfør`) : t`Neste`}
          </SubmitButton>
          {step > 1 ? (
            <button
              type="submit"
              className={styles.secondary}
              formMethod="get"
              formAction={`/samtykke${step - 1}`}
              formNoValidate
            >
              <Trans>Tilbake</Trans>
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
