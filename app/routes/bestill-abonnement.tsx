import { redirect, useLoaderData } from "react-router";
import { getOrderOffer } from "#app/api/orders.ts";
import { signedInContext, type SignedIn } from "#app/auth/guards.ts";
import { postalLookup } from "#app/components/intents.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import { givesAccess } from "#app/domain/subscription-status.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { eligibility, planKey, plansOnOffer } from "#app/domain/purchase-rules.ts";
import { AboutYou, missingDetails, TooYoung } from "#app/features/order/about-you.tsx";
import { Choose } from "#app/features/order/choose.tsx";
import { order, discount, saveDetails, skipDetails } from "#app/features/order/intents.ts";
import type { Route } from "./+types/bestill-abonnement";

// Order a subscription (SPEC §2, §5, §9). First what we need to know about the buyer when the
// identity provider did not tell us (name, phone, birthdate — or skip); a buyer under 18 is
// refused. Then the title's offer: the youth plan under 34, otherwise the digital plan, with the
// campaign the buyer qualifies for (1 kr the first month, or 3 months for the price of 1 for a
// returning customer); a delivery address for paper; a discount code; card (a saved one too) or
// Vipps. One idempotency key per order, kept in the URL (docs/decisions/006, 007). The placed
// order is paid on /betaling. Each step and intent is one module of app/features/order.

/**
 * A reader whose subscription gives access has nothing to order: sent to /allerede-abonnent. A gift
 * subscription is continued by an order, from the day after the gift's last day (ADR 077).
 */
const alreadySubscribed = ({ subscription }: SignedIn) =>
  Boolean(subscription && givesAccess(subscription.instStatusCode) && !subscription.gift?.endDate);

// One key per order, in the URL from the first visit on, so a reload sends the same one; none for a
// reader the loader sends on, who would otherwise be redirected twice (ADR 083).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ context }) => !alreadySubscribed(context.get(signedInContext))),
];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(signedInContext);
  if (alreadySubscribed(session)) throw redirect("/allerede-abonnent");
  const giftEnds = session.subscription?.gift?.endDate ?? null;
  const url = new URL(request.url);
  const account = session.account;
  const winbackAsked = url.searchParams.get("tilbud") === "winback";
  if (
    url.searchParams.get("endre") === "1" ||
    (missingDetails(account).length > 0 && url.searchParams.get("hoppet") !== "1")
  )
    return { view: "about" as const, account, winbackAsked };
  const allowed = eligibility(account.birthdate ?? null, osloToday());
  if (allowed.kind === "tooYoung") return { view: "tooYoung" as const, account, winbackAsked };

  const offer = await getOrderOffer({ titleCode: session.titleAccount.titleCode });
  const shown = plansOnOffer(offer.plans, allowed.age, offer.defaultPlanID, offer.campaign);
  return {
    view: "choose" as const,
    account,
    winbackAsked,
    offer,
    plans: shown.plans,
    // A link may choose the plan (?plan=<id>|<period>, the front page's way to go on after a gift).
    preselected:
      shown.plans.map(planKey).find((key) => key === url.searchParams.get("plan")) ?? shown.preselected,
    giftEnds,
    source: url.searchParams.get("source") ?? "",
  };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, postalLookup, skipDetails, saveDetails, discount, order);

export default function BestillAbonnementRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view === "about") return <AboutYou account={data.account} />;
  if (data.view === "tooYoung") return <TooYoung />;
  return <Choose choice={data} />;
}
