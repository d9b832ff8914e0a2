import { Trans } from "@lingui/react/macro";
import { loadVerification, VerifyScreen } from "#app/components/payment-method-change.tsx";
import type { Route } from "./+types/legg-til-betalingskort.verify";

// Back from the card provider: was the card registered? Read from the platform, polled while open.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadVerification(request);

export default function LeggTilBetalingskortVerifyRoute() {
  return <VerifyScreen heading={<Trans>Nytt betalingskort</Trans>} method="SWEDBANK-PPG" />;
}
