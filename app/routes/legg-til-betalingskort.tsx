import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { Page } from "#app/components/page.tsx";
import { loadMethodChange, methodChangeKey } from "#app/features/payment-method/method-change.ts";
import { NotPaying } from "#app/features/payment-method/not-paying.tsx";
import type { Route } from "./+types/legg-til-betalingskort";
import { addCard } from "#app/features/payment-method/intents.ts";

// Add a payment card (SPEC §2): the card is entered at the card provider (SWEDBANK-PPG), never here;
// back on /legg-til-betalingskort/verify the outcome is read from the platform.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [methodChangeKey];

export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  loadMethodChange(request, context.get(subscribedContext));

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, addCard);

export default function LeggTilBetalingskortRoute() {
  const { t } = useLingui();
  const { allowed, current, currentFailed } = useLoaderData<typeof clientLoader>();
  const form = useIntentForm(addCard);
  if (!allowed) return <NotPaying heading={<Trans>Legg til betalingskort</Trans>} />;
  return (
    <Page
      heading={<Trans>Legg til betalingskort</Trans>}
      intro={
        <Trans>
          Du legger inn kortnummeret hos kortleverandøren vår, ikke hos oss. Kortet belastes hver måned, og
          erstatter betalingsmåten du har nå.
        </Trans>
      }
    >
      {form.failed ? <CallFailedAlert /> : null}
      <CurrentMethod current={current} failed={currentFailed} />
      <DecisionForm
        form={form}
        sending={t`Sender deg videre …`}
        leave={{ to: "/", label: <Trans>Avbryt</Trans> }}
      >
        {t`Legg inn kort`}
      </DecisionForm>
    </Page>
  );
}
