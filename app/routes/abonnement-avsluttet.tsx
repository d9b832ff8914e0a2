import { Trans } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { formatDate } from "#app/domain/format.ts";
import type { Route } from "./+types/abonnement-avsluttet";

// After cancelling (SPEC §2): the date access ends, and the way back.
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { subscription } = context.get(subscribedContext);
  return { subscription };
}

export default function AbonnementAvsluttetRoute() {
  const { subscription } = useLoaderData<typeof clientLoader>();
  const planName = subscription?.planName ?? "";
  const date = subscription?.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : "";
  return (
    <Page heading={<Trans>Abonnementet er avsluttet</Trans>}>
      <p role="status">
        <Trans>
          {planName} er sagt opp. Du har tilgang til og med {date}, og du blir ikke trukket for mer etter det.
        </Trans>
      </p>
      <p>
        <Trans>Ombestemmer du deg før da, kan du angre oppsigelsen.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/angre-oppsigelse" className={styles.secondary}>
          <Trans>Angre oppsigelsen</Trans>
        </Link>
        <Link to="/" className={styles.primary}>
          <Trans>Til Min side</Trans>
        </Link>
      </div>
    </Page>
  );
}
