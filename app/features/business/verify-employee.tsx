// /bedrift (SPEC §2 Business verification, §8): an invited employee proves the work address the
// invitation went to with a code e-mailed there, and gets the company's subscription. Two steps in
// one screen; the address and the step live in the URL (?epost=…&steg=kode), and the invitation's
// link fills the address in. Intents: "request", "verify", "resend".
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { SendAgainForm } from "#app/components/send-again.tsx";
import { SentStatus } from "#app/components/sent-status.tsx";
import styles from "#app/components/page.module.css";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import { requestCode, resendCode, verifyCode } from "./intents.ts";

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
      <LinkLine to="/">
        <Trans>Til Min side</Trans>
      </LinkLine>
    </FormAlert>
  );
}

export function EmailStep({ email }: { email: string }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(requestCode, {
    defaultValue: { email },
  });
  return (
    <Form {...formProps}>
      {failed ? <CallFailedAlert /> : null}
      {answer?.alreadySubscriber ? <AlreadySubscriber /> : null}
      {hidden}
      <Field
        meta={fields.email}
        type="email"
        label={<Trans>Jobb-e-post</Trans>}
        description={<Trans>Adressen invitasjonen ble sendt til. Vi sender en kode dit.</Trans>}
        autoComplete="email"
      />
      <SubmitButton pending={pending} sending={t`Sender kode …`}>{t`Send kode`}</SubmitButton>
    </Form>
  );
}

export function CodeStep({ email }: { email: string }) {
  const { t } = useLingui();
  const verify = useIntentForm(verifyCode);
  const resend = useIntentForm(resendCode);
  const { fields } = verify;
  const resentTo = resend.answer?.resent ?? "";
  return (
    <>
      <p role="status">
        <Trans>Vi har sendt en kode til {email}. Skriv den inn for å ta i bruk bedriftsabonnementet.</Trans>
      </p>
      <SentStatus>{resentTo ? <Trans>Vi har sendt en ny kode til {resentTo}.</Trans> : null}</SentStatus>
      {verify.failed || resend.failed ? <CallFailedAlert /> : null}
      {verify.answer?.alreadySubscriber || resend.answer?.alreadySubscriber ? <AlreadySubscriber /> : null}
      <Form {...verify.formProps}>
        {verify.hidden}
        <input type="hidden" name="email" value={email} />
        <Field
          meta={fields.code}
          label={<Trans>Kode fra e-posten</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <SubmitButton pending={verify.pending} sending={t`Bekrefter …`}>
          {t`Bekreft og ta i bruk`}
        </SubmitButton>
      </Form>
      <div className={styles.actions}>
        <SendAgainForm form={resend} values={{ email }}>
          <Trans>Send ny kode</Trans>
        </SendAgainForm>
        <Link to={`/bedrift?${new URLSearchParams({ epost: email }).toString()}`}>
          <Trans>Bruk en annen e-postadresse</Trans>
        </Link>
      </div>
    </>
  );
}
