// The "withdraw" intent (angrerett, docs/decisions/020): the purchase the platform says may still be
// withdrawn — the one the confirmation shows — is withdrawn once per key (docs/decisions/006).
// Access ends at once; what is paid back and when it was registered come back for the receipt.
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { withdrawOrder } from "#app/api/orders.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";
import { currentTitle } from "#app/title/current-title.ts";

export const withdraw = defineIntent({
  name: "withdraw",
  keyed: true,
  schema: z.object({}),
  async run({ context, key }) {
    const session = context.get(signedInContext);
    const target = { ariaAccountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode };
    // The purchase on show (kept from the page's own call): none left means it is too late now.
    const withdrawal = session.subscription
      ? await call("getWithdrawal", {
          params: { accountNo: target.ariaAccountNo, titleCode: target.titleCode },
        })
      : null;
    if (!withdrawal) return answered({ kind: "too-late" as const });
    const outcome = await withdrawOrder(withdrawal.orderId, target, key);
    if (outcome.kind === "too-late") return answered({ kind: "too-late" as const });
    await invalidateSession();
    return answered({ kind: "done" as const, withdrawnAt: outcome.withdrawnAt, refund: outcome.refund });
  },
});
