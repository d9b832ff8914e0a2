import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { currentTitle } from "#app/title/current-title.ts";

/** "Hvordan vi bruker data": what Min side uses about the reader, and why. */
export default function DataRoute() {
  const name = currentTitle().name;

  return (
    <ContentPage
      heading={<Trans>Hvordan vi bruker data</Trans>}
      intro={
        <Trans>
          Min side bruker opplysninger om deg og abonnementet ditt slik at du kan se og endre det selv. Her er
          en oversikt over hva vi bruker, og hvorfor.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Opplysninger vi bruker på Min side</Trans>}>
        <ul>
          <li>
            <Trans>
              <strong>Brukerkontoen din:</strong> navn, e-postadresse, telefonnummer og bruker-ID fra
              innloggingstjenesten. Vi bruker dem til å vite hvem du er og vise riktig abonnement.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Abonnementet:</strong> hvilket produkt du har, status, pris og periode, slik at du kan
              se, endre eller si opp abonnementet.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Levering:</strong> leveringsadresse, leveringsstopp og adresseendringer, slik at
              papiravisen kommer fram til riktig sted.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Betaling:</strong> betalingsmåte, kortets utløpsdato, fakturaer og hva som er betalt.
              Selve kortnummeret håndteres av betalingsleverandøren.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Henvendelser:</strong> reklamasjoner og annet du sender oss, slik at vi kan følge opp.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Deling:</strong> e-postadressene du inviterer til familiedeling eller til et
              bedriftsabonnement, og om invitasjonen er tatt i bruk.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Studentstatus:</strong> e-postadressen fra lærestedet, som du bekrefter med kode, for å
              kontrollere at du har rett til studenttilbudet.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Bruk av Min side og analyse</Trans>}>
        <p>
          <Trans>
            Når du har samtykket til analyse, måler vi hvordan Min side brukes, for eksempel hvilke sider som
            besøkes og hvor mange som fullfører en bestilling. Vi ser også om du kom fra en lenke i en e-post,
            en SMS eller en kampanje, slik at vi vet hvilke tilbud som fungerer.
          </Trans>
        </p>
        <p>
          <Trans>
            Noen ganger prøver vi ut ulike varianter av en side for å finne ut hva som er enklest å bruke.
            Hvilken variant du har sett, lagrer vi bare hvis du har samtykket til analyse.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Lagring i nettleseren</Trans>}>
        <p>
          <Trans>
            Min side lagrer noen opplysninger i nettleseren din, for eksempel at du er logget inn, hvilke
            samtykkevalg du har gjort, og hvor du er i en betaling. Da kan du fortsette der du var etter å ha
            betalt med Vipps. Les mer i{" "}
            <Link to="/cookie-policy">retningslinjene for informasjonskapsler</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Du bestemmer</Trans>}>
        <ul>
          <li>
            <Trans>
              Samtykkene endrer du når som helst med lenken «Personverninnstillinger» nederst på siden.
            </Trans>
          </li>
          <li>
            <Trans>
              Under <Link to="/endre-profil">Min profil</Link> kan du laste ned opplysningene vi har om deg,
              eller be oss slette dem. Begge deler kan ta opptil 30 dager.
            </Trans>
          </li>
          <li>
            <Trans>
              Navn, e-postadresse og passord endrer du i brukerkontoen din hos innloggingstjenesten.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Mer om personvern</Trans>}>
        <p>
          <Trans>
            {name} er behandlingsansvarlig for opplysningene. Les mer i{" "}
            <Link to="/personvern">personvernerklæringen</Link> og i{" "}
            <Link to="/personverndetaljer">detaljene om personvern</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
