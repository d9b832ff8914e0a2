import { Trans } from "@lingui/react/macro";
import { CustomerCentreLine } from "#app/components/call-failed.tsx";
import { ContactSection, ContentPage } from "#app/components/content-page.tsx";
import { customerCentre } from "#app/title/customer-centre.ts";
import { LinkLine } from "#app/components/links.tsx";
import pageStyles from "#app/components/page.module.css";

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
      <LinkLine to="/" look="primary" className={pageStyles.actions}>
        <Trans>Prøv Min side igjen</Trans>
      </LinkLine>

      <ContactSection heading={<Trans>Trenger du hjelp nå?</Trans>}>
        <CustomerCentreLine />
      </ContactSection>
    </ContentPage>
  );
}
