// The day of the month the reader pays (docs/decisions/079), at /betalingsdag: choose the day, see
// what the platform quotes for the first period after the change (shorter or longer, priced for its
// days), confirm once. The day goes into the confirmation's address (?dag=…) with a fresh key.
import { t } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod/mini";
import { PAYMENT_DAY_MAX } from "#app/api/contract/schedule.ts";
import { changePaymentDay, quotePaymentDay, type PaymentDayRefusal } from "#app/api/schedule.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { defineIntent, failed, refused, withScreenKey } from "#app/forms/intent.ts";
import { requiredMessage } from "#app/forms/messages.ts";

export const PATH = "/betalingsdag";

/** The day chosen, from the confirmation's address; null when there is none or it cannot be one. */
export function chosenDayIn(request: Request): number | null {
  const day = Number(new URL(request.url).searchParams.get("dag"));
  return Number.isInteger(day) && day >= 1 && day <= PAYMENT_DAY_MAX ? day : null;
}

const REFUSAL_TEXT: Record<PaymentDayRefusal, () => string> = {
  "same-day": () => t`Du betaler allerede på den dagen. Velg en annen dag.`,
  "not-renewing": () =>
    t`Abonnementet ditt fornyes ikke, så det har ingen betalingsdag å flytte. Kontakt kundesenteret hvis du har spørsmål.`,
  "plan-change": () =>
    t`Du har bestilt en endring av abonnementet. Vent til den gjelder, eller trekk den tilbake, før du flytter betalingsdagen.`,
  paused: () => t`Abonnementet har pause. Du kan flytte betalingsdagen når pausen er over.`,
};

export const refusalText = (refusal: PaymentDayRefusal) => REFUSAL_TEXT[refusal]();

const dayMessage = () => t`Velg en dag fra 1 til ${PAYMENT_DAY_MAX}.`;

export const daySchema = z.object({
  day: z.string({ error: () => requiredMessage(t`Dag i måneden`) }).check(
    z.trim(),
    z.maxLength(2, { error: dayMessage }),
    z.refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= PAYMENT_DAY_MAX, {
      error: dayMessage,
    }),
  ),
});

/** The day goes to the confirmation once the platform has said what it would do. */
export const chooseDay = defineIntent({
  name: "choose-day",
  schema: daySchema,
  async run({ value, context }) {
    const day = Number(value.day);
    const account = context.get(subscribedContext).titleAccount;
    const quote = await quotePaymentDay(account, day);
    if (quote.kind !== "ok") return refused({ day: [refusalText(quote.kind)] });
    return redirect(withScreenKey(`${PATH}?dag=${day}`));
  },
});

/** "Flytt betalingsdagen": what the confirmation showed, once. */
export const confirmDay = defineIntent({
  name: "confirm-day",
  keyed: true,
  schema: z.object({}),
  async run({ request, context, key }) {
    const day = chosenDayIn(request);
    if (day === null) return failed();
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await changePaymentDay(account, day, key);
    if (outcome.kind !== "ok") return refused({}, [refusalText(outcome.kind)]);
    await invalidateSession();
    return redirect(withScreenKey(`${PATH}?ferdig=${day}`));
  },
});
