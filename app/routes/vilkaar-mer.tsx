import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { currentTitle } from "#app/title/current-title.ts";

/** Supplementary terms (utfyllende vilkår): family sharing, student/pupil/youth, campaigns, business. */
export default function VilkaarMerRoute() {
  const name = currentTitle().name;

  return (
    <ContentPage
      heading={<Trans>Utfyllende vilkår</Trans>}
      intro={
        <Trans>
          Disse vilkårene gjelder i tillegg til <Link to="/vilkaar">abonnementsvilkårene</Link> for {name} når
          du bruker familiedeling, student- eller elevtilbud, kampanjetilbud eller bedriftsabonnement.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Familiedeling</Trans>}>
        <ul>
          <li>
            <Trans>
              Abonnenten kan dele den digitale tilgangen med personer i samme husstand, opp til et største
              antall personer som avhenger av abonnementet.
            </Trans>
          </li>
          <li>
            <Trans>
              Familiemedlemmer inviteres på e-post og får gratis digital tilgang med sin egen brukerkonto.
              Invitasjonen gjelder i en begrenset periode og kan trekkes tilbake før den er tatt i bruk.
            </Trans>
          </li>
          <li>
            <Trans>Den som allerede har et eget abonnement på {name}, kan ikke ta imot en invitasjon.</Trans>
          </li>
          <li>
            <Trans>
              Det er abonnenten som styrer abonnementet og betalingen. Abonnenten kan når som helst fjerne et
              familiemedlem på <Link to="/familiedeling">Familiedeling</Link>.
            </Trans>
          </li>
          <li>
            <Trans>Når abonnementet avsluttes, mister også familiemedlemmene tilgangen.</Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Student-, elev- og ungdomstilbud</Trans>}>
        <h3>
          <Trans>Studenttilbud</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              Tilbudet gjelder studenter ved universiteter og høyskoler i Norge og gir digitalt abonnement til
              redusert pris. Les mer om <Link to="/student">studenttilbudet</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Du bekrefter at du er student med en kode som sendes til e-postadressen din fra lærestedet.
              Private e-postadresser kan ikke brukes.
            </Trans>
          </li>
          <li>
            <Trans>Tilbudet gjelder ikke hvis du allerede har et aktivt abonnement på {name}.</Trans>
          </li>
          <li>
            <Trans>
              Vi kan be deg bekrefte studentstatusen på nytt. Er du ikke lenger student, faller studentprisen
              bort, og vi gir deg beskjed før prisen endres.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Elevtilbud</Trans>
        </h3>
        <p>
          <Trans>
            Elever kan få digitalt abonnement gjennom elevtilbudet. Du bekrefter at du er elev på{" "}
            <Link to="/elev-verifisering">Bekreft at du er elev</Link>. Pris og varighet står i tilbudet før
            du bekrefter.
          </Trans>
        </p>
        <h3>
          <Trans>Ungdomsabonnement</Trans>
        </h3>
        <p>
          <Trans>
            Ungdomsabonnementet er for deg som er under 34 år. Er du 34 år eller eldre, tilbyr vi det ordinære
            digitale abonnementet i stedet.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Kampanjetilbud</Trans>}>
        <ul>
          <li>
            <Trans>
              Kampanjeprisen gjelder for perioden som står i tilbudet. Etter kampanjeperioden løper
              abonnementet videre til ordinær pris til du sier det opp.
            </Trans>
          </li>
          <li>
            <Trans>
              Kampanjetilbud gjelder nye abonnenter hvis ikke annet står i tilbudet, og kan ikke kombineres
              med andre rabatter.
            </Trans>
          </li>
          <li>
            <Trans>
              Tidligere abonnenter kan få egne tilbud, for eksempel{" "}
              <Link to="/winback">3 måneder for prisen av 1</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Du kan si opp i kampanjeperioden og beholder da tilgangen ut perioden du har betalt for.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Bedriftsabonnement</Trans>}>
        <p>
          <Trans>
            Bedrifter kan gi ansatte digital tilgang gjennom et bedriftsabonnement. En administrator i
            bedriften inviterer ansatte på e-post, og bedriften får faktura. Les{" "}
            <Link to="/vilkaar/bedrift">vilkårene for bedriftsabonnement</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
