import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { currentTitle } from "#app/title/current-title.ts";

/** Privacy details: processors and recipients, and the consent categories (SPEC §3). */
export default function PersonverndetaljerRoute() {
  const name = currentTitle().name;

  return (
    <ContentPage
      heading={<Trans>Detaljer om personvern</Trans>}
      intro={
        <Trans>
          Her finner du mer om hvem {name} deler opplysninger med, og hvilke samtykker du kan gi. Les gjerne{" "}
          <Link to="/personvern">personvernerklæringen</Link> først.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Databehandlere og mottakere</Trans>}>
        <p>
          <Trans>
            Vi bruker leverandører som behandler opplysninger på våre vegne. De har avtale med oss om hvordan
            opplysningene skal behandles, og får bare det de trenger for å gjøre jobben.
          </Trans>
        </p>
        <h3>
          <Trans>Innlogging</Trans>
        </h3>
        <p>
          <Trans>
            Du logger inn med Schibsted-kontoen (Schibsted account). Navn, e-postadresse, telefonnummer og
            passord lagres der, og det er der du endrer dem.
          </Trans>
        </p>
        <h3>
          <Trans>Betaling</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              Betaling med kort håndteres av vår leverandør av kortbetaling. Kortnummeret lagres hos
              leverandøren, ikke hos oss.
            </Trans>
          </li>
          <li>
            <Trans>Betaling med Vipps håndteres av Vipps, som får beløp og hva betalingen gjelder.</Trans>
          </li>
          <li>
            <Trans>
              Abonnement og fakturaer håndteres i et abonnements- og faktureringssystem levert av en
              databehandler.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Distribusjon av papiravisen</Trans>
        </h3>
        <p>
          <Trans>
            Abonnerer du på papiravisen, får distribusjonsselskapet og budet, eller Posten der avisen sendes
            med post, navnet ditt og leveringsadressen.
          </Trans>
        </p>
        <h3>
          <Trans>Andre mottakere</Trans>
        </h3>
        <ul>
          <li>
            <Trans>Leverandører av analyse og annonser, når du har samtykket til det.</Trans>
          </li>
          <li>
            <Trans>
              Leverandører av drift og feilovervåking, som hjelper oss å holde Min side stabil og sikker.
            </Trans>
          </li>
          <li>
            <Trans>Offentlige myndigheter, når loven krever det.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Blir opplysninger overført til land utenfor EØS, skjer det bare med et gyldig overføringsgrunnlag,
            for eksempel EU-kommisjonens standardkontrakter.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Samtykkekategorier</Trans>}>
        <p>
          <Trans>Du bestemmer selv hva du samtykker til. Kategoriene er:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Reklame:</strong> visning av annonser og måling av hvordan de virker.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Analyse:</strong> statistikk over hvordan nettsidene og Min side brukes, slik at vi kan
              gjøre dem bedre.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Markedsføring:</strong> tilbud og informasjon fra {name} som passer for deg.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Personalisering:</strong> innhold og anbefalinger tilpasset det du leser og er
              interessert i.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Du kan når som helst endre eller trekke tilbake samtykkene med lenken «Personverninnstillinger»
            nederst på siden. Les mer i{" "}
            <Link to="/cookie-policy">retningslinjene for informasjonskapsler</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
