import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useSignedIn } from "#app/auth/use-session.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { formatDate } from "#app/domain/format.ts";

// After cancelling (SPEC §2): the date access ends, and the way back.
export default function AbonnementAvsluttetRoute() {
  const { subscription } = useSignedIn();
  const planName = subscription?.planName ?? "";
  const date = subscription?.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : "";
  return (
    <Page heading={<Trans>Abonnementet er avsluttet</Trans>}>
      <p role="status">
        <Trans>
          {planName} er sagt opp. Du har tilgang til og med {date}, og du blir ikke trukket for mer etter det.
        </Trans>
      </p>
      <p>
        <Trans>Ombestemmer du deg før da, kan du angre oppsigelsen.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/angre-oppsigelse" className={styles.secondary}>
          <Trans>Angre oppsigelsen</Trans>
        </Link>
        <Link to="/" className={styles.primary}>
          <Trans>Til Min side</Trans>
        </Link>
      </div>
    </Page>
  );
}
