import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** Subscription terms (abonnementsvilkår) with the title as the contracting party. */
export default function VilkaarRoute() {
  const title = currentTitle();
  const orgNr = title.organizationNumber;
  const { name, phone, phoneHref, email, emailHref } = customerCentre();

  return (
    <ContentPage
      heading={<Trans>Abonnementsvilkår</Trans>}
      intro={
        <Trans>Disse vilkårene gjelder når du abonnerer på {name}. Les dem gjerne før du bestiller.</Trans>
      }
    >
      <ContentSection heading={<Trans>Avtalen</Trans>}>
        <p>
          <Trans>
            Avtalen inngås mellom deg som abonnent og {name} (org.nr. {orgNr}), heretter kalt «vi». Den
            gjelder fra du bestiller abonnementet og løper til den blir sagt opp.
          </Trans>
        </p>
        <p>
          <Trans>
            Du må være minst 18 år for å bestille abonnement. Abonnementet er personlig og kan ikke
            videreselges. Digital tilgang kan deles med familien der abonnementet har familiedeling, se{" "}
            <Link to="/vilkaar-mer">utfyllende vilkår</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Pris og betaling</Trans>}>
        <p>
          <Trans>
            Prisen for abonnementet står i bestillingen, og du finner den gjeldende prisen på{" "}
            <Link to="/">Min side</Link>. Abonnementet betales på forskudd for perioden du har valgt.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Betaler du med betalingskort, Vipps eller AvtaleGiro, trekkes beløpet automatisk for hver
              periode.
            </Trans>
          </li>
          <li>
            <Trans>
              Betaler du med faktura, får du faktura for perioden du har valgt, for eksempel kvartal eller år.
              Alle fakturaene ligger i <Link to="/fakturaoversikt">fakturaoversikten</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Betaler du ikke innen forfall, får du en påminnelse. Er fakturaen fortsatt ubetalt, kan vi
              stanse abonnementet, og kravet kan bli sendt til inkasso.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContentSection heading={<Trans>Digitalt abonnement for 1 kr den første måneden</Trans>}>
        <p>
          <Trans>
            Nye abonnenter kan få digitalt abonnement for 1 kr den første måneden. Deretter løper abonnementet
            videre til ordinær pris, og betalingskortet belastes hver måned til du sier opp. Sier du opp i
            løpet av den første måneden, beholder du tilgangen ut måneden og betaler ikke mer.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Endringer</Trans>}>
        <p>
          <Trans>
            Du kan bytte abonnement på <Link to="/endre-abonnement">Endre abonnement</Link>. Du ser datoen
            endringen gjelder fra, før du bekrefter.
          </Trans>
        </p>
        <p>
          <Trans>
            Vi kan endre prisene og vilkårene. Vi varsler deg før en prisendring, og den nye prisen gjelder
            fra neste betalingsperiode etter varselet. Les mer om <Link to="/nye-priser">nye priser</Link>.
            Vesentlige endringer i vilkårene varsler vi om på forhånd.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Oppsigelse</Trans>}>
        <p>
          <Trans>
            Du kan si opp abonnementet når som helst på{" "}
            <Link to="/avslutt-abonnement">Avslutt abonnement</Link> eller ved å kontakte kundesenteret.
            Oppsigelsen gjelder fra utløpet av perioden du har betalt for, og du beholder tilgangen fram til
            da. Du blir ikke belastet for nye perioder.
          </Trans>
        </p>
        <p>
          <Trans>
            Ombestemmer du deg før abonnementet er avsluttet, kan du{" "}
            <Link to="/angre-oppsigelse">angre oppsigelsen</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Angrerett</Trans>}>
        <p>
          <Trans>
            Når du kjøper abonnement på nett, har du 14 dagers angrerett etter angrerettloven. Fristen regnes
            fra dagen avtalen ble inngått. Vil du bruke angreretten, gir du oss beskjed innen fristen, for
            eksempel på e-post til <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
        <p>
          <Trans>
            Vi betaler tilbake det du har betalt, senest 14 dager etter at vi fikk beskjed. Har du begynt å
            bruke abonnementet i angrefristen, kan vi trekke fra betaling for perioden du har hatt tilgang.
          </Trans>
        </p>
      </ContentSection>

      {/* Digital-only titles deliver no paper. */}
      {title.hasPaperEdition ? (
        <ContentSection heading={<Trans>Levering av papiravisen</Trans>}>
          <p>
            <Trans>
              Papiravisen leveres til adressen du har oppgitt, med bud eller med posten. Leveringstiden
              avhenger av hvor du bor. Ferie, midlertidig adresse og flytting registrerer du på{" "}
              <Link to="/endre-avislevering">Endre avislevering</Link> innen fristen dagen før en
              leveringsdag.
            </Trans>
          </p>
          <p>
            <Trans>
              Vi er ikke ansvarlige for forsinket eller manglende levering som skyldes forhold utenfor vår
              kontroll, for eksempel ekstremvær eller streik.
            </Trans>
          </p>
        </ContentSection>
      ) : null}

      <ContentSection heading={<Trans>Reklamasjon</Trans>}>
        <p>
          <Trans>
            Er det feil ved leveringen eller den digitale tilgangen, ber vi deg melde fra innen rimelig tid
            etter at du oppdaget feilen. Uteblitt eller skadet papiravis melder du fra om på{" "}
            <Link to="/tilbakemelding">Registrer reklamasjon</Link>. For andre feil kontakter du kundesenteret
            på telefon <a href={phoneHref}>{phone}</a> eller e-post <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Personopplysninger</Trans>}>
        <p>
          <Trans>
            Vi behandler personopplysningene dine for å levere abonnementet og gi deg kundeservice. Hvordan vi
            gjør det, og hvilke rettigheter du har, står i <Link to="/personvern">personvernerklæringen</Link>
            .
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Kontakt</Trans>}>
        <p>
          <Trans>
            {name}, org.nr. {orgNr}. Kundesenteret når du på telefon <a href={phoneHref}>{phone}</a> eller
            e-post <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
        <p>
          <Trans>
            For familiedeling, student- og elevtilbud, kampanjer og bedriftsabonnement gjelder også{" "}
            <Link to="/vilkaar-mer">de utfyllende vilkårene</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
