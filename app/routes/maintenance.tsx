import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./content.module.css";

/** Maintenance page: Min side is down for an upgrade; the customer centre still answers. */
export default function MaintenanceRoute() {
  const title = currentTitle();
  const name = title.name;
  const phone = title.customerCenterPhoneNumber;
  const phoneHref = `tel:+47${phone.replace(/\s/g, "")}`;
  const email = title.customerCenterEmail;
  const emailHref = `mailto:${email}`;

  return (
    <Page
      heading={<Trans>Vi oppgraderer Min side</Trans>}
      intro={
        <Trans>Min side er midlertidig utilgjengelig mens vi gjør forbedringer. Prøv igjen om litt.</Trans>
      }
    >
      <p>
        <Trans>Abonnementet ditt påvirkes ikke, og du kan lese {name} som vanlig.</Trans>
      </p>
      <p className={pageStyles.actions}>
        <Link to="/" className={pageStyles.primary}>
          <Trans>Prøv Min side igjen</Trans>
        </Link>
      </p>

      <section className={styles.contact}>
        <h2>
          <Trans>Trenger du hjelp nå?</Trans>
        </h2>
        <p>
          <Trans>
            Kontakt kundesenteret i {name} på telefon <a href={phoneHref}>{phone}</a> eller e-post{" "}
            <a href={emailHref}>{email}</a>.
          </Trans>
        </p>
      </section>
    </Page>
  );
}
