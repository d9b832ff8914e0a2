import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { currentTitle } from "#app/title/current-title.ts";

/** Cookie policy: necessary storage, the consent categories (SPEC §3), how to change the choice. */
export default function CookiePolicyRoute() {
  const name = currentTitle().name;

  return (
    <ContentPage
      heading={<Trans>Informasjonskapsler</Trans>}
      intro={
        <Trans>
          Min side for {name} bruker informasjonskapsler (cookies) og lignende teknologi. Her forklarer vi hva
          de brukes til, og hvordan du bestemmer selv.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Hva er informasjonskapsler?</Trans>}>
        <p>
          <Trans>
            Informasjonskapsler er små tekstfiler som lagres i nettleseren din når du besøker en nettside.
            Lignende teknologi, som lokal lagring i nettleseren, fungerer på samme måte. Vi omtaler alt dette
            som informasjonskapsler.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Nødvendige informasjonskapsler</Trans>}>
        <p>
          <Trans>
            Noen informasjonskapsler trengs for at Min side skal virke. De kan ikke slås av i
            personverninnstillingene. Vi bruker dem til å:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>holde deg innlogget mens du bruker Min side</Trans>
          </li>
          <li>
            <Trans>beskytte skjemaene mot forfalskede forespørsler fra andre nettsider</Trans>
          </li>
          <li>
            <Trans>huske hvor du er i en bestilling eller betaling, for eksempel etter Vipps</Trans>
          </li>
          <li>
            <Trans>huske hvilke samtykker du har gitt eller avslått</Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Informasjonskapsler som krever samtykke</Trans>}>
        <p>
          <Trans>
            Andre informasjonskapsler bruker vi bare hvis du samtykker. De er delt inn i fire kategorier:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Reklame:</strong> for å vise annonser og måle hvordan de virker.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Analyse:</strong> for å lage statistikk over hvordan sidene brukes, og for å prøve ut
              forbedringer.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Markedsføring:</strong> for å gi deg tilbud som passer for deg, og måle hvilke kampanjer
              som virker.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Personalisering:</strong> for å tilpasse innhold og anbefalinger til deg.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Slik endrer du innstillingene</Trans>}>
        <p>
          <Trans>
            Du kan når som helst endre eller trekke tilbake samtykket med lenken «Personverninnstillinger»
            nederst på siden. Endringen gjelder fra du lagrer valget.
          </Trans>
        </p>
        <p>
          <Trans>
            Du kan også slette informasjonskapsler i nettleseren din. Da blir du logget ut, og vi spør deg om
            samtykke på nytt neste gang du besøker oss.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Mer informasjon</Trans>}>
        <p>
          <Trans>
            Les mer i <Link to="/personvern">personvernerklæringen</Link>, i{" "}
            <Link to="/personverndetaljer">detaljene om personvern</Link> og på{" "}
            <Link to="/data">Hvordan vi bruker data</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
