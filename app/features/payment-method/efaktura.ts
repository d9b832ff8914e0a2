// eFaktura from Min side (docs/decisions/053; rules in ./README.md): invoices to the online bank,
// registered with the e-mail address or mobile number the eFaktura directory knows the payer by —
// never a national identity number — or with nothing where the bank says "Alltid ja til eFaktura".
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { EFAKTURA_REFERENCE_MAX, type InvoiceDelivery } from "#app/api/contract/efaktura.ts";
import { ApiError } from "#app/api/errors.ts";
import { getInvoiceDelivery, registerEfaktura as register, stopEfaktura as stop } from "#app/api/efaktura.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { answered, defineIntent, refused, type ActionArgs } from "#app/forms/intent.ts";
import { requiredMessage, tooLongMessage } from "#app/forms/messages.ts";
import { currentTitle } from "#app/title/current-title.ts";

const params = (session: Subscribed) => ({
  accountNo: session.account.ariaAccountNo,
  titleCode: currentTitle().titleCode,
});

const notAReference = () => t`Skriv en e-postadresse eller et norsk mobilnummer.`;

/** The reference, unless the bank takes every biller's eFaktura (then nothing to type). */
export const efakturaSchema = (alwaysYes: boolean) =>
  alwaysYes
    ? z.object({ reference: z.optional(z.undefined()) })
    : z.object({
        reference: z.string({ error: () => requiredMessage(t`eFaktura-referanse`) }).check(
          z.maxLength(EFAKTURA_REFERENCE_MAX, { error: () => tooLongMessage(EFAKTURA_REFERENCE_MAX) }),
          z.refine(
            (typed) =>
              (looksLikeEmail(typed) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed.trim())) ||
              normalizeNorwegianPhone(typed) !== null,
            { error: notAReference },
          ),
        ),
      });

/** How invoices are sent now, or null when the platform did not say (the rest of the page works). */
export async function loadInvoiceDelivery(session: Subscribed): Promise<InvoiceDelivery | null> {
  try {
    return await getInvoiceDelivery(params(session));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

async function schemaFor({ context }: ActionArgs) {
  const delivery = await getInvoiceDelivery(params(context.get(subscribedContext)));
  return efakturaSchema(delivery.efaktura.status === "ALWAYS_YES");
}

export const registerEfaktura = defineIntent({
  name: "efaktura",
  keyed: true,
  schema: schemaFor,
  async run({ value, key, context }) {
    const payer = params(context.get(subscribedContext));
    const outcome = await register(payer, value.reference?.trim() ?? null, key);
    if (outcome.kind === "not-a-reference") return refused({ reference: [notAReference()] });
    return answered({ channel: outcome.data.channel });
  },
});

/** Ending it: the next invoice comes by e-mail. */
export const stopEfaktura = defineIntent({
  name: "stop-efaktura",
  keyed: true,
  schema: z.object({}),
  async run({ key, context }) {
    const outcome = await stop(params(context.get(subscribedContext)), key);
    if (outcome.kind === "none") return refused({}, [t`Fakturaene dine kommer ikke som eFaktura.`]);
    return answered({ channel: outcome.data.channel });
  },
});
