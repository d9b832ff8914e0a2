import { Trans } from "@lingui/react/macro";
import { subscribedContext } from "#app/auth/guards.ts";
import { loadVerification, VerifyScreen } from "#app/features/payment-method/verify.tsx";
import type { Route } from "./+types/endre-betalingsmetode.verify";

// Back from Vipps: was the payment agreement approved? Read from the platform, polled while open.
export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  loadVerification(request, context.get(subscribedContext));

export default function EndreBetalingsmetodeVerifyRoute() {
  return <VerifyScreen heading={<Trans>Betaling med Vipps</Trans>} method="VIPPS" />;
}
