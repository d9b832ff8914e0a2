import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getDelivery } from "#app/api/delivery.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { ActionLinks, GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { PostalAddress } from "#app/components/postal-address.tsx";
import own from "#app/components/self-service.module.css";
import { isPaper } from "#app/domain/subscription-type.ts";
import type { Route } from "./+types/leveringsadresse";

// Delivery address after a purchase (SPEC §2): where the paper will come, and how to change it.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  if (!session.subscription || !isPaper(session.subscription)) return { delivery: null };
  const delivery = await getDelivery(session.titleAccount);
  return { delivery };
}

export default function LeveringsadresseRoute() {
  const { delivery } = useLoaderData<typeof clientLoader>();
  if (!delivery) {
    return (
      <Page heading={<Trans>Leveringsadresse</Trans>}>
        <p>
          <Trans>Abonnementet ditt er digitalt, så vi trenger ingen leveringsadresse.</Trans>
        </p>
        <GoToMinSide />
      </Page>
    );
  }
  return (
    <Page
      heading={<Trans>Leveringsadresse</Trans>}
      intro={<Trans>Papiravisen leveres hit. Stemmer ikke adressen, kan du endre den.</Trans>}
    >
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
      <ActionLinks
        links={[
          { to: "/endre-avislevering", look: "primary", label: <Trans>Endre leveringsadresse</Trans> },
          { to: "/", look: "secondary", label: <Trans>Gå til Min side</Trans> },
        ]}
      />
    </Page>
  );
}
