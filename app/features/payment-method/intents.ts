// How the subscriber pays (SPEC §2 /endre-betalingsmetode, /legg-til-betalingskort; ADR 053): a new
// card or Vipps at the provider, an AvtaleGiro mandate at the bank, eFaktura, and stopping the last two.
import { t } from "@lingui/core/macro";
import { redirectDocument } from "react-router";
import { z } from "zod/mini";
import { changePaymentMethod } from "#app/api/payments.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { requiredMessage, tooLongMessage } from "#app/forms/messages.ts";
import { defineIntent, answered, refused, type ActionArgs } from "#app/forms/intent.ts";
import { beginTrip } from "#app/api/payment-trip.ts";
import { checkedProviderUrl } from "#app/api/provider-url.ts";
import { accountBody } from "#app/api/title-account.ts";
import { MANDATE_LIMIT_MAX } from "#app/api/contract/mandates.ts";
import { getMandate, startMandate, stopMandate } from "#app/api/mandates.ts";
import { formatKroner } from "#app/domain/format.ts";
import { EFAKTURA_REFERENCE_MAX } from "#app/api/contract/efaktura.ts";
import { getInvoiceDelivery, registerEfaktura as register, stopEfaktura as stop } from "#app/api/efaktura.ts";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";

export const METHOD_CHOICES = ["VIPPS", "SWEDBANK-PPG"] as const;

export type MethodChoice = (typeof METHOD_CHOICES)[number];

const methodSchema = z.object({
  method: z.enum(METHOD_CHOICES, { error: () => requiredMessage(t`Ny betalingsmåte`) }),
});

const VERIFY_PATH: Record<MethodChoice, string> = {
  VIPPS: "/endre-betalingsmetode/verify",
  "SWEDBANK-PPG": "/legg-til-betalingskort/verify",
};

/** Starts the trip to the provider: a document redirect there. */
async function startMethodChange(session: Subscribed, method: MethodChoice, key: string) {
  const base = {
    ...accountBody(session.titleAccount),
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

async function mandateSchemaFor({ context }: ActionArgs) {
  return mandateSchema((await getMandate(context.get(subscribedContext).titleAccount)).largestCharge);
}

/** Starting a mandate: to the bank's page, which sends the subscriber back to this screen. */
export const setUpAvtaleGiro = defineIntent({
  name: "avtalegiro",
  keyed: true,
  schema: mandateSchemaFor,
  async run({ value, key, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const returnUrl = new URL("/endre-betalingsmetode", window.location.origin).href;
    const outcome = await startMandate(account, { limit: value.limit, returnUrl }, key);
    if (outcome.kind === "limit-too-low")
      return refused({ limit: [tooLow((await getMandate(account)).largestCharge)] });
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
    const outcome = await stopMandate(context.get(subscribedContext).titleAccount, key);
    if (outcome.kind === "none") return refused({}, [t`Du har ingen AvtaleGiro-avtale å stoppe.`]);
    return answered({ stopped: true });
  },
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

async function efakturaSchemaFor({ context }: ActionArgs) {
  const delivery = await getInvoiceDelivery(context.get(subscribedContext).titleAccount);
  return efakturaSchema(delivery.efaktura.status === "ALWAYS_YES");
}

export const registerEfaktura = defineIntent({
  name: "efaktura",
  keyed: true,
  schema: efakturaSchemaFor,
  async run({ value, key, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await register(account, value.reference?.trim() ?? null, key);
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
    const outcome = await stop(context.get(subscribedContext).titleAccount, key);
    if (outcome.kind === "none") return refused({}, [t`Fakturaene dine kommer ikke som eFaktura.`]);
    return answered({ channel: outcome.data.channel });
  },
});
