import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { NotAvailable } from "#app/components/links.tsx";

/** For someone who does not pay for the subscription (family, employer): why this is not theirs. */
export function NotPaying({ heading }: { heading: ReactNode }) {
  return (
    <NotAvailable heading={heading}>
      <p>
        <Trans>
          Du betaler ikke selv for dette abonnementet. Har du abonnement gjennom familie eller arbeidsgiver,
          er det den som betaler som endrer betalingsmåten.
        </Trans>
      </p>
    </NotAvailable>
  );
}
