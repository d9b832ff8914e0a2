import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/** The student offer; serves /student and /student2, each leading to its own verification flow. */
export default function StudentRoute() {
  const name = currentTitle().name;
  const { pathname } = useLocation();
  const verifyPath =
    pathname.replace(/\/$/, "") === "/student2" ? "/student-verifisering2" : "/student-verifisering";

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
      <section className={styles.section}>
        <h2>
          <Trans>Dette får du</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>Full digital tilgang til alle sakene i {name}, på nett og mobil.</Trans>
          </li>
          <li>
            <Trans>Redusert pris så lenge du er student.</Trans>
          </li>
          <li>
            <Trans>Du kan si opp når du vil.</Trans>
          </li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Slik får du studenttilbudet</Trans>
        </h2>
        <ol className={styles.steps}>
          <li>
            <Trans>Logg inn, eller opprett en bruker hvis du ikke har en.</Trans>
          </li>
          <li>
            <Trans>Skriv inn e-postadressen du har fra universitetet eller høyskolen.</Trans>
          </li>
          <li>
            <Trans>
              Vi sender en kode til e-postadressen. Skriv inn koden for å bekrefte at du er student.
            </Trans>
          </li>
          <li>
            <Trans>Fyll ut profilen din, så er abonnementet klart.</Trans>
          </li>
        </ol>
        <p className={pageStyles.actions}>
          <Link to={verifyPath} className={pageStyles.primary}>
            <Trans>Bekreft at du er student</Trans>
          </Link>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Godt å vite</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>
              Du må bruke e-postadressen fra lærestedet ditt. Private e-postadresser kan ikke brukes.
            </Trans>
          </li>
          <li>
            <Trans>Koden gjelder bare en kort stund. Har den gått ut, ber du om en ny.</Trans>
          </li>
          <li>
            <Trans>
              Har du allerede et aktivt abonnement på {name}, kan du ikke få studenttilbudet i tillegg.
            </Trans>
          </li>
          <li>
            <Trans>
              Vilkårene for tilbudet står i <Link to="/vilkaar-mer">de utfyllende vilkårene</Link>.
            </Trans>
          </li>
        </ul>
      </section>
    </Page>
  );
}
