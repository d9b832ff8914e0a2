import { Trans } from "@lingui/react/macro";
import { useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { call } from "#app/api/client.ts";
import type { DeliveryTarget } from "#app/api/delivery.ts";
import { lookUpPlace } from "#app/api/postal-code.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { fnv1a, screenKeyOf } from "#app/forms/intent-key.ts";
import { Page } from "#app/components/page.tsx";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { capabilities, isPaper } from "#app/domain/subscription-type.ts";
import { ChangeForm } from "#app/features/delivery-change/change-form.tsx";
import { scheduleOf } from "#app/features/delivery-change/change-schema.ts";
import { CurrentAddress, NotForThisSubscription } from "#app/features/delivery-change/delivery-now.tsx";
import { register } from "#app/features/delivery-change/register.ts";
import { RegisteredChanges } from "#app/features/delivery-change/registered-changes.tsx";
import { resume } from "#app/features/delivery-change/resume.tsx";
import { withdraw } from "#app/features/delivery-change/withdraw.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/endre-avislevering";

// Change or pause paper delivery (SPEC §2, §3, §5): a transfer to another address for a period, a
// permanent move, or a stop (vacation), with from, to or open end. A change must be registered
// before the deadline the day before a delivery day; past it the next possible day is proposed
// (filled in, so the subscriber only submits again). Registered changes can be withdrawn until
// they start. Each intent — register, withdraw, resume — is one module of app/features/delivery-change.

function targetOf(session: Subscribed): DeliveryTarget {
  return { accountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode };
}

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  if (!capabilities(subscription).manageDelivery)
    return { delivery: null, earliest: null, subscription, screenKey: "" };
  const urlKey = screenKeyOf(request);
  const delivery = await call("getDelivery", { params: targetOf(session) });
  // The key as of the changes shown: a change registered or withdrawn makes the next one another
  // intent, while a double click, a reload or a retry of this one sends the same key (ADR 006).
  const screenKey = `${urlKey}.${fnv1a(delivery.changes.map((c) => `${c.id}:${c.status}`).join())}`;
  return {
    delivery,
    earliest: earliestChangeDate(new Date(), scheduleOf(delivery)),
    subscription,
    screenKey,
  };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const target = targetOf(context.get(subscribedContext));
  if (intent === "postalCode") return lookUpPlace(String(formData.get("postalCode") ?? ""));
  if (intent === "withdraw") return withdraw(target, String(formData.get("id") ?? ""));
  if (intent === "resume")
    return resume(target, String(formData.get("id") ?? ""), String(formData.get("resumeOn") ?? ""));
  if (intent === "register") return register(target, formData);
  return null;
}

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Looking up a postal code changes nothing.
  if (formData?.get("intent") === "postalCode") return false;
  return defaultShouldRevalidate;
}

export default function EndreAvisleveringRoute() {
  const { delivery, earliest, subscription, screenKey } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
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
      <RegisteredChanges
        changes={delivery.changes}
        earliest={earliest}
        withdrawal={answer?.intent === "withdraw" ? answer : undefined}
        resumption={answer?.intent === "resume" ? answer : undefined}
      />
      <ChangeForm
        delivery={delivery}
        earliest={earliest}
        screenKey={screenKey}
        answer={answer?.intent === "register" ? answer : undefined}
      />
    </Page>
  );
}
