// Changing how the subscription is paid (SPEC §2, §9): to Vipps (an agreement approved in the Vipps
// app: /endre-betalingsmetode/verify) or to a new payment card (SWEDBANK-PPG:
// /legg-til-betalingskort/verify). Both screens start the trip the same way (this module) and read
// its outcome the same way (./verify.tsx).
import { t } from "@lingui/core/macro";
import { redirectDocument } from "react-router";
import { z } from "zod/mini";
import type { PaymentMethod } from "#app/api/contract/payments.ts";
import { changePaymentMethod, getPaymentMethod } from "#app/api/payments.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { defineIntent, requireScreenKey } from "#app/forms/intent.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";

export const METHOD_CHOICES = ["VIPPS", "SWEDBANK-PPG"] as const;
export type MethodChoice = (typeof METHOD_CHOICES)[number];

const methodSchema = z.object({
  method: z.enum(METHOD_CHOICES, { error: () => requiredMessage(t`Ny betalingsmåte`) }),
});

const VERIFY_PATH: Record<MethodChoice, string> = {
  VIPPS: "/endre-betalingsmetode/verify",
  "SWEDBANK-PPG": "/legg-til-betalingskort/verify",
};

/**
 * The loader of a screen that starts a change: may this subscriber change it, the current method
 * (null when it could not be fetched: the screen says so). The attempt's idempotency key is put
 * into the URL first, so a reload or a double click sends the same one.
 */
export async function loadMethodChange(request: Request, session: Subscribed) {
  if (!capabilities(session.subscription).payment)
    return { allowed: false as const, current: null, currentFailed: false };
  requireScreenKey(request);
  // The screen still works without the current method: it says so (SPEC §8) and the change can go ahead.
  const found = await getPaymentMethod(session.account.ariaAccountNo);
  const current: PaymentMethod | null = found.kind === "ok" ? found.method : null;
  return { allowed: true as const, current, currentFailed: found.kind === "unavailable" };
}

/** Starts the trip to the provider: a document redirect there. */
async function startMethodChange(session: Subscribed, method: MethodChoice, key: string) {
  const base = {
    ariaAccountNo: session.account.ariaAccountNo,
    titleCode: currentTitle().titleCode,
    returnUrl: new URL(VERIFY_PATH[method], window.location.origin).href,
  };
  const trip = await changePaymentMethod(method, base, key);
  beginTrip(method === "VIPPS" ? { agreementId: trip.paymentId } : { paymentId: trip.paymentId });
  // The provider's page is another site in production: a full page load, not a route change.
  return redirectDocument(
    checkedProviderUrl(trip.redirectUrl, method === "SWEDBANK-PPG" ? "updateCard" : "updatePaymentMethod"),
  );
}

/** Changing to the method chosen (/endre-betalingsmetode). */
export const changeMethod = defineIntent({
  name: "method",
  keyed: true,
  schema: methodSchema,
  run: ({ value, key, context }) => startMethodChange(context.get(subscribedContext), value.method, key),
});

/** Adding a new payment card (/legg-til-betalingskort): a confirmation, nothing to choose. */
export const addCard = defineIntent({
  name: "card",
  keyed: true,
  schema: z.object({}),
  run: ({ key, context }) => startMethodChange(context.get(subscribedContext), "SWEDBANK-PPG", key),
});
