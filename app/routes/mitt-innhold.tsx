import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { featureName, type FeatureLabel } from "#app/i18n/words.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { mayShare } from "#app/domain/family-sharing.ts";
import { capabilities, type Capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/mitt-innhold";

// My content (SPEC §2, §3 feature labels): what the subscription includes, what each part is and
// where to find it.

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function MittInnholdRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const { planName } = subscription as Subscription;
  // Without the list (the platform may leave it out) this says so, like an empty one.
  const features = (subscription as Subscription).features ?? [];
  const caps = { ...capabilities(subscription), share: mayShare(subscription) };
  const name = currentTitle().name;
  return (
    <Page
      heading={<Trans>Mitt innhold</Trans>}
      intro={
        <Trans>
          Dette er med i {planName}. Logg inn med samme bruker på nettsiden og i appen til {name}, så får du
          tilgang til alt.
        </Trans>
      }
    >
      {features.length === 0 ? (
        <p>
          <Trans>
            Vi fant ikke hva som er med i abonnementet ditt. Kontakt kundeservice, så hjelper vi deg.
          </Trans>
        </p>
      ) : (
        features.map((feature) => <FeatureSection key={feature} feature={feature} caps={caps} />)
      )}
      <section aria-labelledby="innhold-appen" className={own.card}>
        <h2 id="innhold-appen">
          <Trans>På mobil og nettbrett</Trans>
        </h2>
        <p>
          <Trans>
            Last ned appen til {name} fra App Store eller Google Play, og logg inn med samme bruker som her.
          </Trans>
        </p>
      </section>
    </Page>
  );
}

function FeatureSection({
  feature,
  caps,
}: {
  feature: FeatureLabel;
  caps: Capabilities & { share: boolean };
}) {
  const id = `innhold-${feature.toLowerCase().replace(/_/g, "-")}`;
  return (
    <section aria-labelledby={id} className={own.card}>
      <h2 id={id}>{featureName(feature)}</h2>
      <FeatureText feature={feature} caps={caps} />
    </section>
  );
}

function FeatureText({
  feature,
  caps,
}: {
  feature: FeatureLabel;
  caps: Capabilities & { share: boolean };
}): ReactNode {
  const title = currentTitle();
  const name = title.name;
  const site = title.pageUrl;
  switch (feature) {
    case "PLUS_CONTENT":
      return (
        <>
          <p>
            <Trans>
              Alle sakene på {name}, også plussakene som bare abonnenter kan lese: nyheter, reportasjer og
              kommentarer.
            </Trans>
          </p>
          <LinkLine href={site}>
            <Trans>Les {name}</Trans>
          </LinkLine>
        </>
      );
    case "E_PAPER":
      return (
        <>
          <p>
            <Trans>
              Avisen slik den ser ut på papir, på mobil, nettbrett eller PC. Den er klar tidlig om morgenen
              hver utgivelsesdag, og du kan også lese tidligere utgaver.
            </Trans>
          </p>
          <LinkLine href={`${site}eavis`}>
            <Trans>Les e-avisen</Trans>
          </LinkLine>
        </>
      );
    case "PAPER":
      return (
        <>
          <p>
            <Trans>Papiravisen levert hjem til deg hver utgivelsesdag.</Trans>
          </p>
          {caps.manageDelivery ? (
            <LinkLine to="/endre-avislevering">
              <Trans>Stopp avisen i ferien eller endre leveringsadresse</Trans>
            </LinkLine>
          ) : null}
        </>
      );
    case "FAMILY_SHARING":
      return (
        <>
          <p>
            <Trans>
              Del den digitale tilgangen med dem du bor sammen med, uten ekstra kostnad. De logger inn med sin
              egen bruker.
            </Trans>
          </p>
          {caps.share ? (
            <LinkLine to="/familiedeling">
              <Trans>Del abonnementet med familien</Trans>
            </LinkLine>
          ) : null}
        </>
      );
    case "PARTNER_SITES":
      return (
        <p>
          <Trans>
            Du kan også lese plussaker på de andre avisene i mediehuset. Logg inn med samme bruker, så får du
            tilgang der også.
          </Trans>
        </p>
      );
  }
}
