import { Trans, useLingui } from "@lingui/react/macro";
import formStyles from "#app/components/form.module.css";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { takeout } from "#app/features/privacy/intents.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import type { Route } from "./+types/takeout-gateway";

// Data download (SPEC §2 data-export gateway, §9: ready within 30 days): order a copy of what the
// newspaper holds about the subscriber; an e-mail says when it can be downloaded.

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, takeout);

export default function TakeoutGatewayRoute() {
  const { t } = useLingui();
  const form = useIntentForm(takeout);
  const { failed, answer } = form;
  const readyBy = answer ? formatDate(answer.readyBy, __LOCALE__) : null;
  return (
    <Page
      heading={<Trans>Last ned dine data</Trans>}
      intro={
        <Trans>Du kan få en kopi av opplysningene vi har lagret om deg, som en fil du laster ned.</Trans>
      }
    >
      <p>
        <Trans>Kopien inneholder blant annet:</Trans>
      </p>
      <ul className={own.consequences}>
        <li>
          <Trans>kontaktopplysningene dine</Trans>
        </li>
        <li>
          <Trans>abonnementene dine og endringer i dem</Trans>
        </li>
        <li>
          <Trans>fakturaer og betalinger</Trans>
        </li>
        <li>
          <Trans>samtykker og personverninnstillinger</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Det kan ta opptil 30 dager før dataene er klare. Du får en e-post når de kan lastes ned.
        </Trans>
      </p>
      <div aria-live="polite">
        {readyBy ? (
          <p className={formStyles.status}>
            <Trans>Bestillingen er mottatt. Dataene er klare senest {readyBy}.</Trans>
          </p>
        ) : null}
      </div>
      {failed ? <CallFailedAlert /> : null}
      {readyBy ? null : (
        <DecisionForm form={form} sending={t`Bestiller …`}>
          {t`Bestill nedlasting`}
        </DecisionForm>
      )}
      <LinkLine to="/endre-profil">
        <Trans>Tilbake til Min profil</Trans>
      </LinkLine>
    </Page>
  );
}
