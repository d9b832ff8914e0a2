import { Trans } from "@lingui/react/macro";
import { loadVerification, VerifyScreen } from "#app/components/payment-method-change.tsx";
import type { Route } from "./+types/endre-betalingsmetode.verify";

// Back from Vipps: was the payment agreement approved? Read from the platform, polled while open.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadVerification(request);

export default function EndreBetalingsmetodeVerifyRoute() {
  return <VerifyScreen heading={<Trans>Betaling med Vipps</Trans>} method="VIPPS" />;
}
