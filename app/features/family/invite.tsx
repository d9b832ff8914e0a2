// The "invite" intent: an e-mail address, checked here (SPEC §5 message at the field), then by the
// platform, which refuses the subscriber's own address, an address invited already and a full
// household. What was typed stays in the field whatever went wrong.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { inviteFamilyMember, type Household } from "#app/api/family.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { invalidEmailMessage, requiredMessage } from "#app/forms/field-messages.ts";
import { Field, FormAlert } from "#app/components/form.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { inviteKey, withFreshKey } from "./keys.ts";

export const inviteSchema = () =>
  z.object({
    email: z
      .string({ error: () => requiredMessage(t`E-postadresse`) })
      .trim()
      .pipe(z.email({ error: () => invalidEmailMessage() })),
  });

export async function invite(household: Household, formData: FormData, screenKey: string) {
  const submission = parseWithZod(formData, { schema: inviteSchema() });
  if (submission.status !== "success") return { intent: "invite" as const, result: submission.reply() };
  const { email } = submission.value;
  const atField = (message: string) => ({
    intent: "invite" as const,
    result: submission.reply({ fieldErrors: { email: [message] } }),
  });
  let outcome;
  try {
    outcome = await inviteFamilyMember(household, email, { idempotencyKey: inviteKey(screenKey, email) });
  } catch {
    return { intent: "invite" as const, result: submission.reply(), failed: true };
  }
  switch (outcome.kind) {
    case "ok":
      return redirect(withFreshKey("/familiedeling", { invitert: outcome.invitation.id }));
    case "own-address":
      return atField(t`Dette er din egen e-postadresse. Skriv adressen til den du vil dele med.`);
    case "already-invited":
      return atField(
        t`Denne adressen er allerede invitert eller med i familiedelingen. Se listen nedenfor, der kan du sende invitasjonen på nytt.`,
      );
    case "full":
      return atField(
        t`Familiedelingen er full. Trekk tilbake en invitasjon eller fjern noen før du inviterer flere.`,
      );
    case "not-shareable":
      return atField(t`Abonnementet ditt kan ikke deles lenger. Last siden på nytt for å se hvorfor.`);
  }
}

export type InviteAnswer = Exclude<Awaited<ReturnType<typeof invite>>, Response>;

export function InviteForm({
  screenKey,
  placesLeft,
  answer,
}: {
  screenKey: string;
  placesLeft: number;
  answer: InviteAnswer | undefined;
}) {
  const { t } = useLingui();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(answer?.result),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema() }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  return (
    <section aria-labelledby="inviter" className={own.card}>
      <h2 id="inviter">
        <Trans>Inviter noen du bor sammen med</Trans>
      </h2>
      <p>
        <Trans>
          Vi sender en lenke på e-post. Den som blir invitert, logger inn med sin egen bruker og får tilgang
          til det digitale innholdet uten å betale. Lenken gjelder i 7 dager. Du kan invitere {placesLeft}{" "}
          til.
        </Trans>
      </p>
      {answer && "failed" in answer ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="nokkel" value={screenKey} />
        <Field meta={fields.email} label={<Trans>E-postadresse</Trans>} type="email" autoComplete="off" />
        <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Sender …` : t`Send invitasjon`}
        </button>
      </Form>
    </section>
  );
}
