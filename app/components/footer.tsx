import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { openPrivacySettings } from "#app/consent/consent-manager.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { customerCentre } from "./customer-centre.ts";
import styles from "./footer.module.css";

/** Footer: the title's name, customer centre, organisation number, year, privacy settings. */
export function Footer() {
  const title = currentTitle();
  const { phone, phoneHref, email, emailHref } = customerCentre();
  const year = new Date().getFullYear();

  // Opens the consent manager where one is loaded; otherwise the link leads to the privacy page.
  const onPrivacySettings = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openPrivacySettings(title.consentPropertyId)) event.preventDefault();
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{title.name}</p>
        <dl className={styles.contact}>
          <div>
            <dt>
              <Trans>Kundesenter, telefon</Trans>
            </dt>
            <dd>
              <a href={phoneHref}>{phone}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Kundesenter, e-post</Trans>
            </dt>
            <dd>
              <a href={emailHref}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Organisasjonsnummer</Trans>
            </dt>
            <dd>{title.organizationNumber}</dd>
          </div>
        </dl>
        <p className={styles.meta}>
          <span suppressHydrationWarning>
            © {year} {title.name}
          </span>
          <a href="/personvern" onClick={onPrivacySettings}>
            <Trans>Personverninnstillinger</Trans>
          </a>
        </p>
      </div>
    </footer>
  );
}
