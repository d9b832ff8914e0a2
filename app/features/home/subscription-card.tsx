// The front page's subscription card: status, what it includes, and what the subscriber can do with it.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ReactNode } from "react";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { changeSentence, featureName, perPeriod } from "#app/i18n/words.ts";
import { ActionLinks, LinkLine, PartUnavailable } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { schoolKindOfPlan, verificationRunsOut } from "#app/domain/student.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";
import type { Offers } from "#app/domain/helper-rights.ts";

// A gift subscription's facts (ADR 077): few front pages show one, so its words and rules come with
// it, not with every front page (the signed-in front page's budget, tests/e2e/page-weight.test.ts).
const GiftFacts = lazy(() => import("./gift-facts.tsx"));

/**
 * `changeAction` withdraws a change that waits, and says afterwards that it is withdrawn: the route
 * composes it from the plan change's feature (app/features/README.md). `offers`: a helper is offered
 * none of the subscriber's own choices (cancel or undo it, change plan).
 */
export function SubscriptionSection({
  subscription,
  changeAction,
  offers = { ownChoices: true, pay: true, complaint: true },
}: {
  subscription: Subscription;
  changeAction: ReactNode;
  offers?: Offers;
}) {
  const caps = capabilities(subscription);
  const planName = subscription.planName;
  const { helping } = offers;
  // The price and period, and what is included, are this project's own fields: the platform may
  // leave them out, and then only that part of the card says it cannot be shown (ADR 034).
  const { price: amount, billingPeriod, features, startDate } = subscription;
  const price = amount !== undefined && billingPeriod ? formatKroner(amount) : null;
  const per = billingPeriod ? perPeriod(billingPeriod) : "";
  const cancelled = subscription.instStatusCode === SubscriptionStatus.PENDING_CANCELLATION;
  const trial = subscription.instStatusCode === SubscriptionStatus.TRIAL;
  const expiresOn = subscription.expiresOn ? formatDate(subscription.expiresOn, __LOCALE__) : null;
  const change = subscription.pendingChange;
  const school = schoolKindOfPlan(subscription.ariaPlanID);
  const confirmBy = school && startDate ? formatDate(verificationRunsOut(startDate), __LOCALE__) : null;
  return (
    <section className={own.card} aria-labelledby="abonnement">
      <h2 id="abonnement">
        {helping ? <Trans>Abonnementet til {helping}</Trans> : <Trans>Abonnementet ditt</Trans>}
      </h2>
      <p className={home.plan}>
        {helping ? (
          <Trans>
            {helping} har {planName}.
          </Trans>
        ) : (
          <Trans>Du har {planName}.</Trans>
        )}
      </p>
      {subscription.gift ? (
        <Suspense fallback={null}>
          <GiftFacts gift={subscription.gift} subscription={subscription} offers={offers} />
        </Suspense>
      ) : null}
      {school === "student" ? (
        <p>
          <Trans>Dette er et studentabonnement.</Trans>
        </p>
      ) : school === "pupil" ? (
        <p>
          <Trans>Dette er et elevabonnement.</Trans>
        </p>
      ) : null}
      <dl className={own.facts}>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            {cancelled ? (
              <Trans>Sagt opp</Trans>
            ) : trial ? (
              <Trans>Prøveperiode</Trans>
            ) : (
              <Trans>Aktivt</Trans>
            )}
          </dd>
        </div>
        {confirmBy ? (
          <div>
            <dt>
              {school === "pupil" ? (
                <Trans>Elevstatus bekreftet til</Trans>
              ) : (
                <Trans>Studentstatus bekreftet til</Trans>
              )}
            </dt>
            <dd>{confirmBy}</dd>
          </div>
        ) : null}
        {caps.payment && price !== null ? (
          <div>
            <dt>
              <Trans>Pris</Trans>
            </dt>
            <dd>
              {price} {per}
            </dd>
          </div>
        ) : null}
      </dl>
      {caps.payment && price === null ? (
        <PartUnavailable>
          <Trans>Prisen kan ikke vises akkurat nå.</Trans>
        </PartUnavailable>
      ) : null}
      {cancelled && (expiresOn || subscription.expiresOn === undefined) ? (
        <div className={home.notice}>
          {expiresOn ? (
            <p>
              <Trans>Abonnementet er sagt opp og gjelder til og med {expiresOn}.</Trans>
            </p>
          ) : (
            <PartUnavailable>
              <Trans>Abonnementet er sagt opp. Hvor lenge det gjelder, kan ikke vises akkurat nå.</Trans>
            </PartUnavailable>
          )}
          {offers.ownChoices ? (
            <LinkLine to="/angre-oppsigelse">
              <Trans>Angre oppsigelsen og behold abonnementet</Trans>
            </LinkLine>
          ) : null}
        </div>
      ) : null}
      {change ? (
        <div className={home.notice}>
          <p>{changeSentence({ current: subscription, target: change })}</p>
          {cancelled ? (
            <p>
              <Trans>
                Endringen venter mens abonnementet er sagt opp, og gjelder hvis du angrer oppsigelsen.
              </Trans>
            </p>
          ) : null}
          {changeAction}
        </div>
      ) : (
        changeAction
      )}
      {features === undefined ? (
        <PartUnavailable>
          <Trans>Hva som er med i abonnementet, kan ikke vises akkurat nå.</Trans>
        </PartUnavailable>
      ) : features.length > 0 ? (
        <>
          <h3>
            <Trans>Dette er med</Trans>
          </h3>
          <ul className={home.features}>
            {features.map((feature) => (
              <li key={feature}>{featureName(feature)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {offers.ownChoices && (caps.change || caps.cancel) ? (
        <ActionLinks
          links={[
            caps.change
              ? { to: "/endre-abonnement", look: "secondary", label: <Trans>Endre abonnement</Trans> }
              : null,
            caps.cancel
              ? { to: "/avslutt-abonnement", look: "secondary", label: <Trans>Avslutt abonnement</Trans> }
              : null,
          ]}
        />
      ) : null}
    </section>
  );
}
