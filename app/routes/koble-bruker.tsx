import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSearchParams } from "react-router";
import { sendIntent } from "#app/forms/intent.ts";
import { resend, search, verify } from "#app/features/connect-account/intents.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import { GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { SendAgainForm } from "#app/components/send-again.tsx";
import { SentStatus } from "#app/components/sent-status.tsx";
import styles from "#app/components/page.module.css";
import type { Route } from "./+types/koble-bruker";

// Find a subscription registered without this user (e.g. by phone at the customer centre), prove
// it is yours with the code sent by SMS to the number on file, and connect it (SPEC §2).

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
      <SentStatus>{resent?.resent ? <Trans>Vi har sendt en ny kode til {masked}.</Trans> : null}</SentStatus>
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
      <SendAgainForm form={again} values={{ searchId }} className={styles.actions}>
        <Trans>Send ny kode</Trans>
      </SendAgainForm>
    </>
  );
}
