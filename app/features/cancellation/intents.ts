// Cancelling (SPEC §2, §3, §5): a reason is required; before confirming, the subscriber is offered
// what fits instead, and declining is one click. Then /abonnement-avsluttet with the date access ends.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import { cancelSubscription, reactivateSubscription } from "#app/api/subscription.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { cancelKind } from "#app/domain/subscription-type.ts";
import { choiceIn, defineChoice, defineConfirmation } from "#app/forms/choice.ts";
import { defineIntent, failed } from "#app/forms/intent.ts";
import { requiredMessage } from "#app/forms/messages.ts";

/** The reasons offered; "switching" cancels to replace the subscription (REPLACEMENT-ANN). */
export const REASONS = ["tid", "pris", "innhold", "bortreist", "bytter", "annet"] as const;
type Reason = (typeof REASONS)[number];

export function reasonText(reason: Reason): string {
  switch (reason) {
    case "tid":
      return t`Jeg har ikke tid til å lese`;
    case "pris":
      return t`Abonnementet er for dyrt`;
    case "innhold":
      return t`Jeg er ikke fornøyd med innholdet`;
    case "bortreist":
      return t`Jeg skal flytte eller være bortreist`;
    case "bytter":
      return t`Jeg bytter til et annet abonnement`;
    case "annet":
      return t`Annet`;
  }
}

const PARAM = "grunn";

/** The reason chosen, kept in the confirmation's address (?grunn=). */
export const reasonIn = (request: Request): Reason | null =>
  REASONS.find((r) => r === choiceIn(request, PARAM)) ?? null;

/** The reason goes into the confirmation's address, with the cancellation's key. */
export const chooseReason = defineChoice({
  name: "reason",
  field: "reason",
  value: z.enum(REASONS, { error: () => requiredMessage(t`Årsak`) }),
  path: "/avslutt-abonnement",
  param: PARAM,
});

export const cancel = defineConfirmation("cancel", async ({ request, context, key }) => {
  const reason = reasonIn(request);
  if (!reason) return failed();
  const session = context.get(subscribedContext);
  const { subscription } = session;
  const name = [
    session.account.givenName ?? session.user.givenName,
    session.account.familyName ?? session.user.familyName,
  ]
    .filter(Boolean)
    .join(" ");
  // "already-cancelled" (a second click, another tab) is the outcome that was wanted.
  await cancelSubscription(
    session.titleAccount,
    {
      reason: reasonText(reason),
      customerNumber: session.account.ariaAccountNo,
      name: name || session.user.displayName,
      product: subscription.planName,
      cancelKind: cancelKind(reason === "bytter"),
    },
    { idempotencyKey: key },
  );
  await invalidateSession();
  return redirect("/abonnement-avsluttet");
});

// Undo a cancellation (SPEC §2): the subscription comes back as it was (reactivateSubscription),
// then /abonnement-reaktivert.
export const reactivate = defineIntent({
  name: "reactivate",
  schema: z.object({}),
  async run({ context }) {
    const session = context.get(subscribedContext);
    // "already-active" (a second click, another tab) is the outcome that was wanted.
    await reactivateSubscription(session.titleAccount);
    await invalidateSession();
    return redirect("/abonnement-reaktivert");
  },
});
