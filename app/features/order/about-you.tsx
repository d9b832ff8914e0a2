// The "about" and "skip" intents: what we need to know about the buyer when the identity provider
// did not tell us — name, phone and birthdate (the birthdate decides the offers: 18 to buy, the
// youth plan under 34) — or skipping it and seeing the usual offers (SPEC §9).
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect } from "react-router";
import { z } from "zod/mini";
import { modifyAccount } from "#app/api/account.ts";
import { signedInContext, type SignedIn } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { invalidPhoneMessage, requiredMessage } from "#app/forms/messages.ts";
import {
  CallFailedAlert,
  Field,
  FormActions,
  NameFields,
  PhoneField,
  SubmitButton,
} from "#app/components/form.tsx";
import { defineIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { osloToday } from "#app/domain/oslo-date.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { typedText } from "#app/forms/text.ts";

const isIsoDate = (value: string) => z.iso.date().safeParse(value).success;

type Details = Pick<SignedIn["account"], "givenName" | "familyName" | "phoneNumber" | "birthdate">;
export const missingDetails = (a: Details) =>
  (["givenName", "familyName", "phoneNumber", "birthdate"] as const).filter((field) => !a[field]);

const aboutSchema = (today: string) =>
  z.object({
    givenName: typedText(
      z.string({ error: () => requiredMessage(t`Fornavn`) }).check(z.trim(), z.minLength(1)),
      {
        max: 80,
        name: true,
      },
    ),
    familyName: typedText(
      z.string({ error: () => requiredMessage(t`Etternavn`) }).check(z.trim(), z.minLength(1)),
      {
        max: 80,
        name: true,
      },
    ),
    phoneNumber: z
      .string({ error: () => requiredMessage(t`Telefonnummer`) })
      .check(
        z.refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() }),
      ),
    birthdate: z.string({ error: () => requiredMessage(t`Fødselsdato`) }).check(
      z.refine((value) => isIsoDate(value) && value < today && value > "1900-01-01", {
        error: () => t`Skriv en gyldig fødselsdato.`,
      }),
    ),
  });

/** The order's address without the step that asked for the details again (?endre=1). */
function orderPage(request: Request): URL {
  const url = new URL(request.url);
  url.searchParams.delete("endre");
  return url;
}

/** Saves the buyer's details on the account, then shows the offers that fit them. */
export const saveDetails = defineIntent({
  name: "about",
  schema: () => aboutSchema(osloToday()),
  async run({ value, request, context }) {
    const session = context.get(signedInContext);
    await modifyAccount({
      ariaAccountNo: session.account.ariaAccountNo,
      givenName: value.givenName,
      familyName: value.familyName,
      phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
      birthdate: value.birthdate,
    });
    await invalidateSession();
    const url = orderPage(request);
    return redirect(`${url.pathname}?${url.searchParams.toString()}`);
  },
});

/** Goes on to the offers without the details ("hoppet" in the URL remembers it). */
export const skipDetails = defineIntent({
  name: "skip",
  schema: z.object({}),
  async run({ request }) {
    const url = orderPage(request);
    url.searchParams.set("hoppet", "1");
    return redirect(`${url.pathname}?${url.searchParams.toString()}`);
  },
});

export function AboutYou({ account }: { account: Details }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(saveDetails, {
    schema: aboutSchema(osloToday()),
    defaultValue: {
      givenName: account.givenName ?? "",
      familyName: account.familyName ?? "",
      phoneNumber: account.phoneNumber ?? "",
      birthdate: account.birthdate ?? "",
    },
  });
  const skip = useIntentForm(skipDetails);
  // Either way on to the offers: both buttons wait while one of them is sent.
  const busy = pending || skip.pending;
  return (
    <Page
      heading={<Trans>Bestill abonnement</Trans>}
      intro={
        <Trans>
          Før du velger abonnement trenger vi litt informasjon om deg. Fødselsdatoen bruker vi til å vise
          tilbudene du kan få: du må være 18 år for å bestille, og under 34 år får du ungdomspris.
        </Trans>
      }
    >
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <h2>
          <Trans>Om deg</Trans>
        </h2>
        <div className={own.row}>
          <NameFields givenName={fields.givenName} familyName={fields.familyName} />
        </div>
        <div className={own.row}>
          <PhoneField meta={fields.phoneNumber} />
          <Field meta={fields.birthdate} label={<Trans>Fødselsdato</Trans>} type="date" autoComplete="bday" />
        </div>
        <FormActions pending={busy}>{t`Lagre og fortsett`}</FormActions>
      </Form>
      <Form {...skip.formProps} className={own.group}>
        {skip.hidden}
        <p>
          <Trans>Vil du ikke oppgi dette nå? Da viser vi de vanlige tilbudene, men ikke ungdomsprisen.</Trans>
        </p>
        <SubmitButton pending={busy} className={styles.secondary}>
          {t`Hopp over`}
        </SubmitButton>
      </Form>
    </Page>
  );
}

/** Under 18: refused, with the way to correct a mistyped birthdate. */
export function TooYoung() {
  return (
    <Page heading={<Trans>Du må være 18 år for å bestille</Trans>}>
      <p role="alert">
        <Trans>
          Abonnement kan bare kjøpes av den som er 18 år eller eldre. En forelder eller foresatt kan bestille
          abonnementet for deg.
        </Trans>
      </p>
      <LinkLine to="/bestill-abonnement?endre=1">
        <Trans>Har du skrevet feil fødselsdato? Endre den her.</Trans>
      </LinkLine>
      <LinkLine to="/kundeservice">
        <Trans>Spørsmål? Kontakt kundeservice</Trans>
      </LinkLine>
    </Page>
  );
}
