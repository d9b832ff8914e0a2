import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import formStyles from "#app/components/form.module.css";
import { CallFailedAlert, FormActions, PhoneField } from "#app/components/form.tsx";
import { Fact } from "#app/components/fact.tsx";
import { Page } from "#app/components/page.tsx";
import pay from "#app/components/payment.module.css";
import { savePhone } from "#app/features/contact/intents.ts";
import type { Route } from "./+types/kontakt";

// Contact details after a purchase (SPEC §2): where receipts and delivery messages go. The e-mail
// and name belong to the user account at the identity provider; the phone number is ours to keep.

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { account, user } = context.get(subscribedContext);
  return { account, user };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, savePhone);

export default function KontaktRoute() {
  const { t } = useLingui();
  const { account, user } = useLoaderData<typeof clientLoader>();
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(savePhone, {
    defaultValue: { phoneNumber: account.phoneNumber ?? "" },
  });
  const name = [account.givenName, account.familyName].filter(Boolean).join(" ") || user.displayName;
  return (
    <Page
      heading={<Trans>Kontaktinformasjon</Trans>}
      intro={<Trans>Hit sender vi kvitteringer og beskjeder om abonnementet. Sjekk at det stemmer.</Trans>}
    >
      <dl className={pay.facts}>
        <Fact term={<Trans>Navn</Trans>}>{name}</Fact>
        <Fact term={<Trans>E-post</Trans>}>{account.email ?? "–"}</Fact>
      </dl>
      <p>
        <Trans>
          Navn og e-post endrer du i brukerkontoen din. <Link to="/endre-profil">Gå til profilen</Link>.
        </Trans>
      </p>
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <PhoneField
          meta={fields.phoneNumber}
          description={<Trans>Vi sender SMS om levering og betaling hit.</Trans>}
        />
        <div aria-live="polite">
          {answer?.saved ? (
            <p className={formStyles.status}>
              <Trans>Telefonnummeret er lagret.</Trans>
            </p>
          ) : null}
        </div>
        <FormActions
          pending={pending}
          sending={t`Lagrer …`}
          leave={{ to: "/", label: <Trans>Gå til Min side</Trans> }}
        >
          {t`Lagre telefonnummer`}
        </FormActions>
      </Form>
    </Page>
  );
}
