import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { openPrivacySettings } from "#app/consent/open-privacy-settings.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { CustomerCentreList } from "./customer-centre.tsx";
import styles from "./footer.module.css";

/** Footer: the title's name, customer centre, organisation number, year, privacy settings, accessibility statement. */
export function Footer() {
  const { t } = useLingui();
  const title = currentTitle();
  const year = new Date().getFullYear();

  // Opens the consent manager where one is loaded; otherwise the link leads to the privacy settings.
  const onPrivacySettings = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openPrivacySettings(title.consentPropertyId)) event.preventDefault();
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{title.name}</p>
        <CustomerCentreList className={styles.contact}>
          <div>
            <dt>
              <Trans>Organisasjonsnummer</Trans>
            </dt>
            <dd>{title.organizationNumber}</dd>
          </div>
        </CustomerCentreList>
        <nav className={styles.meta} aria-label={t`Vilkår og personvern`}>
          <Link to="/vilkaar">
            <Trans>Vilkår</Trans>
          </Link>
          <Link to="/personvern">
            <Trans>Personvern</Trans>
          </Link>
          <Link to="/cookie-policy">
            <Trans>Informasjonskapsler</Trans>
          </Link>
          <Link to="/tilgjengelighet">
            <Trans>Tilgjengelighet</Trans>
          </Link>
          <Link to="/personverninnstillinger" onClick={onPrivacySettings}>
            <Trans>Personverninnstillinger</Trans>
          </Link>
        </nav>
        <p className={styles.meta}>
          <span suppressHydrationWarning>
            © {year} {title.name}
          </span>
        </p>
      </div>
    </footer>
  );
}
