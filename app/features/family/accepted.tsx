// /deling-akseptert: the invited person is in. What they now have (the feature labels of SPEC §3),
// whose subscription it is, and the way to the front page.
import { Trans } from "@lingui/react/macro";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { featureName } from "#app/i18n/words.ts";
import { ActionLinks } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";

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
      {features && features.length > 0 ? (
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
      <ActionLinks
        links={[
          { to: "/", look: "primary", label: <Trans>Gå til forsiden av Min side</Trans> },
          { href: siteUrl, look: "secondary", label: <Trans>Les {titleName}</Trans> },
        ]}
      />
    </Page>
  );
}
