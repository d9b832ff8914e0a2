import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { getDelivery } from "#app/api/delivery.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { postalLookup } from "#app/components/intents.ts";
import { Page } from "#app/components/page.tsx";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { capabilities, isPaper } from "#app/domain/subscription-type.ts";
import { ChangeForm } from "#app/features/delivery-change/change-form.tsx";
import { scheduleOf, shownDelivery } from "#app/features/delivery-change/change-schema.ts";
import { CurrentAddress, NotForThisSubscription } from "#app/features/delivery-change/delivery-now.tsx";
import { register, carrierNote, moveEnd, resume, withdraw } from "#app/features/delivery-change/intents.ts";
import { DoneChanges, RegisteredChanges } from "#app/features/delivery-change/registered-changes.tsx";
import { sendIntent, skipRevalidationFor } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/endre-avislevering";

// Change or pause paper delivery (SPEC §2, §3, §5): a transfer to another address for a period, a
// permanent move, or a stop (vacation), with from, to or open end. A change must be registered
// before the deadline the day before a delivery day; past it the next possible day is proposed
// (filled in, so the subscriber only submits again). Before their deadlines registered changes can
// be withdrawn, get a new last day or be ended early; done ones are listed. The usual address and each
// transfer's carry a note to the carrier. Each intent — register, withdraw, resume, move-end,
// carrier-note — is one module of app/features/delivery-change.

// A subscription that cannot change delivery gets no key: it has nothing to send.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  screenKeyFirst(({ context }) => capabilities(context.get(subscribedContext).subscription).manageDelivery),
];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  if (!capabilities(subscription).manageDelivery) return { delivery: null, earliest: null, subscription };
  const delivery = shownDelivery.keep(request, await getDelivery(session.titleAccount));
  // The platform's next possible day, by its clock; reckoned here from the deadline if it did not say.
  const earliest = delivery.nextPossible ?? earliestChangeDate(new Date(), scheduleOf(delivery));
  return { delivery, earliest, subscription };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, register, withdraw, resume, moveEnd, carrierNote, postalLookup);

/** Looking up a postal code changes nothing. */
export const shouldRevalidate = skipRevalidationFor(postalLookup);

export default function EndreAvisleveringRoute() {
  const { delivery, earliest, subscription } = useLoaderData<typeof clientLoader>();
  const heading = <Trans>Endre avislevering</Trans>;
  if (!delivery || !earliest)
    return <NotForThisSubscription heading={heading} paper={isPaper(subscription)} />;
  return (
    <Page
      heading={heading}
      intro={
        <Trans>
          Stopp avisen mens du er borte, få den levert til en annen adresse en periode, eller flytt den til ny
          adresse.
        </Trans>
      }
    >
      <CurrentAddress delivery={delivery} />
      <RegisteredChanges changes={delivery.changes} earliest={earliest} schedule={scheduleOf(delivery)} />
      <ChangeForm delivery={delivery} earliest={earliest} />
      <DoneChanges changes={delivery.changes} />
    </Page>
  );
}
