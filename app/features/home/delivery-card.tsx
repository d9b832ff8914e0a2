// The front page's delivery card (paper): today's disruption first if there is one,
// where the paper goes, and the way to change or complain.
import { Plural, Trans } from "@lingui/react/macro";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { ReactNode } from "react";
import { LinkList } from "#app/components/links.tsx";
import { PostalAddress } from "#app/components/postal-address.tsx";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";

export function DeliverySection({
  delivery,
  notice,
}: {
  delivery: Delivery;
  /** Today's disruption where the paper goes (features/disruption), said before anything else. */
  notice?: ReactNode;
}) {
  const upcoming = delivery.changes.filter((c) => c.status === "REGISTERED" || c.status === "ACTIVE").length;
  return (
    <section className={own.card} aria-labelledby="levering">
      <h2 id="levering">
        <Trans>Levering</Trans>
      </h2>
      {notice}
      <p>
        <Trans>Avisen leveres til:</Trans>
      </p>
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
      {upcoming > 0 ? (
        <p>
          <Plural
            value={upcoming}
            one="Du har # registrert endring i leveringen."
            other="Du har # registrerte endringer i leveringen."
          />
        </p>
      ) : null}
      <LinkList
        className={home.links}
        links={[
          { to: "/endre-avislevering", label: <Trans>Endre levering eller stopp avisen i ferien</Trans> },
          {
            to: "/tilbakemelding?kategori=MANGLER",
            label: <Trans>Registrer reklamasjon (avisen kom ikke)</Trans>,
          },
          {
            to: "/tilbakemelding#leveringer-de-siste-30-dagene",
            label: <Trans>Se leveringene de siste 30 dagene</Trans>,
          },
        ]}
      />
    </section>
  );
}
