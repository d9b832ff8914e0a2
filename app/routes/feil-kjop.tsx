import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { CustomerCentreContact } from "#app/components/call-failed.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
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
        <CustomerCentreContact />
      </div>
      <div className={styles.actions}>
        <Link to="/bestill-abonnement" className={styles.primary}>
          <Trans>Prøv igjen</Trans>
        </Link>
      </div>
    </Page>
  );
}
