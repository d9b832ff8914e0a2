import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactSection, ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** "Nye priser": why and when prices change, and what the subscriber can do. No amounts here. */
export default function NyePriserRoute() {
  const town = currentTitle().town;
  const { name, phone, phoneHref, email, emailHref } = customerCentre();

  return (
    <ContentPage
      heading={<Trans>Nye priser</Trans>}
      intro={
        <Trans>
          Prisen på abonnementet ditt endres. Her forklarer vi hvorfor, når den nye prisen gjelder, og hva du
          kan gjøre.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Hvorfor endrer vi prisene?</Trans>}>
        <p>
          <Trans>
            Det koster å lage god lokal journalistikk. Lønn, teknologi og – for papiravisen – trykk og
            distribusjon blir dyrere. Prisjusteringen gjør at {name} fortsatt kan ha journalister som dekker
            det som skjer i {town} og omegn.
          </Trans>
        </p>
        <p>
          <Trans>Takk for at du abonnerer og støtter lokaljournalistikken.</Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Når gjelder den nye prisen?</Trans>}>
        <p>
          <Trans>
            Vi varsler deg før prisen endres. Den nye prisen gjelder fra neste betalingsperiode etter
            varselet. Har du allerede betalt for en periode, endres ikke prisen for den perioden.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Se hva du betaler</Trans>}>
        <p>
          <Trans>
            Logg inn på <Link to="/">Min side</Link> for å se abonnementet ditt og prisen du betaler. Alle
            fakturaene dine finner du i <Link to="/fakturaoversikt">fakturaoversikten</Link>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Vil du endre eller avslutte abonnementet?</Trans>}>
        <ul>
          <li>
            <Trans>
              Passer et annet abonnement bedre for deg, kan du bytte på{" "}
              <Link to="/endre-abonnement">Endre abonnement</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Vil du si opp, gjør du det på <Link to="/avslutt-abonnement">Avslutt abonnement</Link>. Du
              beholder tilgangen ut perioden du har betalt for.
            </Trans>
          </li>
        </ul>
      </ContentSection>

      <ContactSection heading={<Trans>Spørsmål om prisen?</Trans>}>
        <p>
          <Trans>
            Kundesenteret i {name} svarer gjerne på telefon <a href={phoneHref}>{phone}</a> eller e-post{" "}
            <a href={emailHref}>{email}</a>. Svar på andre vanlige spørsmål finner du på{" "}
            <Link to="/kundeservice">Kundeservice</Link>.
          </Trans>
        </p>
      </ContactSection>
    </ContentPage>
  );
}
