// Business subscriptions on Min side's front page (SPEC §4): the admin sees the company, its domain
// and the invitations used, with the way to /administrer-bedrift; an employee sees that access comes
// from the employer and that they pay nothing.
import { Plural, Trans } from "@lingui/react/macro";
import type { BusinessOutcome } from "#app/api/business.ts";
import { LinkLine } from "#app/components/links.tsx";
import own from "#app/components/self-service.module.css";

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
    <section className={own.card} aria-labelledby="bedrift">
      <h2 id="bedrift">
        <Trans>Bedriftsabonnement</Trans>
      </h2>
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
      <LinkLine to="/administrer-bedrift">
        <Trans>Inviter og administrer ansatte</Trans>
      </LinkLine>
    </section>
  );
}

/** An employee's access comes from the employer, who pays (SPEC §4: not paying with subscriptionInfo1). */
export function BusinessEmployeeBlock() {
  return (
    <section className={own.card} aria-labelledby="bedrift">
      <h2 id="bedrift">
        <Trans>Bedriftsabonnement</Trans>
      </h2>
      <p>
        <Trans>
          Du har tilgang gjennom bedriftsabonnementet til arbeidsgiveren din. Du betaler ingenting selv.
        </Trans>
      </p>
      <LinkLine to="/vilkaar/bedrift">
        <Trans>Vilkår for bedriftsabonnement</Trans>
      </LinkLine>
    </section>
  );
}
