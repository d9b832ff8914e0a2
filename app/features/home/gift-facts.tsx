// A gift subscription on the front page's subscription card (ADR 077), loaded only when there is one.
import { Trans } from "@lingui/react/macro";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { LinkLine } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { giftEndsSoon } from "#app/domain/gifts.ts";
import type { Offers } from "#app/domain/helper-rights.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { perPeriod } from "#app/i18n/words.ts";
import home from "./home.module.css";

/**
 * A gift subscription: who gave it and its last day; from 14 days before, that it ends by itself,
 * what going on costs and the one way to go on: the order form with the plan chosen, which starts
 * the day after the gift (ADR 077).
 */
export default function GiftFacts({
  gift,
  subscription,
  offers,
}: {
  gift: NonNullable<Subscription["gift"]>;
  subscription: Subscription;
  offers: Offers;
}) {
  const giver = gift.giverName;
  const end = formatDate(gift.endDate, __LOCALE__);
  const { planName, price: amount, billingPeriod } = subscription;
  const price =
    amount !== undefined && billingPeriod ? `${formatKroner(amount)} ${perPeriod(billingPeriod)}` : null;
  const order = billingPeriod
    ? `/bestill-abonnement?${new URLSearchParams({ plan: `${subscription.ariaPlanID}|${billingPeriod}` }).toString()}`
    : "/bestill-abonnement";
  return (
    <>
      <p>
        <Trans>
          Gave fra {giver}. Gjelder til og med {end}.
        </Trans>
      </p>
      {giftEndsSoon(gift.endDate, osloToday()) ? (
        <div className={home.notice}>
          <p>
            <Trans>
              Gaven slutter {end}. Den fornyes ikke av seg selv, og ingenting blir trukket. Vil du fortsette å
              lese, kan du bestille abonnement.
            </Trans>
          </p>
          {price ? (
            <p>
              <Trans>
                {planName} koster {price}.
              </Trans>
            </p>
          ) : null}
          {offers.ownChoices ? (
            <LinkLine to={order} look="primary">
              <Trans>Fortsett med {planName}</Trans>
            </LinkLine>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
