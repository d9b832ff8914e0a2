import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { ApiError } from "#app/api/errors.ts";
import { consentChoices, loadConsent } from "#app/consent/consent-store.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { LinkList } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { ConsentSettingsForm } from "#app/features/consent/settings.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { IDENTITY_PROVIDER_NAME } from "#app/route-table.ts";
import type { Route } from "./+types/personverninnstillinger";
import { saveSettings } from "#app/features/consent/intents.ts";

// Privacy settings (SPEC §2 Privacy: auth, no subscription needed; §3 consent categories; §4 the
// flags kept locally). The choices are the platform's, so they follow the reader to another device.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { titleAccount } = context.get(signedInContext);
  try {
    const record = await loadConsent(titleAccount.titleCode);
    return { choices: record.choices, fromPlatform: true };
  } catch (error) {
    // Without the platform the screen still shows what this browser knows, and saving tries again.
    if (!(error instanceof ApiError)) throw error;
    console.warn("Loading the consent choices failed", error);
    return { choices: consentChoices(), fromPlatform: false };
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, saveSettings);

export default function PersonverninnstillingerRoute() {
  const { choices, fromPlatform } = useLoaderData<typeof clientLoader>();
  return (
    <Page
      heading={<Trans>Personverninnstillinger</Trans>}
      intro={
        <Trans>
          Her bestemmer du hva vi kan bruke opplysninger om deg til. Du kan endre valgene når du vil, og de
          gjelder på alle enhetene der du er logget inn.
        </Trans>
      }
    >
      {fromPlatform ? null : (
        <p>
          <Trans>
            Vi får ikke hentet valgene du har lagret akkurat nå. Det som vises, er det denne nettleseren
            husker.
          </Trans>
        </p>
      )}
      <ConsentSettingsForm choices={choices} />
      <section aria-labelledby="mer-om-personvern" className={own.card}>
        <h2 id="mer-om-personvern">
          <Trans>Mer om personvern</Trans>
        </h2>
        <LinkList
          links={[
            { to: "/personvern", label: <Trans>Personvernerklæringen</Trans> },
            {
              to: "/personverndetaljer",
              label: <Trans>Detaljer om hvordan vi behandler personopplysninger</Trans>,
            },
            { to: "/cookie-policy", label: <Trans>Informasjonskapsler (cookies)</Trans> },
            { to: `/${IDENTITY_PROVIDER_NAME}TakeoutGateway`, label: <Trans>Last ned dataene dine</Trans> },
            { to: `/${IDENTITY_PROVIDER_NAME}DeleteGateway`, label: <Trans>Slett kontoen din</Trans> },
          ]}
        />
      </section>
    </Page>
  );
}
