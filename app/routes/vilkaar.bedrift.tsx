import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "#app/components/page.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/** Terms for business subscriptions (bedriftsabonnement). */
export default function VilkaarBedriftRoute() {
  const title = currentTitle();
  const name = title.name;
  const orgNr = title.organizationNumber;
  const phone = title.customerCenterPhoneNumber;
  const phoneHref = `tel:+47${phone.replace(/\s/g, "")}`;
  const email = title.customerCenterEmail;
  const emailHref = `mailto:${email}`;

  return (
    <Page
      heading={<Trans>Vilkår for bedriftsabonnement</Trans>}
      intro={
        <Trans>
          Disse vilkårene gjelder når en bedrift har avtale om bedriftsabonnement på {name}. I tillegg gjelder
          de vanlige <Link to="/vilkaar">abonnementsvilkårene</Link> så langt de passer.
        </Trans>
      }
    >
      <section className={styles.section}>
        <h2>
          <Trans>Avtalen</Trans>
        </h2>
        <p>
          <Trans>
            Avtalen inngås mellom bedriften og {name} (org.nr. {orgNr}). Avtalen gir et bestemt antall ansatte
            personlig digital tilgang. Pris, antall brukere og avtaleperiode står i avtalen med bedriften.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Administrator</Trans>
        </h2>
        <p>
          <Trans>
            Bedriften utpeker en eller flere administratorer. Administratoren styrer hvem som har tilgang, på{" "}
            <Link to="/administrer-bedrift">Administrer bedrift</Link>.
          </Trans>
        </p>
        <ul className={styles.list}>
          <li>
            <Trans>
              Ansatte inviteres på e-post, én og én eller mange samtidig ved å laste opp en Excel-fil.
            </Trans>
          </li>
          <li>
            <Trans>
              Bare e-postadresser på bedriftens eget e-postdomene kan inviteres. Adresser som allerede er
              invitert, blir ikke invitert på nytt.
            </Trans>
          </li>
          <li>
            <Trans>
              Administratoren ser hvem som har fått invitasjon, og hvem som har tatt den i bruk, og kan sende
              invitasjonen på nytt eller fjerne brukere.
            </Trans>
          </li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Brukere</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>
              Hver ansatt får tilgang med sin egen brukerkonto. Tilgangen er personlig og kan ikke deles med
              andre.
            </Trans>
          </li>
          <li>
            <Trans>
              Hver avtale har et største antall brukere. Når grensen er nådd, kan administratoren ikke
              invitere flere før noen er fjernet, eller før avtalen er utvidet.
            </Trans>
          </li>
          <li>
            <Trans>
              Vil bedriften ha flere brukere, tar den kontakt med kundesenteret for å utvide avtalen.
            </Trans>
          </li>
        </ul>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Når en ansatt slutter</Trans>
        </h2>
        <p>
          <Trans>
            Administratoren skal fjerne ansatte som slutter i bedriften. Da mister de tilgangen gjennom
            bedriftsabonnementet, og plassen kan brukes av en annen ansatt. Den som har sluttet, beholder
            brukerkontoen sin og kan bestille et eget abonnement.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Fakturering</Trans>
        </h2>
        <p>
          <Trans>
            Bedriftsabonnementet faktureres bedriften etter avtalen. De ansatte betaler ingenting selv.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Personopplysninger</Trans>
        </h2>
        <p>
          <Trans>
            Bedriften er ansvarlig for å ha grunnlag for å gi oss e-postadressene til de ansatte. Vi bruker
            adressene bare til å sende invitasjoner og administrere tilgangen. Les mer i{" "}
            <Link to="/personvern">personvernerklæringen</Link>.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Oppsigelse</Trans>
        </h2>
        <p>
          <Trans>
            Avtalen sies opp etter fristene i avtalen med bedriften. Når avtalen opphører, mister alle
            brukerne tilgangen gjennom bedriftsabonnementet.
          </Trans>
        </p>
      </section>

      <section className={styles.contact}>
        <h2>
          <Trans>Spørsmål om bedriftsabonnement</Trans>
        </h2>
        <p>
          <Trans>
            Kontakt kundesenteret i {name} på telefon <a href={phoneHref}>{phone}</a> eller e-post{" "}
            <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
      </section>
    </Page>
  );
}
