import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getGiftOffer } from "#app/api/gifts.ts";
import { postalLookup } from "#app/components/intents.ts";
import { GiftPage } from "#app/features/gift/gift-page.tsx";
import { giftsUnavailable } from "#app/features/gift/unavailable.tsx";
import { GiveForm } from "#app/features/gift/give-form.tsx";
import { give } from "#app/features/gift/intents.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/gi-i-gave";

// Give a subscription (docs/decisions/077): open to anyone signed in, subscriber or not. The gift is
// bought once per screen key (?nokkel=…, ADR 006) and paid at the provider, which comes back to /gaver.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader() {
  return { offer: await getGiftOffer(currentTitle().titleCode) };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, postalLookup, give);

export default function GiIGaveRoute() {
  const { offer } = useLoaderData<typeof clientLoader>();
  const name = currentTitle().name;
  return (
    <GiftPage
      heading={<Trans>Gi {name} i gave</Trans>}
      intro={
        <Trans>
          Gi et abonnement til noen du vil glede. Du betaler én gang, og gaven fornyes ikke av seg selv.
        </Trans>
      }
      other={{ to: "/gaver", label: <Trans>Gaver du har gitt</Trans> }}
    >
      <GiveForm offer={offer} />
    </GiftPage>
  );
}

export const ErrorBoundary = giftsUnavailable;
