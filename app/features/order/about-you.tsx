// The "about" and "skip" intents: what we need to know about the buyer when the identity provider
// did not tell us — name, phone and birthdate (the birthdate decides the offers: 18 to buy, the
// youth plan under 34) — or skipping it and seeing the usual offers (SPEC §9).
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { SignedIn } from "#app/auth/guards.ts";
import {
  CallFailedAlert,
  Field,
  FormActions,
  NameFields,
  PhoneField,
  SubmitButton,
} from "#app/components/form.tsx";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { osloToday } from "#app/domain/oslo-date.ts";
import { aboutSchema, saveDetails, skipDetails } from "./intents.ts";

type Details = Pick<SignedIn["account"], "givenName" | "familyName" | "phoneNumber" | "birthdate">;
export const missingDetails = (a: Details) =>
  (["givenName", "familyName", "phoneNumber", "birthdate"] as const).filter((field) => !a[field]);

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
