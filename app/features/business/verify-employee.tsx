// /bedrift (SPEC §2 Business verification, §8): an invited employee proves the work address the
// invitation went to with a code e-mailed there, and gets the company's subscription. Two steps in
// one screen; the address and the step live in the URL (?epost=…&steg=kode), and the invitation's
// link fills the address in. Intents: "request", "verify", "resend".
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { requestBusinessCode, verifyBusinessCode } from "#app/api/business.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { invalidEmailMessage, requiredMessage } from "#app/forms/field-messages.ts";
import { Field, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { currentTitle } from "#app/title/current-title.ts";

const emailSchema = () =>
  z.object({
    intent: z.literal("request"),
    email: z
      .string({ error: () => requiredMessage(t`Jobb-e-post`) })
      .trim()
      .pipe(z.email({ error: () => invalidEmailMessage() })),
  });

const codeSchema = () =>
  z.object({
    intent: z.literal("verify"),
    email: z.email(),
    code: z
      .string({ error: () => requiredMessage(t`Kode`) })
      .trim()
      .regex(/^\d{6}$/, { error: () => t`Koden består av 6 sifre` }),
  });

const notInvitedMessage = () =>
  t`Vi fant ingen invitasjon til denne e-postadressen. Bruk jobbadressen invitasjonen ble sendt til, eller spør den som administrerer bedriftsabonnementet hos dere.`;

export async function requestCode(formData: FormData) {
  const submission = parseWithZod(formData, { schema: emailSchema() });
  if (submission.status !== "success") return { intent: "request" as const, result: submission.reply() };
  const outcome = await requestBusinessCode(submission.value.email, currentTitle().titleCode).catch(
    () => null,
  );
  if (!outcome) return { intent: "request" as const, result: submission.reply(), failed: true };
  if (outcome.kind === "not-invited")
    return {
      intent: "request" as const,
      result: submission.reply({ fieldErrors: { email: [notInvitedMessage()] } }),
    };
  if (outcome.kind === "already-subscriber")
    return { intent: "request" as const, result: submission.reply(), alreadySubscriber: true };
  return redirect(`/bedrift?${new URLSearchParams({ epost: outcome.email, steg: "kode" }).toString()}`);
}

export async function verifyCode(formData: FormData) {
  const submission = parseWithZod(formData, { schema: codeSchema() });
  if (submission.status !== "success") return { intent: "verify" as const, result: submission.reply() };
  const { email, code } = submission.value;
  const outcome = await verifyBusinessCode(email, code, currentTitle().titleCode).catch(() => null);
  const fieldError = (message: string) => ({
    intent: "verify" as const,
    result: submission.reply({ fieldErrors: { code: [message] } }),
  });
  if (!outcome) return { intent: "verify" as const, result: submission.reply(), failed: true };
  switch (outcome.kind) {
    case "wrong-code":
      return fieldError(t`Koden er feil. Sjekk e-posten og prøv igjen.`);
    case "expired":
      return fieldError(t`Koden er utløpt. Be om en ny kode.`);
    case "not-invited":
      return fieldError(notInvitedMessage());
    case "already-subscriber":
      return { intent: "verify" as const, result: submission.reply(), alreadySubscriber: true };
    case "verified":
      await invalidateSession();
      return redirect("/?bedrift=1");
  }
}

export async function resendCode(formData: FormData) {
  const email = z.email().safeParse(formData.get("email"));
  if (!email.success) return { intent: "resend" as const, failed: true };
  const outcome = await requestBusinessCode(email.data, currentTitle().titleCode).catch(() => null);
  if (!outcome) return { intent: "resend" as const, failed: true };
  if (outcome.kind !== "sent") return { intent: "resend" as const, alreadySubscriber: true };
  return { intent: "resend" as const, resent: outcome.email };
}

/** What the actions answer (a redirect never reaches the screen). */
export type VerifyAnswer = Exclude<
  | Awaited<ReturnType<typeof requestCode>>
  | Awaited<ReturnType<typeof verifyCode>>
  | Awaited<ReturnType<typeof resendCode>>,
  Response
>;

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** SPEC §8 "already a subscriber": nothing to verify; what to do instead. */
function AlreadySubscriber() {
  const name = currentTitle().name;
  return (
    <FormAlert>
      <p>
        <Trans>
          Du har allerede et abonnement på {name}, så du kan ikke ta i bruk bedriftsabonnementet i tillegg.
          Vil du bruke bedriftsabonnementet i stedet, avslutt abonnementet ditt først, eller kontakt
          kundesenteret.
        </Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Til Min side</Trans>
        </Link>
      </p>
    </FormAlert>
  );
}

export function EmailStep({ email }: { email: string }) {
  const { t } = useLingui();
  const answer = useActionData<VerifyAnswer>();
  const mine = answer?.intent === "request" ? answer : undefined;
  const [form, fields] = useForm({
    lastResult: useKeptDraft(mine && "result" in mine ? mine.result : undefined),
    defaultValue: { email },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailSchema() }),
  });
  const submitting = useSubmitting("request");
  return (
    <Form method="post" {...getFormProps(form)}>
      {mine && "failed" in mine ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {mine && "alreadySubscriber" in mine ? <AlreadySubscriber /> : null}
      <input type="hidden" name="intent" value="request" />
      <Field
        meta={fields.email}
        type="email"
        label={<Trans>Jobb-e-post</Trans>}
        description={<Trans>Adressen invitasjonen ble sendt til. Vi sender en kode dit.</Trans>}
        autoComplete="email"
      />
      <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
        {submitting ? t`Sender kode …` : t`Send kode`}
      </button>
    </Form>
  );
}

export function CodeStep({ email }: { email: string }) {
  const { t } = useLingui();
  const answer = useActionData<VerifyAnswer>();
  const mine = answer?.intent === "verify" ? answer : undefined;
  const resent = answer?.intent === "resend" ? answer : undefined;
  const [form, fields] = useForm({
    lastResult: useKeptDraft(mine && "result" in mine ? mine.result : undefined),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema() }),
  });
  const verifying = useSubmitting("verify");
  const resending = useSubmitting("resend");
  const resentTo = resent && "resent" in resent ? resent.resent : "";
  return (
    <>
      <p>
        <Trans>Vi har sendt en kode til {email}. Skriv den inn for å ta i bruk bedriftsabonnementet.</Trans>
      </p>
      <div aria-live="polite">
        {resentTo ? (
          <p className={formStyles.status}>
            <Trans>Vi har sendt en ny kode til {resentTo}.</Trans>
          </p>
        ) : null}
      </div>
      {(mine && "failed" in mine) || (resent && "failed" in resent) ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {(mine && "alreadySubscriber" in mine) || (resent && "alreadySubscriber" in resent) ? (
        <AlreadySubscriber />
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        <Field
          meta={fields.code}
          label={<Trans>Kode fra e-posten</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <button type="submit" className={styles.primary} disabled={verifying} aria-disabled={verifying}>
          {verifying ? t`Bekrefter …` : t`Bekreft og ta i bruk`}
        </button>
      </Form>
      <div className={styles.actions}>
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={styles.secondary} disabled={resending} aria-disabled={resending}>
            <Trans>Send ny kode</Trans>
          </button>
        </Form>
        <Link to={`/bedrift?${new URLSearchParams({ epost: email }).toString()}`}>
          <Trans>Bruk en annen e-postadresse</Trans>
        </Link>
      </div>
    </>
  );
}
