import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactSection, ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";

/** Terms for business subscriptions (bedriftsabonnement). */
export default function VilkaarBedriftRoute() {
  const orgNr = currentTitle().organizationNumber;
  const { name } = customerCentre();

  return (
    <ContentPage
      heading={<Trans>Vilkår for bedriftsabonnement</Trans>}
      intro={
        <Trans>
          Disse vilkårene gjelder når en bedrift har avtale om bedriftsabonnement på {name}. I tillegg gjelder
          de vanlige <Link to="/vilkaar">abonnementsvilkårene</Link> så langt de passer.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Avtalen</Trans>}>
        <p>
          <Trans>
            Avtalen inngås mellom bedriften og {name} (org.nr. {orgNr}). Avtalen gir et bestemt antall ansatte
            personlig digital tilgang. Pris, antall brukere og avtaleperiode står i avtalen med bedriften.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Administrator</Trans>}>
        <p>
          <Trans>
            Bedriften utpeker en eller flere administratorer. Administratoren styrer hvem som har tilgang, på{" "}
            <Link to="/administrer-bedrift">Administrer bedrift</Link>.
          </Trans>
        </p>
        <ul>
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
      </ContentSection>

      <ContentSection heading={<Trans>Brukere</Trans>}>
        <ul>
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
      </ContentSection>

      <ContentSection heading={<Trans>Når en ansatt slutter</Trans>}>
        <p>
          <Trans>
            Administratoren skal fjerne ansatte som slutter i bedriften. Da mister de tilgangen gjennom
            bedriftsabonnementet, og plassen kan brukes av en annen ansatt. Den som har sluttet, beholder
            brukerkontoen sin og kan bestille et eget abonnement.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Fakturering</Trans>}>
        <p>
          <Trans>
            Bedriftsabonnementet faktureres bedriften etter avtalen. De ansatte betaler ingenting selv.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Personopplysninger</Trans>}>
        <p>
          <Trans>
            Bedriften er ansvarlig for å ha grunnlag for å gi oss e-postadressene til de ansatte. Vi bruker
            adressene bare til å sende invitasjoner og administrere tilgangen. Les mer i{" "}
            <Link to="/personvern">personvernerklæringen</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Oppsigelse</Trans>}>
        <p>
          <Trans>
            Avtalen sies opp etter fristene i avtalen med bedriften. Når avtalen opphører, mister alle
            brukerne tilgangen gjennom bedriftsabonnementet.
          </Trans>
        </p>
      </ContentSection>

      <ContactSection heading={<Trans>Spørsmål om bedriftsabonnement</Trans>}>
        <CustomerCentreContact />
      </ContactSection>
    </ContentPage>
  );
}
