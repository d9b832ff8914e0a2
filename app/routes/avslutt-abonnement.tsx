import { useLoaderData } from "react-router";
import { sharingWith } from "#app/api/family.ts";
import { getPlans } from "#app/api/subscription.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { paidUntil } from "#app/domain/billing.ts";
import { mayShare } from "#app/domain/family-sharing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { capabilities, isPaper } from "#app/domain/subscription-type.ts";
import { cancel, chooseReason, reasonIn } from "#app/features/cancellation/intents.ts";
import { cheaperPlan } from "#app/features/cancellation/stay-offer.tsx";
import { ConfirmStep, NotCancellable, ReasonStep } from "#app/features/cancellation/steps.tsx";
import { confirmationOf } from "#app/forms/choice.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/avslutt-abonnement";

// Cancel (SPEC §2, §3, §5): a reason is required; before confirming, the subscriber is offered
// what fits instead — a vacation stop for paper, a cheaper plan for digital — and declining is one
// click. Then /abonnement-avsluttet with the date access ends.

// One key per cancellation, in the confirmation's address (once a reason is chosen): a double click
// or a retry never cancels twice.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ request }) => reasonIn(request) !== null),
];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  // Cancelling is never refused for a field the platform left out (docs/decisions/034): without the
  // period and its start the screen cannot say when access ends, and without the price it offers
  // no cheaper plan, but the subscriber can still cancel.
  const { price, billingPeriod, startDate } = subscription;
  const priced = price !== undefined && billingPeriod !== undefined ? { price, billingPeriod } : null;
  const today = osloToday();
  const reason = reasonIn(request);
  const offer =
    reason && priced && !isPaper(subscription)
      ? cheaperPlan(
          await getPlans({ titleCode: session.titleAccount.titleCode }),
          priced,
          session,
          today,
          subscription.pendingChange ?? null,
        )
      : null;
  // Those who share it lose it with the owner: said before confirming (a helper is shown no household).
  const sharing =
    reason && !session.acting && mayShare(subscription) ? await sharingWith(session.titleAccount) : [];
  return {
    subscription,
    reason,
    offer,
    sharing,
    // Taking the offer is another intent than cancelling: it starts with its own key.
    offerLink: offer ? confirmationOf("/endre-abonnement", "plan", planKey(offer)) : "",
    accessUntil:
      startDate !== undefined && billingPeriod !== undefined
        ? paidUntil(startDate, billingPeriod, today)
        : null,
  };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, chooseReason, cancel);

export default function AvsluttAbonnementRoute() {
  const { reason, subscription, offer, offerLink, accessUntil, sharing } =
    useLoaderData<typeof clientLoader>();
  if (!capabilities(subscription).cancel) return <NotCancellable />;
  if (!reason) return <ReasonStep accessUntil={accessUntil} />;
  return (
    <ConfirmStep
      planName={subscription.planName}
      paper={isPaper(subscription)}
      offer={offer}
      offerLink={offerLink}
      accessUntil={accessUntil}
      current={subscription}
      ordered={subscription.pendingChange ?? null}
      sharing={sharing}
    />
  );
}
