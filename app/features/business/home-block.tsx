// Business subscriptions on Min side's front page (SPEC §4): the admin sees the company, its domain
// and the invitations used, with the way to /administrer-bedrift; an employee sees that access comes
// from the employer and that they pay nothing.
import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { BusinessOutcome } from "#app/api/business.ts";
import { LinkLine } from "#app/components/links.tsx";
import own from "#app/components/self-service.module.css";

/** The front page's business card, the admin's or the employee's: its text, then where it leads. */
function BusinessCard({ to, link, children }: { to: string; link: ReactNode; children: ReactNode }) {
  return (
    <section className={own.card} aria-labelledby="bedrift">
      <h2 id="bedrift">
        <Trans>Bedriftsabonnement</Trans>
      </h2>
      {children}
      <LinkLine to={to}>{link}</LinkLine>
    </section>
  );
}

/** The company's subscription: who, which domain, invitations used, and the way to manage them. */
export function BusinessAdminBlock({
  company: outcome,
  failed,
}: {
  company: BusinessOutcome | null;
  /** It could not be fetched: the block says so and still leads to the admin page. */
  failed: boolean;
}) {
  const company = outcome?.kind === "ok" ? outcome : null;
  const name = company?.company.name ?? "";
  const domain = company?.company.emailDomain ?? "";
  const used = company?.invitations.length ?? 0;
  const max = company?.company.maxInvitations ?? 0;
  const active = company?.invitations.filter((i) => i.status === "active").length ?? 0;
  return (
    <BusinessCard to="/administrer-bedrift" link={<Trans>Inviter og administrer ansatte</Trans>}>
      {company ? (
        <p>
          <Trans>
            Du administrerer bedriftsabonnementet til {name} (e-postdomene {domain}). {used} av {max}{" "}
            invitasjoner er brukt, og{" "}
            <Plural
              value={active}
              one="# ansatt har tatt i bruk tilgangen."
              other="# ansatte har tatt i bruk tilgangen."
            />
          </Trans>
        </p>
      ) : failed ? (
        <p role="alert">
          <Trans>
            Vi fikk ikke hentet bedriftsabonnementet akkurat nå. Last siden på nytt for å prøve igjen.
          </Trans>
        </p>
      ) : null}
    </BusinessCard>
  );
}

/** An employee's access comes from the employer, who pays (SPEC §4: not paying with subscriptionInfo1). */
export function BusinessEmployeeBlock() {
  return (
    <BusinessCard to="/vilkaar/bedrift" link={<Trans>Vilkår for bedriftsabonnement</Trans>}>
      <p>
        <Trans>
          Du har tilgang gjennom bedriftsabonnementet til arbeidsgiveren din. Du betaler ingenting selv.
        </Trans>
      </p>
    </BusinessCard>
  );
}
