import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { ContentSection } from "#app/components/content-page.tsx";
import { ListSection } from "#app/components/list-section.tsx";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import { formatKroner } from "#app/domain/format.ts";
import { CODE_LIFETIME_MINUTES, STUDENT_MONTHLY_PRICE } from "#app/domain/student-offer.ts";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/**
 * The student offer (open, prerendered; docs/decisions/012). /student is the standing offer the
 * title links to; /student2 is the landing page of the semester-start campaign, shorter and
 * addressed to new students, leading to its own verification and receipt (…2). Same plan, same
 * price: the platform's student calls carry no campaign, so neither page promises more. No
 * app/auth or app/api here: the page stays light, and sign-in starts on the verification route.
 */
export default function StudentRoute() {
  const name = currentTitle().name;
  const { pathname } = useLocation();
  const campaign = pathname.replace(/\/$/, "") === "/student2";
  const verifyPath = campaign ? "/student-verifisering2" : "/student-verifisering";
  const price = formatKroner(STUDENT_MONTHLY_PRICE);

  const priceBox = (
    <div className={styles.offer}>
      <p>
        <Trans>{price} i måneden så lenge du er student</Trans>
      </p>
    </div>
  );
  const start = (
    <p className={pageStyles.actions}>
      <Link to={verifyPath} className={pageStyles.primary}>
        <Trans>Bekreft at du er student</Trans>
      </Link>
    </p>
  );

  if (campaign)
    return (
      <Page
        heading={<Trans>Ny student? Les {name} til studentpris</Trans>}
        intro={
          <Trans>
            Semesteret er i gang. Med studentabonnementet får du alt fra {name} digitalt, og det tar to
            minutter å komme i gang.
          </Trans>
        }
      >
        {priceBox}
        <WhatYouGet name={name} />
        <ContentSection heading={<Trans>Kom i gang</Trans>}>
          <p>
            <Trans>
              Logg inn, skriv inn e-postadressen fra lærestedet ditt, og skriv inn koden vi sender deg.
            </Trans>
          </p>
          {start}
        </ContentSection>
        <Pupils />
      </Page>
    );

  return (
    <Page
      heading={<Trans>Studenttilbud</Trans>}
      intro={
        <Trans>
          Er du student ved et universitet eller en høyskole i Norge? Da får du digitalt abonnement på {name}{" "}
          til studentpris.
        </Trans>
      }
    >
      {priceBox}
      <WhatYouGet name={name} whileStudying />

      <ListSection
        heading={<Trans>Slik får du studenttilbudet</Trans>}
        ordered
        items={[
          <Trans>Logg inn, eller opprett en bruker hvis du ikke har en.</Trans>,
          <Trans>Skriv inn e-postadressen du har fra universitetet eller høyskolen.</Trans>,
          <Trans>
            Vi sender en kode til e-postadressen. Skriv inn koden for å bekrefte at du er student.
          </Trans>,
          <Trans>Fyll ut profilen din, så er abonnementet klart.</Trans>,
        ]}
      >
        {start}
      </ListSection>

      <ListSection
        heading={<Trans>Godt å vite</Trans>}
        items={[
          <Trans>
            Du må bruke e-postadressen fra lærestedet ditt. Private e-postadresser kan ikke brukes.
          </Trans>,
          <Trans>Koden gjelder i {CODE_LIFETIME_MINUTES} minutter. Har den gått ut, ber du om en ny.</Trans>,
          <Trans>Du bekrefter at du fortsatt er student én gang i året.</Trans>,
          <Trans>
            Har du allerede et aktivt abonnement på {name}, kan du ikke få studenttilbudet i tillegg.
          </Trans>,
          <Trans>
            Vilkårene for tilbudet står i <Link to="/vilkaar-mer">de utfyllende vilkårene</Link>.
          </Trans>,
        ]}
      />
      <Pupils />
    </Page>
  );
}

/** What the subscription gives; the standing offer also says the price lasts while studying. */
function WhatYouGet({ name, whileStudying = false }: { name: string; whileStudying?: boolean }) {
  const items = [
    <Trans>Full digital tilgang til alle sakene i {name}, på nett og mobil.</Trans>,
    <Trans>E-avisen og innholdet fra samarbeidspartnerne våre.</Trans>,
    ...(whileStudying ? [<Trans>Redusert pris så lenge du er student.</Trans>] : []),
    <Trans>Du kan si opp når du vil.</Trans>,
  ];
  return <ListSection heading={<Trans>Dette får du</Trans>} items={items} />;
}

/** Pupils at upper secondary school have their own offer and verification. */
function Pupils() {
  return (
    <ContentSection heading={<Trans>Går du på videregående?</Trans>}>
      <p>
        <Trans>
          Elever som er 18 år eller eldre kan få elevabonnement.{" "}
          <Link to="/elev-verifisering">Bekreft at du er elev</Link>.
        </Trans>
      </p>
    </ContentSection>
  );
}
