import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import {
  ContactSection,
  ContentPage,
  ContentSection,
  PageContents,
  Question,
} from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { CustomerCentreList } from "#app/components/customer-centre.tsx";

/** Customer service: FAQ grouped by topic, then the title's customer centre (SPEC §2 /kundeservice). */
export default function KundeserviceRoute() {
  const { t } = useLingui();
  const { name, phone, phoneHref, email, emailHref } = customerCentre();
  // Digital-only titles deliver no paper, so their help page skips the delivery questions.
  const hasPaper = currentTitle().hasPaperEdition;

  return (
    <ContentPage
      heading={<Trans>Kundeservice</Trans>}
      intro={
        <Trans>
          Her finner du svar på det abonnentene våre spør oftest om. Det meste kan du ordne selv på{" "}
          <Link to="/">Min side</Link>, og finner du ikke svaret, hjelper kundesenteret deg gjerne.
        </Trans>
      }
    >
      <PageContents
        label={t`Emner på siden`}
        sections={{
          // A digital-only title has no delivery sections.
          ...(hasPaper && {
            levering: <Trans>Levering av avisen</Trans>,
            ferie: <Trans>Ferie og flytting</Trans>,
          }),
          betaling: <Trans>Betaling og faktura</Trans>,
          abonnement: <Trans>Endre eller si opp</Trans>,
          familiedeling: <Trans>Familiedeling</Trans>,
          innlogging: <Trans>Innlogging</Trans>,
          tilbud: <Trans>Studenttilbud</Trans>,
          personvern: <Trans>Personvern</Trans>,
          kontakt: <Trans>Kontakt oss</Trans>,
        }}
      />

      {hasPaper ? (
        <ContentSection id="levering" heading={<Trans>Levering av avisen</Trans>}>
          <Question summary={<Trans>Avisen kom ikke. Hva gjør jeg?</Trans>}>
            <p>
              <Trans>
                Vi beklager at avisen ikke kom. Meld fra på{" "}
                <Link to="/tilbakemelding">Registrer reklamasjon</Link>, så får distribusjonen beskjed og kan
                rette opp feilen. Jo raskere du melder fra, jo lettere er det for oss å finne ut hva som gikk
                galt.
              </Trans>
            </p>
            <p>
              <Trans>
                Har abonnementet ditt digital tilgang, kan du lese dagens avis på nett og i e-avisen mens du
                venter.
              </Trans>
            </p>
          </Question>
          <Question summary={<Trans>Når kommer avisen?</Trans>}>
            <p>
              <Trans>
                Leveringstiden avhenger av hvor du bor og hvordan avisen blir levert. De fleste steder kommer
                avisen med bud tidlig om morgenen. Der det ikke er budlevering, kommer avisen med posten, og
                da kan den komme senere på dagen.
              </Trans>
            </p>
            <p>
              <Trans>
                Kommer avisen ofte for sent, vil vi gjerne vite det. Meld fra på{" "}
                <Link to="/tilbakemelding">Registrer reklamasjon</Link>.
              </Trans>
            </p>
          </Question>
          <Question summary={<Trans>Hvordan registrerer jeg en reklamasjon?</Trans>}>
            <p>
              <Trans>
                Logg inn og gå til <Link to="/tilbakemelding">Registrer reklamasjon</Link>. Velg datoen det
                gjelder og hva som var galt, for eksempel at avisen ikke kom eller var skadet, og skriv gjerne
                en kommentar. Reklamasjon kan registreres for abonnement som inkluderer papiravisen.
              </Trans>
            </p>
          </Question>
          <Question summary={<Trans>Hvem kontakter jeg om leveringen?</Trans>}>
            <p>
              <Trans>
                Uteblitt eller skadet avis melder du fra om på{" "}
                <Link to="/tilbakemelding">Registrer reklamasjon</Link>. Hvor avisen skal legges, skriver du
                til avisbudet på <Link to="/endre-avislevering">Endre avislevering</Link>.
              </Trans>
            </p>
          </Question>
        </ContentSection>
      ) : null}

      {hasPaper ? (
        <ContentSection id="ferie" heading={<Trans>Ferie, flytting og endret levering</Trans>}>
          <Question summary={<Trans>Hvordan stopper jeg avisen mens jeg er på ferie?</Trans>}>
            <p>
              <Trans>
                Registrer et leveringsstopp på <Link to="/endre-avislevering">Endre avislevering</Link>. Velg
                datoen avisen skal stoppe, og datoen den skal komme igjen. Den digitale tilgangen din påvirkes
                ikke av et leveringsstopp.
              </Trans>
            </p>
          </Question>
          <Question summary={<Trans>Kan jeg få avisen til en annen adresse, for eksempel på hytta?</Trans>}>
            <p>
              <Trans>
                Ja. På <Link to="/endre-avislevering">Endre avislevering</Link> kan du få avisen levert til en
                annen adresse i en periode. Skal du flytte, kan du endre leveringsadressen permanent på samme
                sted.
              </Trans>
            </p>
          </Question>
          <Question summary={<Trans>Hva er fristen for å endre leveringen?</Trans>}>
            <p>
              <Trans>
                Endringen må være registrert innen fristen dagen før en leveringsdag. Er fristen passert,
                foreslår vi første mulige leveringsdag, og endringen gjelder fra da.
              </Trans>
            </p>
          </Question>
        </ContentSection>
      ) : null}

      <ContentSection id="betaling" heading={<Trans>Betaling og faktura</Trans>}>
        <Question summary={<Trans>Hvor finner jeg fakturaene mine?</Trans>}>
          <p>
            <Trans>
              Alle fakturaene dine ligger i <Link to="/fakturaoversikt">fakturaoversikten</Link>. Der ser du
              hva som er betalt og hva som gjenstår, med beløp, periode, KID-nummer og kontonummer. Ubetalte
              fakturaer kan du betale direkte derfra.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvordan kan jeg betale for abonnementet?</Trans>}>
          <p>
            <Trans>
              Med betalingskort, Vipps eller AvtaleGiro trekkes beløpet automatisk. En faktura betaler du i
              nettbanken med KID-nummeret, eller fra fakturaoversikten på Min side.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvordan endrer jeg betalingsmåte eller kort?</Trans>}>
          <p>
            <Trans>
              På <Link to="/endre-betalingsmetode">Endre betalingsmetode</Link> velger du kort, Vipps,
              AvtaleGiro eller eFaktura. Et nytt kort legger du inn på{" "}
              <Link to="/legg-til-betalingskort">Legg til betalingskort</Link>.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvorfor har prisen endret seg?</Trans>}>
          <p>
            <Trans>
              Vi varsler alltid før prisen endres. Les mer om hvorfor og når den nye prisen gjelder, på{" "}
              <Link to="/nye-priser">Nye priser</Link>.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContentSection id="abonnement" heading={<Trans>Endre eller si opp abonnementet</Trans>}>
        <Question summary={<Trans>Hvordan bytter jeg til et annet abonnement?</Trans>}>
          <p>
            <Trans>
              På <Link to="/endre-abonnement">Endre abonnement</Link> ser du hvilke abonnementer du kan bytte
              til. Endringen gjelder fra datoen som vises når du bekrefter, og du ser den også på forsiden av
              Min side.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvordan sier jeg opp abonnementet?</Trans>}>
          <p>
            <Trans>
              Du sier opp på <Link to="/avslutt-abonnement">Avslutt abonnement</Link>. Du beholder tilgangen
              ut perioden du har betalt for, og blir ikke belastet for nye perioder etter det.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Jeg har sagt opp, men vil likevel fortsette. Hva gjør jeg?</Trans>}>
          <p>
            <Trans>
              Så lenge abonnementet ikke er avsluttet ennå, kan du{" "}
              <Link to="/angre-oppsigelse">angre oppsigelsen</Link>. Da fortsetter abonnementet som før.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContentSection id="familiedeling" heading={<Trans>Familiedeling</Trans>}>
        <Question summary={<Trans>Hvordan deler jeg abonnementet med familien?</Trans>}>
          <p>
            <Trans>
              På <Link to="/familiedeling">Familiedeling</Link> inviterer du familiemedlemmer med
              e-postadressen deres. De som takker ja, får gratis digital tilgang med sin egen brukerkonto.
              Hvor mange du kan dele med, avhenger av abonnementet ditt.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Jeg har fått en invitasjon. Hvordan tar jeg den i bruk?</Trans>}>
          <p>
            <Trans>
              Åpne lenken i e-posten og logg inn, eller opprett en bruker hvis du ikke har en. Har lenken
              utløpt, eller er invitasjonen trukket tilbake, kan den som delte abonnementet, sende deg en ny.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvordan fjerner jeg noen fra familiedelingen?</Trans>}>
          <p>
            <Trans>
              Gå til <Link to="/familiedeling">Familiedeling</Link>, finn personen i listen over dem du deler
              med, og velg å fjerne vedkommende. Da mister personen tilgangen gjennom abonnementet ditt.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContentSection id="innlogging" heading={<Trans>Innlogging og brukerkonto</Trans>}>
        <Question summary={<Trans>Hvordan logger jeg inn?</Trans>}>
          <p>
            <Trans>
              Du logger inn på Min side med brukerkontoen din, den samme som du bruker når du leser {name}{" "}
              digitalt. Bruk e-postadressen eller telefonnummeret du registrerte deg med.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Jeg har glemt passordet</Trans>}>
          <p>
            <Trans>
              Velg «Glemt passord?» når du logger inn. Da får du en e-post med en lenke der du lager et nytt
              passord. Passordet tilbakestilles hos innloggingstjenesten, ikke på Min side.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Jeg er logget inn, men finner ikke abonnementet mitt</Trans>}>
          <p>
            <Trans>
              Abonnementet kan være registrert på en annen e-postadresse eller et annet telefonnummer enn det
              du logget inn med. Da kan du <Link to="/koble-bruker">koble abonnementet til brukeren din</Link>
              .
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Jeg kommer fortsatt ikke inn</Trans>}>
          <p>
            <Trans>
              Kontakt kundesenteret på <a href={phoneHref}>{phone}</a> eller <a href={emailHref}>{email}</a>,
              så hjelper vi deg.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContentSection id="tilbud" heading={<Trans>Studenttilbud</Trans>}>
        <Question summary={<Trans>Har dere studentrabatt?</Trans>}>
          <p>
            <Trans>
              Ja. Studenter ved universiteter og høyskoler i Norge får digitalt abonnement til redusert pris.
              Du bekrefter at du er student med e-postadressen fra lærestedet. Les mer om{" "}
              <Link to="/student">studenttilbudet</Link>.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContentSection id="personvern" heading={<Trans>Personvern</Trans>}>
        <Question summary={<Trans>Hvordan behandler dere personopplysningene mine?</Trans>}>
          <p>
            <Trans>
              Det står i <Link to="/personvern">personvernerklæringen</Link>. Der finner du også hvilke
              rettigheter du har, og hvordan du bruker dem.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Hvordan endrer jeg samtykkene mine?</Trans>}>
          <p>
            <Trans>
              Velg «Personverninnstillinger» nederst på siden. Der kan du når som helst gi eller trekke
              tilbake samtykke til reklame, analyse, markedsføring og personalisering.
            </Trans>
          </p>
        </Question>
        <Question summary={<Trans>Kan jeg laste ned eller slette opplysningene mine?</Trans>}>
          <p>
            <Trans>
              Ja. Du bestiller nedlasting eller sletting under <Link to="/endre-profil">Min profil</Link>. Det
              kan ta opptil 30 dager før nedlastingen er klar, og opptil 30 dager før opplysningene er
              slettet. Betalingshistorikk må vi likevel oppbevare i 5 år etter bokføringsloven.
            </Trans>
          </p>
        </Question>
      </ContentSection>

      <ContactSection id="kontakt" heading={<Trans>Kontakt kundesenteret</Trans>}>
        <p>
          <Trans>Fant du ikke svar på det du lurte på? Kundesenteret i {name} hjelper deg gjerne.</Trans>
        </p>
        <CustomerCentreList />
        <p>
          <Trans>
            Oppgi gjerne navnet og adressen abonnementet er registrert på, så går det raskere å hjelpe deg.
          </Trans>
        </p>
      </ContactSection>
    </ContentPage>
  );
}
