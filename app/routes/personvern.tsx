import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactSection, ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** Privacy statement (personvernerklæring); retention periods from SPEC §9. */
export default function PersonvernRoute() {
  const orgNr = currentTitle().organizationNumber;
  const { name, email, emailHref } = customerCentre();

  return (
    <ContentPage
      heading={<Trans>Personvernerklæring</Trans>}
      intro={
        <Trans>
          Her forklarer vi hvordan {name} behandler personopplysningene dine når du er abonnent og bruker Min
          side, og hvilke rettigheter du har.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Behandlingsansvarlig</Trans>}>
        <p>
          <Trans>
            {name} (org.nr. {orgNr}) er behandlingsansvarlig for personopplysningene som behandles i
            forbindelse med abonnementet ditt og Min side. {name} er en del av Polaris Media.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Hvilke opplysninger vi behandler</Trans>}>
        <ul>
          <li>
            <Trans>Kontaktopplysninger: navn, e-postadresse, telefonnummer og fødselsdato.</Trans>
          </li>
          <li>
            <Trans>Leveringsadresse og endringer i leveringen av papiravisen.</Trans>
          </li>
          <li>
            <Trans>Opplysninger om abonnementet: produkt, pris, periode, status og endringer.</Trans>
          </li>
          <li>
            <Trans>
              Betalingsopplysninger: betalingsmåte, fakturaer og betalingshistorikk. Kortnummeret håndteres av
              betalingsleverandøren.
            </Trans>
          </li>
          <li>
            <Trans>Henvendelser til kundesenteret og reklamasjoner.</Trans>
          </li>
          <li>
            <Trans>Samtykkene dine, og med samtykke: hvordan du bruker nettsidene våre og Min side.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Mer om hva Min side bruker, og hvorfor, står på <Link to="/data">Hvordan vi bruker data</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Hvorfor vi behandler opplysningene</Trans>}>
        <ul>
          <li>
            <Trans>For å levere abonnementet, både digitalt og på papir.</Trans>
          </li>
          <li>
            <Trans>For å fakturere og ta imot betaling.</Trans>
          </li>
          <li>
            <Trans>For å gi deg kundeservice og behandle reklamasjoner.</Trans>
          </li>
          <li>
            <Trans>For å holde tjenestene sikre og rette feil.</Trans>
          </li>
          <li>
            <Trans>For å lage statistikk og forbedre tjenestene, når du har samtykket til analyse.</Trans>
          </li>
          <li>
            <Trans>
              For å gi deg tilbud, relevant innhold og annonser, når du har samtykket til markedsføring,
              personalisering eller reklame.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Rettslig grunnlag</Trans>}>
        <ul>
          <li>
            <Trans>
              Avtalen med deg: det vi trenger for å levere abonnementet (personvernforordningen artikkel 6 nr.
              1 bokstav b).
            </Trans>
          </li>
          <li>
            <Trans>
              Rettslig forpliktelse: for eksempel å oppbevare regnskapsopplysninger etter bokføringsloven
              (bokstav c).
            </Trans>
          </li>
          <li>
            <Trans>
              Berettiget interesse: for eksempel sikkerhet, feilretting og kundeservice (bokstav f).
            </Trans>
          </li>
          <li>
            <Trans>
              Samtykke: analyse, markedsføring, personalisering og reklame (bokstav a). Du kan når som helst
              trekke samtykket tilbake.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Hvor lenge vi lagrer opplysningene</Trans>}>
        <p>
          <Trans>
            Vi lagrer opplysningene så lenge du er abonnent, og deretter så lenge vi har et saklig behov eller
            er pålagt å oppbevare dem.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Betalingshistorikk oppbevares i 5 år, fordi bokføringsloven krever det.</Trans>
          </li>
          <li>
            <Trans>
              Ber du oss slette opplysningene, kan det ta opptil 30 dager før de er slettet. Opplysninger vi
              er pålagt å oppbevare, sletter vi når fristen er ute.
            </Trans>
          </li>
          <li>
            <Trans>
              Ber du om å få lastet ned opplysningene dine, kan det ta opptil 30 dager før de er klare.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Dine rettigheter</Trans>}>
        <ul>
          <li>
            <Trans>
              <strong>Innsyn:</strong> Du kan få vite hvilke opplysninger vi har om deg.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Retting:</strong> Du kan be oss rette opplysninger som er feil.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Sletting:</strong> Du kan be oss slette opplysninger vi ikke lenger trenger eller ikke
              har grunnlag for å behandle.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Dataportabilitet:</strong> Du kan få utlevert opplysningene du har gitt oss, i et
              maskinlesbart format.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Protest og begrensning:</strong> Du kan protestere mot behandling som bygger på
              berettiget interesse, og be oss begrense behandlingen.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Klage:</strong> Mener du at vi behandler opplysningene dine i strid med regelverket, kan
              du klage til <a href="https://www.datatilsynet.no/">Datatilsynet</a>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Nedlasting og sletting bestiller du selv under <Link to="/endre-profil">Min profil</Link>.
            Samtykkene endrer du med lenken «Personverninnstillinger» nederst på siden.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Mottakere og informasjonskapsler</Trans>}>
        <p>
          <Trans>
            Hvem vi deler opplysninger med, og hvilke samtykker du kan gi, står i{" "}
            <Link to="/personverndetaljer">detaljene om personvern</Link>. Hvordan vi bruker
            informasjonskapsler, står i{" "}
            <Link to="/cookie-policy">retningslinjene for informasjonskapsler</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContactSection heading={<Trans>Kontakt om personvern</Trans>}>
        <p>
          <Trans>
            Spørsmål om personvern og krav om innsyn, retting eller sletting kan du sende til{" "}
            <a href="mailto:personvern@polarismedia.no">personvern@polarismedia.no</a>. Andre spørsmål om
            abonnementet sender du til kundesenteret på <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
      </ContactSection>
    </ContentPage>
  );
}
