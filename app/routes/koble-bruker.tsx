import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect, useSearchParams } from "react-router";
import { z } from "zod/mini";
import { connectAccount, resendCode, searchAccount } from "#app/api/account.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { invalidEmailMessage, invalidPhoneMessage, requiredMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, refused, sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import type { Route } from "./+types/koble-bruker";
import { typedText } from "#app/forms/text.ts";

// Find a subscription registered without this user (e.g. by phone at the customer centre), prove
// it is yours with the code sent by SMS to the number on file, and connect it (SPEC §2).

const searchSchema = z.object({
  query: typedText(
    z.string({ error: () => requiredMessage(t`E-postadresse eller mobilnummer`) }).check(z.trim()),
    {
      max: 254,
    },
  ).check(
    z.superRefine((value, ctx) => {
      if (looksLikeEmail(value)) {
        if (!z.email().safeParse(value).success)
          ctx.addIssue({ code: "custom", message: invalidEmailMessage() });
      } else if (!normalizeNorwegianPhone(value)) {
        ctx.addIssue({ code: "custom", message: invalidPhoneMessage() });
      }
    }),
  ),
});

const codeSchema = z.object({
  searchId: z.string(),
  code: z
    .string({ error: () => requiredMessage(t`Kode`) })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: () => t`Koden består av 6 sifre` })),
});

const search = defineIntent({
  name: "search",
  schema: searchSchema,
  async run({ value: { query } }) {
    const body = looksLikeEmail(query) ? { email: query } : { phoneNumber: normalizeNorwegianPhone(query)! };
    const found = await searchAccount(body);
    if (found.kind === "not-found")
      return refused({
        query: [t`Vi fant ikke noe abonnement med dette. Sjekk det du skrev, eller prøv det andre.`],
      });
    const next = new URLSearchParams({ sok: found.searchId, mobil: found.maskedPhoneNumber });
    return redirect(`/koble-bruker?${next.toString()}`);
  },
});

const verify = defineIntent({
  name: "verify",
  schema: codeSchema,
  async run({ value: { searchId, code } }) {
    const outcome = await connectAccount(searchId, code);
    if (outcome === "wrong-code") return refused({ code: [t`Koden er feil. Sjekk SMS-en og prøv igjen.`] });
    if (outcome === "expired") return refused({ code: [t`Koden er utløpt. Be om en ny kode.`] });
    if (outcome === "already-subscribed") return answered({ alreadySubscribed: true });
    await invalidateSession();
    return redirect("/?koblet=1");
  },
});

const resend = defineIntent({
  name: "resend",
  schema: z.object({ searchId: z.string() }),
  async run({ value: { searchId } }) {
    const sent = await resendCode(searchId);
    return answered(
      sent.kind === "too-many"
        ? { tooMany: true, resent: null }
        : { tooMany: false, resent: sent.maskedPhoneNumber },
    );
  },
});

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, search, verify, resend);

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

function SearchStep() {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(search);
  return (
    <Form {...formProps}>
      {failed ? <CallFailedAlert /> : null}
      {hidden}
      <Field
        meta={fields.query}
        label={<Trans>E-postadresse eller mobilnummer</Trans>}
        description={<Trans>Det du oppga da abonnementet ble bestilt, for eksempel 987 65 432.</Trans>}
        autoComplete="email"
      />
      <SubmitButton pending={pending} sending={t`Søker …`}>{t`Finn abonnementet`}</SubmitButton>
    </Form>
  );
}

function CodeStep({ searchId, masked }: { searchId: string; masked: string }) {
  const { t } = useLingui();
  const code = useIntentForm(verify);
  const again = useIntentForm(resend);
  const resent = again.answer;
  return (
    <>
      <p role="status">
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
      {resent?.tooMany ? (
        <FormAlert>
          <p>
            <Trans>Du har bedt om for mange koder. Vent litt, eller kontakt kundesenteret.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {code.failed || again.failed ? <CallFailedAlert /> : null}
      {code.answer?.alreadySubscribed ? (
        <FormAlert>
          <p>
            <Trans>
              Du har allerede et aktivt abonnement på denne avisen, så vi kan ikke koble til ett til. Du
              finner det du har på Min side. Skal det andre abonnementet sies opp eller slås sammen med ditt,
              kan kundesenteret hjelpe deg.
            </Trans>
          </p>
          <GoToMinSide />
        </FormAlert>
      ) : null}
      <Form {...code.formProps}>
        {code.hidden}
        <input type="hidden" name="searchId" value={searchId} />
        <Field
          meta={code.fields.code}
          label={<Trans>Kode fra SMS</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <SubmitButton pending={code.pending} sending={t`Kobler til …`}>
          {t`Koble til abonnementet`}
        </SubmitButton>
      </Form>
      <Form {...again.formProps} className={styles.actions}>
        {again.hidden}
        <input type="hidden" name="searchId" value={searchId} />
        <SubmitButton pending={again.pending} className={styles.secondary}>
          <Trans>Send ny kode</Trans>
        </SubmitButton>
      </Form>
    </>
  );
}
