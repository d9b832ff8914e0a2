import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useSignedIn } from "#app/auth/use-session.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";

// After a cancellation was taken back (SPEC §2).
export default function AbonnementReaktivertRoute() {
  const { subscription } = useSignedIn();
  const planName = subscription?.planName ?? "";
  return (
    <Page heading={<Trans>Abonnementet er aktivert igjen</Trans>}>
      <p role="status">
        <Trans>Du har {planName} som før. Oppsigelsen er trukket tilbake.</Trans>
      </p>
      <p>
        <Link to="/" className={styles.primary}>
          <Trans>Til Min side</Trans>
        </Link>
      </p>
    </Page>
  );
}
