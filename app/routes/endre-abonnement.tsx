import { useLoaderData } from "react-router";
import { activeMandateLimit } from "#app/api/mandates.ts";
import { getPlans } from "#app/api/subscription.ts";
import { subscribedContext, subscriptionWith } from "#app/auth/guards.ts";
import { nextPeriodStart } from "#app/domain/billing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { SubscriptionDiscountForm } from "#app/features/order/subscription-discount.tsx";
import {
  choices,
  choosePlan,
  chosenPlanIn,
  confirmPlan,
  withdrawChange,
} from "#app/features/plan-change/intents.ts";
import { ChoosePlan, ConfirmPlan, NotChangeable } from "#app/features/plan-change/steps.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/endre-abonnement";
import { addSubscriptionDiscount } from "#app/features/order/intents.ts";

// Change subscription (SPEC §2): choose another plan and billing period, then confirm with the new
// price, period and the date it takes effect — nothing changes before that. Then /receipt2.

// One key per chosen change, kept in the URL: a double click, a reload or a retry after a lost
// answer never changes twice; on the first step the key is the discount code's (addDiscount).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  // The price, the period and when it started: without them no change can be priced or dated.
  const subscription = subscriptionWith(session.subscription, ["price", "billingPeriod", "startDate"]);
  const today = osloToday();
  const plans = choices(
    await getPlans({ titleCode: session.titleAccount.titleCode }),
    subscription,
    session,
    today,
  );
  const chosen = chosenPlanIn(request);
  const selected = chosen ? (plans.find((p) => planKey(p) === chosen) ?? null) : null;
  return {
    subscription,
    plans,
    selected,
    effectiveDate: nextPeriodStart(subscription.startDate, subscription.billingPeriod, today),
    // Drawn by AvtaleGiro: a new price above the mandate's limit is said before it is confirmed.
    mandateLimit: selected ? await activeMandateLimit(session.titleAccount) : null,
  };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, choosePlan, confirmPlan, withdrawChange, addSubscriptionDiscount);

export default function EndreAbonnementRoute() {
  const { plans, selected, subscription, effectiveDate, mandateLimit } = useLoaderData<typeof clientLoader>();
  if (!capabilities(subscription).change) return <NotChangeable />;
  return selected ? (
    <ConfirmPlan
      plan={selected}
      effectiveDate={effectiveDate}
      subscription={subscription}
      mandateLimit={mandateLimit}
    />
  ) : (
    <ChoosePlan plans={plans} subscription={subscription} discount={<SubscriptionDiscountForm />} />
  );
}
