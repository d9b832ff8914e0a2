// Changing plan (SPEC §2): choose another plan and billing period, then confirm with the new price,
// period and the date it takes effect — nothing changes before that. Then /receipt2.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import type { Plan } from "#app/api/contract/subscription.ts";
import { cancelPlanChange, changeSubscription } from "#app/api/subscription.ts";
import { subscribedContext, type Subscribed, type SubscriptionWith } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { ageOn, mayHaveYouthPlan, planKey } from "#app/domain/purchase-rules.ts";
import { isPaper, isYouthPlan } from "#app/domain/subscription-type.ts";
import { choiceIn, defineChoice, defineConfirmation } from "#app/forms/choice.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, failed, refused } from "#app/forms/intent.ts";

const PATH = "/endre-abonnement";
const PARAM = "plan";

/** The plan chosen, kept in the confirmation's address (?plan=). */
export const chosenPlanIn = (request: Request) => choiceIn(request, PARAM);

/** The plans this subscriber can change to: not the one they have, youth plans only under 34. */
export function choices(
  plans: Plan[],
  current: SubscriptionWith<"billingPeriod">,
  session: Subscribed,
  today: string,
): Plan[] {
  const birthdate = session.account.birthdate;
  const age = birthdate ? ageOn(birthdate, today) : null;
  return plans.filter((p) => {
    if (planKey(p) === planKey(current)) return false;
    if (isYouthPlan(p.ariaPlanID) && (age === null || !mayHaveYouthPlan(age))) return false;
    // Adding a paper to a digital subscription is a new order with a delivery address.
    if (p.planProductType === "COMBO" && !isPaper(current)) return false;
    return true;
  });
}

/** The plan goes into the confirmation's address, with the change's key. */
export const choosePlan = defineChoice({
  name: "choose",
  field: "plan",
  value: z.string({ error: () => requiredMessage(t`Nytt abonnement`) }),
  path: PATH,
  param: PARAM,
});

export const confirmPlan = defineConfirmation("confirm", async ({ request, context, key }) => {
  const [ariaPlanID, billingPeriod] = chosenPlanIn(request)?.split("|") ?? [];
  if (!ariaPlanID || !billingPeriod) return failed();
  const session = context.get(subscribedContext);
  const outcome = await changeSubscription(
    session.titleAccount,
    {
      ariaPlanID,
      billingPeriod: billingPeriod as Plan["billingPeriod"],
    },
    { idempotencyKey: key },
  );
  if (outcome === "refused")
    return refused({}, [
      t`Abonnementet kan ikke endres til dette nå. Velg et annet, eller kontakt kundesenteret.`,
    ]);
  await invalidateSession();
  return redirect("/receipt2");
});

/**
 * Withdraws the change that waits: nothing changes, and the subscription stays as it is. A change
 * already withdrawn (another tab) is the outcome that was wanted.
 */
export const withdrawChange = defineIntent({
  name: "withdraw-change",
  schema: z.object({}),
  async run({ context }) {
    const session = context.get(subscribedContext);
    await cancelPlanChange(session.titleAccount);
    await invalidateSession();
    return answered({ withdrawn: true });
  },
});
