import { Trans } from "@lingui/react/macro";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { endTrip } from "#app/api/payment-trip.ts";

// The purchase failed (SPEC §2, §8): the provider refused the payment, or it could not be completed.
export function clientLoader() {
  endTrip();
  return null;
}

export default function FeilKjopRoute() {
  return (
    <Page heading={<Trans>Kjøpet gikk ikke gjennom</Trans>}>
      <div role="alert">
        <p>
          <Trans>
            Betalingen ble ikke godkjent, så ingenting er trukket og ingen bestilling er registrert. Du kan
            prøve igjen, gjerne med en annen betalingsmåte.
          </Trans>
        </p>
        <CustomerCentreContact lead="retry" />
      </div>
      <ActionLinks
        links={[{ to: "/bestill-abonnement", look: "primary", label: <Trans>Prøv igjen</Trans> }]}
      />
    </Page>
  );
}
