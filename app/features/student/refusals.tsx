// The refusals of the student journey (SPEC §5, §8): said as the page's own, with the way on.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CustomerCentreContact } from "#app/components/customer-centre.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import type { SchoolKind } from "#app/domain/student.ts";
import { currentTitle } from "#app/title/current-title.ts";

/** The refusal said as the page's own, then the way on: the front page unless `way` says otherwise. */
function Refusal({ heading, way, children }: { heading: ReactNode; way?: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      <div role="alert">{children}</div>
      {way ?? (
        <LinkLine to="/" look="primary" className={styles.actions}>
          <Trans>Gå til forsiden</Trans>
        </LinkLine>
      )}
    </Page>
  );
}

/** ARIA_ACTIVE: already has an active subscription. */
export function HasSubscription({ kind }: { kind: SchoolKind }) {
  const name = currentTitle().name;
  return (
    <Refusal heading={<Trans>Du har allerede et abonnement</Trans>}>
      <p>
        {kind === "pupil" ? (
          <Trans>
            Du har allerede et aktivt abonnement på {name}, så du kan ikke få elevtilbudet i tillegg. På
            forsiden ser du abonnementet ditt.
          </Trans>
        ) : (
          <Trans>
            Du har allerede et aktivt abonnement på {name}, så du kan ikke få studenttilbudet i tillegg. På
            forsiden ser du abonnementet ditt.
          </Trans>
        )}
      </p>
    </Refusal>
  );
}

/** USER_EXIST_ACTIVE: the student subscription already exists. */
export function AlreadyStudent({ kind }: { kind: SchoolKind }) {
  return (
    <Refusal
      heading={
        kind === "pupil" ? (
          <Trans>Du har allerede elevabonnement</Trans>
        ) : (
          <Trans>Du har allerede studentabonnement</Trans>
        )
      }
    >
      <p>
        <Trans>
          Abonnementet ditt er aktivt, og du trenger ikke bekrefte noe nå. På forsiden ser du detaljene.
        </Trans>
      </p>
    </Refusal>
  );
}

/** SPEC §5: buying needs age 18. */
export function TooYoung() {
  return (
    <Refusal
      heading={<Trans>Du må være 18 år for å bestille</Trans>}
      way={<CustomerCentreContact lead="retry" />}
    >
      <p>
        <Trans>
          Elevabonnementet kan bare bestilles av den som er 18 år eller eldre. En forelder eller foresatt kan
          bestille abonnement for deg.
        </Trans>
      </p>
    </Refusal>
  );
}
