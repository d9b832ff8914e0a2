// /deling-akseptert: the invited person is in. What they now have (the feature labels of SPEC §3),
// whose subscription it is, and the way to the front page.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { featureName } from "#app/i18n/labels.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";

export function Accepted({
  ownerName,
  features,
  titleName,
  siteUrl,
}: {
  ownerName: string | null;
  features: Subscription["features"];
  titleName: string;
  siteUrl: string;
}) {
  return (
    <Page
      heading={<Trans>Du er med i familiedelingen</Trans>}
      intro={
        ownerName ? (
          <Trans>
            Du deler nå abonnementet til {ownerName} på {titleName}, og betaler ingenting.
          </Trans>
        ) : (
          <Trans>Du deler nå et abonnement på {titleName}, og betaler ingenting.</Trans>
        )
      }
    >
      {features.length > 0 ? (
        <>
          <h2>
            <Trans>Dette får du</Trans>
          </h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{featureName(feature)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Trans>Logg inn med samme bruker på nettsiden og i appen til {titleName}, så har du tilgang.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          <Trans>Gå til forsiden av Min side</Trans>
        </Link>
        <a href={siteUrl} className={styles.secondary}>
          <Trans>Les {titleName}</Trans>
        </a>
      </div>
    </Page>
  );
}
