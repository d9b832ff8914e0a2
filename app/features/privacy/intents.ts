// The reader's data requests (SPEC §2 data-export and data-deletion gateways, §9).
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { requestDataExport, requestDeletion } from "#app/api/privacy.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";

/** A copy of what the newspaper holds: ready within 30 days; an e-mail says when it can be downloaded. */
export const takeout = defineIntent({
  name: "takeout",
  schema: z.object({}),
  async run({ context }) {
    const { account } = context.get(subscribedContext);
    const order = await requestDataExport(account.ariaAccountNo);
    return answered({ readyBy: order.readyBy });
  },
});

/** Deleting the account, once the subscriber has confirmed (SPEC §4: deleted, failed, notExist). */
export const deletion = defineIntent({
  name: "delete-account",
  schema: z.object({
    confirm: z
      .boolean({ error: () => t`Du må bekrefte at du vil slette kontoen` })
      .check(z.refine((confirmed) => confirmed, { error: () => t`Du må bekrefte at du vil slette kontoen` })),
  }),
  async run({ context }) {
    const { account } = context.get(subscribedContext);
    const { result } = await requestDeletion(account.ariaAccountNo);
    return answered({ outcome: result });
  },
});
