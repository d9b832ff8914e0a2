// What the admin does to invitations already sent: send one again, or remove one or several.
import { z } from "zod/mini";
import { removeInvitations, resendInvitation } from "#app/api/business.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";

export const resend = defineIntent({
  name: "resend",
  schema: z.object({ id: z.string() }),
  async run({ value: { id }, context }) {
    return answered(await resendInvitation(context.get(subscribedContext).titleAccount, id));
  },
});

export const remove = defineIntent({
  name: "remove",
  schema: z.object({ id: z.array(z.string()).check(z.minLength(1)) }),
  async run({ value: { id: ids }, context }) {
    const outcome = await removeInvitations(context.get(subscribedContext).titleAccount, ids);
    if (outcome.kind === "not-admin") return answered({ kind: "not-admin" as const });
    const failed = outcome.results.filter((r) => r.result === "failed");
    return answered({
      kind: "ok" as const,
      // An invitation someone else removed meanwhile is gone too: the admin's wish is met.
      removed: outcome.results.filter((r) => r.result !== "failed").length,
      failedEmails: failed.map((r) => r.email ?? r.id),
    });
  },
});
