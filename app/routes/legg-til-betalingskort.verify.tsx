import { Trans } from "@lingui/react/macro";
import { subscribedContext } from "#app/auth/guards.ts";
import { loadVerification, VerifyScreen } from "#app/features/payment-method/verify.tsx";
import type { Route } from "./+types/legg-til-betalingskort.verify";

// Back from the card provider: was the card registered? Read from the platform, polled while open.
export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  loadVerification(request, context.get(subscribedContext));

export default function LeggTilBetalingskortVerifyRoute() {
  return <VerifyScreen heading={<Trans>Nytt betalingskort</Trans>} method="SWEDBANK-PPG" />;
}
