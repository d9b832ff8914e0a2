import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { ApiError } from "#app/api/errors.ts";
import { consentChoices, loadConsent } from "#app/consent/consent-store.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { Page } from "#app/components/page.tsx";
import { answersFrom, ConsentStep } from "#app/features/consent/steps.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import type { Route } from "./+types/samtykke";
import { STEP_COUNT, finish } from "#app/features/consent/intents.ts";

// The consent steps /samtykke1–3 (SPEC §2 Consent: auth, sub). One module for the three routes; the
// step is the URL's last digit, the answers its query (app/features/consent/steps.tsx).

const stepOf = (url: URL) => {
  const step = Number(url.pathname.match(/(\d)\/?$/)?.[1] ?? 1);
  return step >= 1 && step <= STEP_COUNT ? step : 1;
};

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const { titleAccount } = context.get(subscribedContext);
  const url = new URL(request.url);
  return { step: stepOf(url), answers: answersFrom(url, await savedChoices(titleAccount.titleCode)) };
}

/** Saved choices only fill in what the URL has not answered; without the platform, this browser's. */
async function savedChoices(titleCode: string) {
  try {
    return (await loadConsent(titleCode)).choices;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return consentChoices();
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, finish);

export default function SamtykkeRoute() {
  const { step, answers } = useLoaderData<typeof clientLoader>();
  return (
    <Page
      heading={<Trans>Samtykke</Trans>}
      intro={
        <Trans>
          Tre korte spørsmål om hva vi kan bruke opplysninger om deg til. Du kan endre svarene senere under
          personverninnstillinger.
        </Trans>
      }
    >
      <ConsentStep key={step} step={step} answers={answers} />
    </Page>
  );
}
