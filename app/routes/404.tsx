import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";

// The not-found page (SPEC §2): a back button and a home link.
export default function NotFoundRoute() {
  return (
    <Page
      heading={<Trans>Fant ikke siden</Trans>}
      intro={<Trans>Siden du leter etter finnes ikke, eller den er flyttet.</Trans>}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
          <Trans>Tilbake</Trans>
        </button>
        <Link to="/" className={styles.primary}>
          <Trans>Til forsiden av Min side</Trans>
        </Link>
      </div>
    </Page>
  );
}
