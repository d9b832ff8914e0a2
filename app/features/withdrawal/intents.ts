// The "withdraw" intent (angrerett, docs/decisions/020): the purchase on show — its order is in the
// confirmation's address (?ordre=), beside the key — is withdrawn once per key (docs/decisions/006).
// Access ends at once; what is paid back and when it was registered come back for the receipt.
import { redirect } from "react-router";
import type { Withdrawal } from "#app/api/contract/orders.ts";
import { withdrawOrder } from "#app/api/orders.ts";
import { accountBody } from "#app/api/title-account.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { answered } from "#app/forms/intent.ts";
import { defineConfirmation } from "#app/forms/choice.ts";

const ORDER_PARAM = "ordre";

/**
 * For the confirmation's loader: the purchase on show goes into the address, so the withdrawal
 * sends that order, whatever the platform says by the time a second click arrives.
 */
export function requireOrderOnShow(request: Request, withdrawal: Withdrawal | null): void {
  const url = new URL(request.url);
  if (!withdrawal || url.searchParams.get(ORDER_PARAM) === withdrawal.orderId) return;
  url.searchParams.set(ORDER_PARAM, withdrawal.orderId);
  throw redirect(`${url.pathname}${url.search}`);
}

export const withdraw = defineConfirmation("withdraw", async ({ request, context, key }) => {
  const session = context.get(signedInContext);
  const orderId = new URL(request.url).searchParams.get(ORDER_PARAM);
  if (!orderId) return answered({ kind: "too-late" as const });
  const outcome = await withdrawOrder(orderId, accountBody(session.titleAccount), key);
  if (outcome.kind === "too-late") return answered({ kind: "too-late" as const });
  await invalidateSession();
  return answered({ kind: "done" as const, withdrawnAt: outcome.withdrawnAt, refund: outcome.refund });
});
