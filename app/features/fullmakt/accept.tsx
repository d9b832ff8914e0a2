// The helper's side of an invitation (/fullmakt?kode=…): the code from the e-mail or SMS,
// looked up once signed in with their own account (the code survives sign-in), who asks for help
// with what and until when, and "Godta fullmakten". An invitation reaches only the one invited
// (ADR 057): when the account's e-mail and mobile number are not where it went, a code is sent
// there and typed back. Every other status says why, and the way on; too many wrong codes, a pause.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { FullmaktInvitation } from "#app/api/contract/fullmakt.ts";
import { CallFailedAlert, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { InvitationDeadEnd } from "#app/components/invitation.tsx";
import { NamedSection } from "#app/components/named-section.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { SentStatus } from "#app/components/sent-status.tsx";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { neverText, rightName, untilText } from "./words.ts";
import { accept, sendCode } from "./intents.ts";

export function AcceptScreen({ invitation }: { invitation: FullmaktInvitation | null | "too-many" }) {
  const form = useIntentForm(accept);
  const code = useIntentForm(sendCode);
  const refusal = form.answer?.refused ?? code.answer?.refused;
  if (invitation === "too-many" || refusal === "too-many") return <TooMany />;
  const status = refusal ?? invitation?.status ?? "unknown";
  if (!invitation || status === "unknown")
    return (
      <InvitationDeadEnd heading={<Trans>Vi finner ikke invitasjonen</Trans>}>
        <Trans>Koden virker ikke. Sjekk at du har brukt hele lenken, eller be om en ny invitasjon.</Trans>
      </InvitationDeadEnd>
    );
  const grantor = invitation.grantorName;
  switch (status) {
    case "open":
    case "not-invited":
      return (
        <Invitation
          invitation={invitation}
          form={form}
          code={code}
          // Refused once as someone else, or a code asked for: the way to prove it is theirs.
          proving={status === "not-invited" || code.answer?.sentTo != null || form.reply?.status === 422}
        />
      );
    case "accepted":
      return (
        <InvitationDeadEnd heading={<Trans>Du har allerede godtatt</Trans>}>
          <Trans>Du kan hjelpe {grantor}. Du finner fullmakten under Fullmakter på Min side.</Trans>
        </InvitationDeadEnd>
      );
    case "used":
      return (
        <InvitationDeadEnd heading={<Trans>Invitasjonen er allerede brukt</Trans>}>
          <Trans>
            En annen har godtatt denne invitasjonen. Be {grantor} om en ny hvis det skal være deg.
          </Trans>
        </InvitationDeadEnd>
      );
    case "own":
      return (
        <InvitationDeadEnd heading={<Trans>Dette er din egen invitasjon</Trans>}>
          <Trans>Invitasjonen skal godtas av den du vil ha hjelp fra, med deres egen bruker.</Trans>
        </InvitationDeadEnd>
      );
    case "ended":
    case "expired":
      return (
        <InvitationDeadEnd heading={<Trans>Invitasjonen gjelder ikke lenger</Trans>}>
          <Trans>
            {grantor} har avsluttet fullmakten, eller den har gått ut. Be om en ny hvis du skal hjelpe.
          </Trans>
        </InvitationDeadEnd>
      );
  }
}

function TooMany() {
  return (
    <InvitationDeadEnd heading={<Trans>For mange forsøk</Trans>}>
      <Trans>
        Du har prøvd for mange koder som ikke stemmer. Vent et kvarter, og åpne lenken i invitasjonen på nytt.
      </Trans>
    </InvitationDeadEnd>
  );
}

function Invitation({
  invitation,
  form,
  code,
  proving,
}: {
  invitation: FullmaktInvitation;
  form: ReturnType<typeof useIntentForm<typeof accept>>;
  code: ReturnType<typeof useIntentForm<typeof sendCode>>;
  proving: boolean;
}) {
  const { t } = useLingui();
  const grantor = invitation.grantorName;
  const title = invitation.titleName;
  const contact = invitation.invitedContact;
  const sentTo = code.answer?.sentTo;
  return (
    <Page
      heading={<Trans>Godta fullmakt</Trans>}
      intro={
        <Trans>
          {grantor} vil at du skal hjelpe til med abonnementet på {title}.
        </Trans>
      }
    >
      <p>
        <Trans>Du kan:</Trans> {invitation.rights.map(rightName).join(", ")}.{" "}
        {untilText(invitation.validUntil)}
      </p>
      <p>{neverText(grantor)}</p>
      <p>
        <Trans>
          Alt du gjør, står i historikken til {grantor} som gjort av deg, og {grantor} får kvittering.
        </Trans>
      </p>
      {proving ? (
        <NamedSection
          id="bekreft-mottaker"
          heading={<Trans>Bekreft at invitasjonen er til deg</Trans>}
          className={formStyles.fieldset}
        >
          <p>
            <Trans>
              Invitasjonen ble sendt til {contact}, og brukeren du er logget inn med, har en annen
              e-postadresse og et annet mobilnummer. Er invitasjonen til deg, sender vi en kode dit.
            </Trans>
          </p>
          <SentStatus>{sentTo ? <Trans>Vi har sendt en kode til {sentTo}.</Trans> : null}</SentStatus>
          {code.failed ? <CallFailedAlert /> : null}
          <Form {...code.formProps}>
            {code.hidden}
            <SubmitButton pending={code.pending} className={styles.secondary}>
              {sentTo ? <Trans>Send en ny kode</Trans> : <Trans>Send kode til {contact}</Trans>}
            </SubmitButton>
          </Form>
        </NamedSection>
      ) : null}
      {form.failed ? <CallFailedAlert /> : null}
      {proving && !sentTo && form.reply?.status !== 422 ? null : (
        <Form {...form.formProps}>
          {form.hidden}
          {proving ? (
            <Field
              meta={form.fields.contactCode}
              label={<Trans>Koden du fikk</Trans>}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          ) : null}
          <FormAlert errors={form.form.errors} />
          <SubmitButton pending={form.pending} sending={t`Godtar …`}>
            {t`Godta fullmakten`}
          </SubmitButton>
        </Form>
      )}
    </Page>
  );
}
