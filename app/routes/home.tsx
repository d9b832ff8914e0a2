import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { useSignedIn } from "#app/auth/use-session.ts";
import formStyles from "#app/components/form.module.css";
import { Page } from "#app/components/page.tsx";
import { formatDate } from "#app/domain/format.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";

// Home (SPEC §2). The full overview — delivery, payment, invoices, sharing — is built by the
// subscription issue; this shows who is signed in and the subscription's state.
export default function HomeRoute() {
  const { user, subscription } = useSignedIn();
  const [params] = useSearchParams();
  const givenName = user.givenName || user.displayName;
  const planName = subscription?.planName ?? "";
  const expiresOn = subscription?.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : null;
  const change = subscription?.pendingChange;
  const changeDate = change ? formatDate(change.effectiveDate, __LOCALE__) : null;
  const newPlan = change?.planName ?? "";
  return (
    <Page heading={<Trans>Min side</Trans>} intro={<Trans>Hei, {givenName}!</Trans>}>
      <div aria-live="polite">
        {params.get("koblet") ? (
          <p className={formStyles.status}>
            <Trans>Abonnementet er koblet til brukeren din.</Trans>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="abonnement">
        <h2 id="abonnement">
          <Trans>Abonnementet ditt</Trans>
        </h2>
        <p>
          <Trans>Du har {planName}.</Trans>
        </p>
        {subscription?.instStatusCode === SubscriptionStatus.PENDING_CANCELLATION && expiresOn ? (
          <p>
            <Trans>Abonnementet er sagt opp og gjelder til og med {expiresOn}.</Trans>
          </p>
        ) : null}
        {changeDate ? (
          <p>
            <Trans>
              Abonnementet endres til {newPlan} fra {changeDate}.
            </Trans>
          </p>
        ) : null}
        <p>
          <Link to="/kundeservice">
            <Trans>Spørsmål om abonnementet? Se kundeservice</Trans>
          </Link>
        </p>
      </section>
    </Page>
  );
}
