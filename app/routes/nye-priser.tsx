import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "#app/components/page.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/** "Nye priser": why and when prices change, and what the subscriber can do. No amounts here. */
export default function NyePriserRoute() {
  const title = currentTitle();
  const name = title.name;
  const town = title.town;
  const phone = title.customerCenterPhoneNumber;
  const phoneHref = `tel:+47${phone.replace(/\s/g, "")}`;
  const email = title.customerCenterEmail;
  const emailHref = `mailto:${email}`;

  return (
    <Page
      heading={<Trans>Nye priser</Trans>}
      intro={
        <Trans>
          Prisen på abonnementet ditt endres. Her forklarer vi hvorfor, når den nye prisen gjelder, og hva du
          kan gjøre.
        </Trans>
      }
    >
      <section className={styles.section}>
        <h2>
          <Trans>Hvorfor endrer vi prisene?</Trans>
        </h2>
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
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Når gjelder den nye prisen?</Trans>
        </h2>
        <p>
          <Trans>
            Vi varsler deg før prisen endres. Den nye prisen gjelder fra neste betalingsperiode etter
            varselet. Har du allerede betalt for en periode, endres ikke prisen for den perioden.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Se hva du betaler</Trans>
        </h2>
        <p>
          <Trans>
            Logg inn på <Link to="/">Min side</Link> for å se abonnementet ditt og prisen du betaler. Alle
            fakturaene dine finner du i <Link to="/fakturaoversikt">fakturaoversikten</Link>.
          </Trans>
        </p>
      </section>

      <section className={styles.section}>
        <h2>
          <Trans>Vil du endre eller avslutte abonnementet?</Trans>
        </h2>
        <ul className={styles.list}>
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
      </section>

      <section className={styles.contact}>
        <h2>
          <Trans>Spørsmål om prisen?</Trans>
        </h2>
        <p>
          <Trans>
            Kundesenteret i {name} svarer gjerne på telefon <a href={phoneHref}>{phone}</a> eller e-post{" "}
            <a href={emailHref}>{email}</a>. Svar på andre vanlige spørsmål finner du på{" "}
            <Link to="/kundeservice">Kundeservice</Link>.
          </Trans>
        </p>
      </section>
    </Page>
  );
}
