// The company the admin manages, and the screen for anyone else who opens the admin page.
import { Trans } from "@lingui/react/macro";
import type { Company } from "#app/api/business.ts";
import { LinkList } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";

/** Name, e-mail domain and invitations used of the maximum. */
export function CompanyFacts({ company, used }: { company: Company; used: number }) {
  const { name, emailDomain, maxInvitations } = company;
  return (
    <dl className={own.facts}>
      <div>
        <dt>
          <Trans>Bedrift</Trans>
        </dt>
        <dd>{name}</dd>
      </div>
      <div>
        <dt>
          <Trans>E-postdomene</Trans>
        </dt>
        <dd>{emailDomain}</dd>
      </div>
      <div>
        <dt>
          <Trans>Invitasjoner brukt</Trans>
        </dt>
        <dd>
          <Trans>
            {used} av {maxInvitations}
          </Trans>
        </dd>
      </div>
    </dl>
  );
}

/** An employee, a private subscriber or a former admin: the page is not theirs, and why. */
export function NotAdmin({ employee }: { employee: boolean }) {
  return (
    <Page heading={<Trans>Administrer bedriftsabonnement</Trans>}>
      <p>
        <Trans>
          Denne siden er for bedriftens administrator. Her inviterer administratoren ansatte og styrer hvem
          som har tilgang gjennom bedriftsabonnementet.
        </Trans>
      </p>
      {employee ? (
        <p>
          <Trans>
            Du har tilgang gjennom arbeidsgiveren din. Trenger du hjelp med tilgangen, ta kontakt med den som
            administrerer bedriftsabonnementet hos dere.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Har bedriften din bedriftsabonnement og du skal være administrator, kontakt kundesenteret.
          </Trans>
        </p>
      )}
      <LinkList
        links={[
          { to: "/", label: <Trans>Til Min side</Trans> },
          { to: "/vilkaar/bedrift", label: <Trans>Vilkår for bedriftsabonnement</Trans> },
        ]}
      />
    </Page>
  );
}
