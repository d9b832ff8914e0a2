// What a subscriber about to cancel is offered instead (SPEC §2): a vacation stop or another
// address for paper, a cheaper digital plan for digital — each one click away from the confirmation.
import { Trans } from "@lingui/react/macro";
import type { Plan } from "#app/api/contract/subscription.ts";
import type { Subscribed } from "#app/auth/guards.ts";
import { LinkLine } from "#app/components/links.tsx";
import styles from "#app/components/page.module.css";
import { monthsIn } from "#app/domain/billing.ts";
import { formatKroner } from "#app/domain/format.ts";
import { ageOn, mayHaveYouthPlan } from "#app/domain/purchase-rules.ts";
import { isYouthPlan } from "#app/domain/subscription-type.ts";
import { perPeriod } from "#app/i18n/words.ts";

/**
 * A digital plan that costs less per month than the current one, if there is one: never the plan
 * already ordered (`ordered`, the change that waits), which the subscriber has.
 */
export function cheaperPlan(
  plans: Plan[],
  current: Pick<Plan, "price" | "billingPeriod">,
  session: Subscribed,
  today: string,
  ordered: (Pick<Plan, "ariaPlanID"> & { billingPeriod?: Plan["billingPeriod"] | undefined }) | null = null,
): Plan | null {
  const monthly = (p: Pick<Plan, "price" | "billingPeriod">) => p.price / monthsIn[p.billingPeriod];
  const age = session.account.birthdate ? ageOn(session.account.birthdate, today) : null;
  const candidates = plans.filter(
    (p) =>
      p.planProductType === "DIGITAL" &&
      monthly(p) < monthly(current) &&
      (!isYouthPlan(p.ariaPlanID) || (age !== null && mayHaveYouthPlan(age))) &&
      !(
        ordered &&
        p.ariaPlanID === ordered.ariaPlanID &&
        p.billingPeriod === (ordered.billingPeriod ?? current.billingPeriod)
      ),
  );
  return candidates.sort((a, b) => monthly(a) - monthly(b))[0] ?? null;
}

/** The offer before the confirmation: paper is offered a stop; digital the cheaper plan (`offerLink`). */
export function StayOffer({
  paper,
  offer,
  offerLink,
  current,
}: {
  paper: boolean;
  offer: Plan | null;
  offerLink: string;
  /** The plan the subscriber has: an offer of the same plan paid less often is worded as that. */
  current: { ariaPlanID: string; billingPeriod?: Plan["billingPeriod"] | undefined };
}) {
  if (paper) {
    return (
      <section aria-labelledby="tilbud" className={styles.offer}>
        <h2 id="tilbud">
          <Trans>Skal du bare være borte en stund?</Trans>
        </h2>
        <p>
          <Trans>
            Du kan stoppe avisen mens du er borte, eller få den levert til en annen adresse, og beholde
            abonnementet.
          </Trans>
        </p>
        <LinkLine to="/endre-avislevering">
          <Trans>Stopp eller flytt avisen en periode i stedet</Trans>
        </LinkLine>
      </section>
    );
  }
  if (!offer) return null;
  const offerName = offer.planName;
  const offerPer = perPeriod(offer.billingPeriod);
  const offerPrice = `${formatKroner(offer.price)} ${offerPer}`;
  return (
    <section aria-labelledby="tilbud" className={styles.offer}>
      <h2 id="tilbud">
        <Trans>Vil du heller betale mindre?</Trans>
      </h2>
      <p>
        {/* The same plan paid for less often changes only the billing period (changeKind in
            app/domain/change-kind.ts), asked here without loading it for one comparison. */}
        {offer.ariaPlanID === current.ariaPlanID ? (
          <Trans>
            Du kan betale for {offerName} {offerPer} i stedet, {offerPrice}, og beholde tilgangen.
          </Trans>
        ) : (
          <Trans>
            Du kan bytte til {offerName} for {offerPrice} og beholde tilgangen.
          </Trans>
        )}
      </p>
      <LinkLine to={offerLink}>
        <Trans>Se tilbudet om {offerName}</Trans>
      </LinkLine>
    </section>
  );
}
