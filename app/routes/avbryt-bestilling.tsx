import { Trans } from "@lingui/react/macro";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { endTrip } from "#app/api/payment-trip.ts";

// The buyer cancelled at the payment provider (SPEC §2, §8): nothing was charged.
export function clientLoader() {
  endTrip();
  return null;
}

export default function AvbrytBestillingRoute() {
  return (
    <Page heading={<Trans>Bestillingen er avbrutt</Trans>}>
      <p role="status">
        <Trans>Du avbrøt betalingen, så ingenting er trukket og ingen bestilling er registrert.</Trans>
      </p>
      <ActionLinks
        links={[
          { to: "/bestill-abonnement", look: "primary", label: <Trans>Prøv igjen</Trans> },
          { to: "/kundeservice", look: "secondary", label: <Trans>Spørsmål? Kontakt kundeservice</Trans> },
        ]}
      />
    </Page>
  );
}
