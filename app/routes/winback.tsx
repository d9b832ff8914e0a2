import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListSection } from "#app/components/list-section.tsx";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/** Returning-customer offer: 3 months for the price of 1 (SPEC §9). */
export default function WinbackRoute() {
  const title = currentTitle();
  const name = title.name;
  const town = title.town;

  return (
    <Page
      heading={<Trans>Velkommen tilbake</Trans>}
      intro={
        <Trans>
          Vi har savnet deg! Som tidligere abonnent på {name} får du et eget tilbud når du kommer tilbake.
        </Trans>
      }
    >
      <div className={styles.offer}>
        <p>
          <Trans>3 måneder for prisen av 1</Trans>
        </p>
      </div>

      <ListSection
        heading={<Trans>Dette får du</Trans>}
        items={[
          <Trans>Full digital tilgang til alle sakene i {name}.</Trans>,
          <Trans>Nyhetene fra {town} og omegn, hver dag.</Trans>,
          <Trans>Tre måneder, men du betaler bare for én.</Trans>,
        ]}
      >
        <p className={pageStyles.actions}>
          <Link to="/bestill-abonnement?tilbud=winback" className={pageStyles.primary}>
            <Trans>Få 3 måneder for prisen av 1</Trans>
          </Link>
        </p>
      </ListSection>

      <ListSection
        heading={<Trans>Vilkår for tilbudet</Trans>}
        items={[
          <Trans>
            Tilbudet gjelder deg som har hatt abonnement på {name} tidligere, men som ikke har et aktivt
            abonnement nå.
          </Trans>,
          <Trans>
            Etter de tre første månedene løper abonnementet videre til ordinær pris, og betalingskortet
            belastes hver måned til du sier opp.
          </Trans>,
          <Trans>Du kan si opp når som helst og beholder tilgangen ut perioden du har betalt for.</Trans>,
          <Trans>
            Ellers gjelder <Link to="/vilkaar">abonnementsvilkårene</Link> og{" "}
            <Link to="/vilkaar-mer">de utfyllende vilkårene</Link>.
          </Trans>,
        ]}
      />
    </Page>
  );
}
