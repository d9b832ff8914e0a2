import { Trans } from "@lingui/react/macro";
import { redirect, useLoaderData } from "react-router";
import { subscribedContext, subscriptionWith } from "#app/auth/guards.ts";
import { featureName, perPeriod } from "#app/i18n/words.ts";
import { LinkLine } from "#app/components/links.tsx";
import { Fact } from "#app/components/fact.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { schoolKindOfPlan, verificationRunsOut } from "#app/domain/student.ts";
import type { Route } from "./+types/student-kvittering";

// The student receipt (SPEC §2): /student-kvittering and /student-kvittering2 (the second campaign,
// docs/decisions/012), and the pupils' too. What was bought, the price, when the student (pupil)
// status must be confirmed again, and the way to the front page. Without a student or pupil plan
// there is nothing to show here, so the front page it is.

export function clientLoader({ context }: Route.ClientLoaderArgs) {
  const kind = schoolKindOfPlan(context.get(subscribedContext).subscription.ariaPlanID);
  if (!kind) throw redirect("/");
  const subscription = subscriptionWith(context.get(subscribedContext).subscription, [
    "price",
    "billingPeriod",
    "startDate",
  ]);
  return {
    kind,
    planName: subscription.planName,
    price: subscription.price,
    billingPeriod: subscription.billingPeriod,
    features: subscription.features ?? [],
    confirmBy: verificationRunsOut(subscription.startDate),
  };
}

export default function StudentKvitteringRoute() {
  const { kind, planName, price, billingPeriod, features, confirmBy } = useLoaderData<typeof clientLoader>();
  const amount = formatKroner(price);
  const per = perPeriod(billingPeriod);
  const date = formatDate(confirmBy, __LOCALE__);
  return (
    <Page
      heading={
        kind === "pupil" ? (
          <Trans>Velkommen som elevabonnent</Trans>
        ) : (
          <Trans>Velkommen som studentabonnent</Trans>
        )
      }
      intro={<Trans>Abonnementet er klart, og du kan lese alt med en gang.</Trans>}
    >
      <section className={own.card} aria-labelledby="kjopt">
        <h2 id="kjopt">
          <Trans>Dette har du fått</Trans>
        </h2>
        <dl className={own.facts}>
          <div>
            <Fact term={<Trans>Abonnement</Trans>}>{planName}</Fact>
          </div>
          <div>
            <Fact term={<Trans>Pris</Trans>}>
              {amount} {per}
            </Fact>
          </div>
        </dl>
        {features.length > 0 ? (
          <ul>
            {features.map((feature) => (
              <li key={feature}>{featureName(feature)}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={own.card} aria-labelledby="bekreft-igjen">
        <h2 id="bekreft-igjen">
          {kind === "pupil" ? (
            <Trans>Bekreft at du fortsatt er elev</Trans>
          ) : (
            <Trans>Bekreft at du fortsatt er student</Trans>
          )}
        </h2>
        <p>
          {kind === "pupil" ? (
            <Trans>
              Elevprisen gjelder så lenge du går på videregående skole. Du må bekrefte at du fortsatt er elev
              innen {date}.
            </Trans>
          ) : (
            <Trans>
              Studentprisen gjelder så lenge du studerer. Du må bekrefte at du fortsatt er student innen{" "}
              {date}.
            </Trans>
          )}
        </p>
      </section>
      <LinkLine to="/" look="primary" className={styles.actions}>
        <Trans>Gå til forsiden</Trans>
      </LinkLine>
    </Page>
  );
}
