// The "invite" intent: an e-mail address, checked here (SPEC §5 message at the field), then by the
// platform, which refuses the subscriber's own address, an address invited already and a full
// household. What was typed stays in the field whatever went wrong.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { z } from "zod/mini";
import { inviteFamilyMember } from "#app/api/family.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { CallFailedAlert, Field, SubmitButton } from "#app/components/form.tsx";
import own from "#app/components/self-service.module.css";
import { invalidEmailMessage, requiredMessage } from "#app/forms/messages.ts";
import { defineIntent, refused } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { afterChange } from "./screen.ts";
import { typedText } from "#app/forms/text.ts";

const inviteSchema = z.object({
  email: z.pipe(
    typedText(z.string({ error: () => requiredMessage(t`E-postadresse`) }).check(z.trim()), { max: 254 }),
    z.email({ error: () => invalidEmailMessage() }),
  ),
});

/** One key per address on the screen: a double click or a retry invites once. */
export const invite = defineIntent({
  name: "invite",
  keyed: true,
  schema: inviteSchema,
  async run({ value: { email }, key, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await inviteFamilyMember(account, email, { idempotencyKey: key });
    switch (outcome.kind) {
      case "ok":
        return afterChange("invite", outcome.invitation.id);
      case "own-address":
        return refused({
          email: [t`Dette er din egen e-postadresse. Skriv adressen til den du vil dele med.`],
        });
      case "already-invited":
        return refused({
          email: [
            t`Denne adressen er allerede invitert eller med i familiedelingen. Se listen nedenfor, der kan du sende invitasjonen på nytt.`,
          ],
        });
      case "full":
        return refused({
          email: [
            t`Familiedelingen er full. Trekk tilbake en invitasjon eller fjern noen før du inviterer flere.`,
          ],
        });
      case "not-shareable":
        return refused({
          email: [t`Abonnementet ditt kan ikke deles lenger. Last siden på nytt for å se hvorfor.`],
        });
    }
  },
});

export function InviteForm({ placesLeft }: { placesLeft: number }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed } = useIntentForm(invite);
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
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <Field meta={fields.email} label={<Trans>E-postadresse</Trans>} type="email" autoComplete="off" />
        <SubmitButton pending={pending} sending={t`Sender …`}>{t`Send invitasjon`}</SubmitButton>
      </Form>
    </section>
  );
}
