import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
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
      <div className={styles.actions}>
        <Link to="/bestill-abonnement" className={styles.primary}>
          <Trans>Prøv igjen</Trans>
        </Link>
        <Link to="/kundeservice" className={styles.secondary}>
          <Trans>Spørsmål? Kontakt kundeservice</Trans>
        </Link>
      </div>
    </Page>
  );
}
