import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { ActionLinks, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { formatDate } from "#app/domain/format.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import type { Route } from "./+types/abonnement-avsluttet";

// After cancelling (SPEC §2): the date access ends, and the way back. Only facts it has: opened by
// a subscriber whose subscription is not cancelled, it says so instead of claiming it is.
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function AbonnementAvsluttetRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const planName = subscription.planName;
  if (!capabilities(subscription).undoCancellation) {
    return (
      <NotAvailable heading={<Trans>Abonnementet er ikke sagt opp</Trans>}>
        <p>
          <Trans>{planName} er ikke sagt opp, og det løper videre som før.</Trans>
        </p>
      </NotAvailable>
    );
  }
  const date = subscription.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : null;
  return (
    <Page heading={<Trans>Abonnementet er avsluttet</Trans>}>
      <p role="status">
        {date ? (
          <Trans>
            {planName} er sagt opp. Du har tilgang til og med {date}, og du blir ikke trukket for mer etter
            det.
          </Trans>
        ) : (
          <Trans>{planName} er sagt opp, og du blir ikke trukket for mer.</Trans>
        )}
      </p>
      <p>
        <Trans>Ombestemmer du deg før da, kan du angre oppsigelsen.</Trans>
      </p>
      <ActionLinks
        links={[
          { to: "/angre-oppsigelse", look: "secondary", label: <Trans>Angre oppsigelsen</Trans> },
          { to: "/", look: "primary", label: <Trans>Til Min side</Trans> },
        ]}
      />
    </Page>
  );
}
