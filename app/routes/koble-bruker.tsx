import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { connectAccount, resendCode, searchAccount } from "#app/api/account.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/field-messages.ts";
import { Field, FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import type { Route } from "./+types/koble-bruker";

// Find a subscription registered without this user (e.g. by phone at the customer centre), prove
// it is yours with the code sent by SMS to the number on file, and connect it (SPEC §2).

const searchSchema = () =>
  z.object({
    intent: z.literal("search"),
    query: z
      .string({ error: () => requiredMessage(t`E-postadresse eller mobilnummer`) })
      .trim()
      .superRefine((value, ctx) => {
        if (looksLikeEmail(value)) {
          if (!z.email().safeParse(value).success)
            ctx.addIssue({ code: "custom", message: invalidEmailMessage() });
        } else if (!normalizeNorwegianPhone(value)) {
          ctx.addIssue({ code: "custom", message: invalidPhoneMessage() });
        }
      }),
  });

const codeSchema = () =>
  z.object({
    intent: z.literal("verify"),
    searchId: z.string(),
    code: z
      .string({ error: () => requiredMessage(t`Kode`) })
      .trim()
      .regex(/^\d{6}$/, { error: () => t`Koden består av 6 sifre` }),
  });

const resendSchema = z.object({ intent: z.literal("resend"), searchId: z.string() });

export async function clientAction({ request }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "search") {
    const submission = parseWithZod(formData, { schema: searchSchema() });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const query = submission.value.query;
    const body = looksLikeEmail(query) ? { email: query } : { phoneNumber: normalizeNorwegianPhone(query)! };
    const found = await searchAccount(body).catch(() => null);
    if (!found) return { intent, result: submission.reply(), failed: true };
    if (found.kind === "not-found") {
      return {
        intent,
        result: submission.reply({
          fieldErrors: {
            query: [t`Vi fant ikke noe abonnement med dette. Sjekk det du skrev, eller prøv det andre.`],
          },
        }),
      };
    }
    const next = new URLSearchParams({ sok: found.searchId, mobil: found.maskedPhoneNumber });
    return redirect(`/koble-bruker?${next.toString()}`);
  }

  if (intent === "verify") {
    const submission = parseWithZod(formData, { schema: codeSchema() });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const { searchId, code } = submission.value;
    const outcome = await connectAccount(searchId, code).catch(() => "failed" as const);
    if (outcome === "wrong-code") {
      return {
        intent,
        result: submission.reply({
          fieldErrors: { code: [t`Koden er feil. Sjekk SMS-en og prøv igjen.`] },
        }),
      };
    }
    if (outcome === "expired") {
      return {
        intent,
        result: submission.reply({ fieldErrors: { code: [t`Koden er utløpt. Be om en ny kode.`] } }),
      };
    }
    if (outcome === "failed") return { intent, result: submission.reply(), failed: true };
    if (outcome === "already-subscribed")
      return { intent, result: submission.reply(), alreadySubscribed: true };
    await invalidateSession();
    return redirect("/?koblet=1");
  }

  if (intent === "resend") {
    const submission = resendSchema.safeParse(Object.fromEntries(formData));
    if (!submission.success) return { intent, resent: null, failed: true };
    const sent = await resendCode(submission.data.searchId).catch(() => null);
    if (!sent) return { intent, resent: null, failed: true };
    if (sent.kind === "too-many") return { intent, resent: null, tooMany: true };
    return { intent, resent: sent.maskedPhoneNumber };
  }
  return null;
}

export default function KobleBrukerRoute() {
  const [params] = useSearchParams();
  const searchId = params.get("sok");
  return (
    <Page
      heading={<Trans>Finn abonnementet ditt</Trans>}
      intro={
        <Trans>
          Har du abonnement som ikke vises når du logger inn? Kanskje det er registrert med en annen
          e-postadresse eller et telefonnummer. Finn det her, så kobler vi det til brukeren din.
        </Trans>
      }
    >
      {searchId ? <CodeStep searchId={searchId} masked={params.get("mobil") ?? ""} /> : <SearchStep />}
    </Page>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function SearchStep() {
  const { t } = useLingui();
  const actionData = useActionData<typeof clientAction>();
  const lastResult = useKeptDraft(actionData?.intent === "search" ? actionData.result : undefined);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: searchSchema() }),
  });
  const submitting = useSubmitting("search");
  return (
    <Form method="post" {...getFormProps(form)}>
      {actionData && "failed" in actionData && actionData.failed ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="search" />
      <Field
        meta={fields.query}
        label={<Trans>E-postadresse eller mobilnummer</Trans>}
        description={<Trans>Det du oppga da abonnementet ble bestilt, for eksempel 987 65 432.</Trans>}
        autoComplete="email"
      />
      <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
        {submitting ? t`Søker …` : t`Finn abonnementet`}
      </button>
    </Form>
  );
}

function CodeStep({ searchId, masked }: { searchId: string; masked: string }) {
  const { t } = useLingui();
  const actionData = useActionData<typeof clientAction>();
  const lastResult = useKeptDraft(actionData?.intent === "verify" ? actionData.result : undefined);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema() }),
  });
  const verifying = useSubmitting("verify");
  const resending = useSubmitting("resend");
  const resent = actionData?.intent === "resend" ? actionData : undefined;
  return (
    <>
      <p>
        <Trans>
          Vi fant et abonnement og har sendt en kode på SMS til {masked}. Skriv inn koden for å koble det til
          brukeren din.
        </Trans>
      </p>
      <div aria-live="polite">
        {resent?.resent ? (
          <p className={formStyles.status}>
            <Trans>Vi har sendt en ny kode til {masked}.</Trans>
          </p>
        ) : null}
      </div>
      {resent && "tooMany" in resent && resent.tooMany ? (
        <FormAlert>
          <p>
            <Trans>Du har bedt om for mange koder. Vent litt, eller kontakt kundesenteret.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {actionData && "failed" in actionData && actionData.failed ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {actionData && "alreadySubscribed" in actionData ? (
        <FormAlert>
          <p>
            <Trans>
              Du har allerede et aktivt abonnement på denne avisen, så vi kan ikke koble til ett til. Du
              finner det du har på Min side. Skal det andre abonnementet sies opp eller slås sammen med ditt,
              kan kundesenteret hjelpe deg.
            </Trans>
          </p>
          <p>
            <Link to="/">
              <Trans>Gå til Min side</Trans>
            </Link>
          </p>
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="searchId" value={searchId} />
        <Field
          meta={fields.code}
          label={<Trans>Kode fra SMS</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <button type="submit" className={styles.primary} disabled={verifying} aria-disabled={verifying}>
          {verifying ? t`Kobler til …` : t`Koble til abonnementet`}
        </button>
      </Form>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="searchId" value={searchId} />
        <button type="submit" className={styles.secondary} disabled={resending} aria-disabled={resending}>
          <Trans>Send ny kode</Trans>
        </button>
      </Form>
    </>
  );
}
