import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { lookUpGift } from "#app/api/gifts.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { BackToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { lookUp, redeem } from "#app/features/gift/intents.ts";
import { RedeemScreen } from "#app/features/gift/redeem.tsx";
import { codeOf, hasCode } from "#app/features/gift/screen.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/los-inn-gave";

// Redeem a gift (docs/decisions/077) with one's own account: the link in the e-mail (?kode=…, brought
// through sign-in by the guard) or a code typed from a gift card. Redeemed once per screen key.

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!hasCode(request)) return { lookup: null };
  const code = codeOf(request);
  // A code that cannot be one is not asked about: it is wrong as typed.
  return { lookup: code ? await lookUpGift(currentTitle().titleCode, code) : ({ kind: "unknown" } as const) };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, lookUp, redeem);

export default function LosInnGaveRoute() {
  const { lookup } = useLoaderData<typeof clientLoader>();
  return (
    <Page
      heading={<Trans>Løs inn en gave</Trans>}
      intro={<Trans>Har du fått et abonnement i gave? Løs det inn her med din egen bruker.</Trans>}
    >
      <RedeemScreen lookup={lookup} />
      <BackToMinSide />
    </Page>
  );
}

export const ErrorBoundary = screenErrorBoundary(() => <Trans>Gaven kan ikke vises akkurat nå.</Trans>, {
  backToFrontPage: true,
});
