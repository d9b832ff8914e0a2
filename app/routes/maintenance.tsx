import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContactSection, ContentPage } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import pageStyles from "#app/components/page.module.css";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";

/** Maintenance page: Min side is down for an upgrade; the customer centre still answers. */
export default function MaintenanceRoute() {
  const { name } = customerCentre();

  return (
    <ContentPage
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

      <ContactSection heading={<Trans>Trenger du hjelp nå?</Trans>}>
        <CustomerCentreContact />
      </ContactSection>
    </ContentPage>
  );
}
