// AvtaleGiro from Min side (docs/decisions/053; rules in ./README.md): set up a mandate with a
// per-charge limit at the bank, and stop it again. The limit must cover the largest charge ahead,
// checked here at the field and again by the platform.
import { t } from "@lingui/core/macro";
import { redirectDocument } from "react-router";
import { z } from "zod/mini";
import { MANDATE_LIMIT_MAX, type MandateOverview } from "#app/api/contract/mandates.ts";
import { getMandate, startMandate, stopMandate, type Payer } from "#app/api/mandates.ts";
import { ApiError } from "#app/api/errors.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { formatKroner } from "#app/domain/format.ts";
import { answered, defineIntent, refused, type ActionArgs } from "#app/forms/intent.ts";
import { requiredMessage, tooLongMessage } from "#app/forms/messages.ts";
import { currentTitle } from "#app/title/current-title.ts";

const payerOf = (session: Subscribed): Payer => ({
  accountNo: session.account.ariaAccountNo,
  titleCode: currentTitle().titleCode,
});

/** "1 000" and "1000" are the same limit: spaces between the digits are allowed. */
const LIMIT_MAX_LENGTH = 9;

/** The smallest limit: the largest charge ahead, up to whole kroner (a stop's credit has øre). */
export const smallestLimit = (largestCharge: number) => Math.max(1, Math.ceil(largestCharge));

const tooLow = (largestCharge: number) => {
  const amount = formatKroner(smallestLimit(largestCharge));
  return t`Beløpsgrensen må være minst ${amount}, det største trekket som kommer.`;
};

/** The limit, in whole kroner, at least the largest charge ahead. */
export const mandateSchema = (largestCharge: number) =>
  z.object({
    limit: z.pipe(
      z.pipe(
        z.pipe(
          z.pipe(
            z
              .string({ error: () => requiredMessage(t`Beløpsgrense`) })
              .check(z.maxLength(LIMIT_MAX_LENGTH, { error: () => tooLongMessage(LIMIT_MAX_LENGTH) })),
            z.transform((typed) => typed.replace(/\s/g, "")),
          ),
          z
            .string()
            .check(z.regex(/^\d+$/, { error: () => t`Skriv beløpsgrensen i hele kroner, bare med sifre.` })),
        ),
        z.transform(Number),
      ),
      z.number().check(
        z.minimum(smallestLimit(largestCharge), { error: () => tooLow(largestCharge) }),
        z.maximum(MANDATE_LIMIT_MAX, {
          error: () => {
            const max = formatKroner(MANDATE_LIMIT_MAX);
            return t`Beløpsgrensen kan være høyst ${max}.`;
          },
        }),
      ),
    ),
  });

/** The mandate for the screen, or null when the platform did not say (the rest of the page still works). */
export async function loadMandate(session: Subscribed): Promise<MandateOverview | null> {
  try {
    return await getMandate(payerOf(session));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

async function schemaFor({ context }: ActionArgs) {
  return mandateSchema((await getMandate(payerOf(context.get(subscribedContext)))).largestCharge);
}

/** Starting a mandate: to the bank's page, which sends the subscriber back to this screen. */
export const setUpAvtaleGiro = defineIntent({
  name: "avtalegiro",
  keyed: true,
  schema: schemaFor,
  async run({ value, key, context }) {
    const payer = payerOf(context.get(subscribedContext));
    const returnUrl = new URL("/endre-betalingsmetode", window.location.origin).href;
    const outcome = await startMandate(payer, { limit: value.limit, returnUrl }, key);
    if (outcome.kind === "limit-too-low")
      return refused({ limit: [tooLow((await getMandate(payer)).largestCharge)] });
    if (outcome.kind === "waiting")
      return refused({}, [t`Du har allerede en AvtaleGiro-avtale som venter på svar fra banken.`]);
    // The bank's page is another site in production: a full page load, not a route change.
    return redirectDocument(checkedProviderUrl(outcome.data.redirectUrl, "createMandate"));
  },
});

/** Stopping it: the next charge comes as an invoice. */
export const stopAvtaleGiro = defineIntent({
  name: "stop-avtalegiro",
  keyed: true,
  schema: z.object({}),
  async run({ key, context }) {
    const outcome = await stopMandate(payerOf(context.get(subscribedContext)), key);
    if (outcome.kind === "none") return refused({}, [t`Du har ingen AvtaleGiro-avtale å stoppe.`]);
    return answered({ stopped: true });
  },
});
