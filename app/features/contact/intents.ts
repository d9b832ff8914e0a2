// Contact details after a purchase (SPEC §2): where receipts and delivery messages go. The e-mail
// and name belong to the user account at the identity provider; the phone number is ours to keep.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { modifyAccount } from "#app/api/account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { answered, defineIntent } from "#app/forms/intent.ts";
import { invalidPhoneMessage, requiredMessage } from "#app/forms/messages.ts";

const phoneSchema = z.object({
  phoneNumber: z
    .string({ error: () => requiredMessage(t`Telefonnummer`) })
    .check(z.refine((raw) => normalizeNorwegianPhone(raw) !== null, { error: () => invalidPhoneMessage() })),
});

export const savePhone = defineIntent({
  name: "phone",
  schema: phoneSchema,
  async run({ value, context }) {
    const session = context.get(subscribedContext);
    await modifyAccount({
      ariaAccountNo: session.account.ariaAccountNo,
      phoneNumber: normalizeNorwegianPhone(value.phoneNumber)!,
    });
    await invalidateSession();
    return answered({ saved: true });
  },
});
