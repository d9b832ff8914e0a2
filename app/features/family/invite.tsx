// The "invite" intent: an e-mail address, checked here (SPEC §5 message at the field), then by the
// platform, which refuses the subscriber's own address, an address invited already and a full
// household. What was typed stays in the field whatever went wrong.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { CallFailedAlert, Field, SubmitButton } from "#app/components/form.tsx";
import { NamedSection } from "#app/components/named-section.tsx";
import own from "#app/components/self-service.module.css";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { invite } from "./intents.ts";

export function InviteForm({ placesLeft }: { placesLeft: number }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(invite);
  return (
    <NamedSection id="inviter" heading={<Trans>Inviter noen du bor sammen med</Trans>} className={own.card}>
      <p>
        <Trans>
          Vi sender en lenke på e-post. Den som blir invitert, logger inn med sin egen bruker og får tilgang
          til det digitale innholdet uten å betale. Lenken gjelder i 7 dager. Du kan invitere {placesLeft}{" "}
          til.
        </Trans>
      </p>
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <Field meta={fields.email} label={<Trans>E-postadresse</Trans>} type="email" autoComplete="off" />
        <SubmitButton pending={pending} sending={t`Sender …`}>{t`Send invitasjon`}</SubmitButton>
      </Form>
    </NamedSection>
  );
}
