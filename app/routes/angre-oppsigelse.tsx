import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { reactivate } from "#app/features/cancellation/intents.ts";
import { OrderedChange } from "#app/features/cancellation/steps.tsx";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CallFailedAlert, DecisionForm } from "#app/components/form.tsx";
import { NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { formatDate } from "#app/domain/format.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import type { Route } from "./+types/angre-oppsigelse";

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return { subscription: context.get(subscribedContext).subscription };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, reactivate);

export default function AngreOppsigelseRoute() {
  const { t } = useLingui();
  const { subscription } = useLoaderData<typeof clientLoader>();
  const form = useIntentForm(reactivate);
  if (!capabilities(subscription).undoCancellation) {
    return (
      <NotAvailable heading={<Trans>Angre oppsigelse</Trans>}>
        <p>
          <Trans>Abonnementet ditt er ikke sagt opp, så det er ingenting å angre.</Trans>
        </p>
      </NotAvailable>
    );
  }
  const planName = subscription.planName;
  // Without expiresOn (the platform may leave it out, docs/decisions/034) the date is not said.
  const date = subscription.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : null;
  return (
    <Page
      heading={<Trans>Angre oppsigelse</Trans>}
      intro={
        date ? (
          <Trans>
            Du har sagt opp {planName}. Det gjelder til og med {date}.
          </Trans>
        ) : (
          <Trans>Du har sagt opp {planName}.</Trans>
        )
      }
    >
      {form.failed ? <CallFailedAlert /> : null}
      <p>
        <Trans>Angrer du, fortsetter abonnementet som før, med samme pris og betalingsmåte.</Trans>
      </p>
      {subscription.pendingChange ? <OrderedChange {...subscription.pendingChange} /> : null}
      <DecisionForm
        form={form}
        sending={t`Aktiverer …`}
        leave={{ to: "/", label: <Trans>Nei, la oppsigelsen stå</Trans> }}
      >
        {t`Behold abonnementet`}
      </DecisionForm>
    </Page>
  );
}
