// Changing how the subscription is paid (SPEC §2, §9): to Vipps (an agreement approved in the Vipps
// app: /endre-betalingsmetode/verify) or to a new payment card (SWEDBANK-PPG:
// /legg-til-betalingskort/verify). Both screens start the trip the same way (this module) and read
// its outcome the same way (./verify.tsx).
import type { PaymentMethod } from "#app/api/contract/payments.ts";
import { getPaymentMethod } from "#app/api/payments.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";

/**
 * The middleware of a screen that starts a change: the attempt's idempotency key is put into the URL
 * first, so a reload or a double click sends the same one — for a subscriber who may change it.
 */
export const methodChangeKey = screenKeyFirst(
  ({ context }) => capabilities(context.get(subscribedContext).subscription).payment,
);

/**
 * The loader of a screen that starts a change: may this subscriber change it, the current method
 * (null when it could not be fetched: the screen says so).
 */
export async function loadMethodChange(request: Request, session: Subscribed) {
  if (!capabilities(session.subscription).payment)
    return { allowed: false as const, current: null, currentFailed: false };
  // The screen still works without the current method: it says so (SPEC §8) and the change can go ahead.
  const found = await getPaymentMethod(session.account.ariaAccountNo);
  const current: PaymentMethod | null = found.kind === "ok" ? found.method : null;
  return { allowed: true as const, current, currentFailed: found.kind === "unavailable" };
}
