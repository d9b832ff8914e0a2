// A subscriber's discount code (SPEC §7 addDiscount with orderId null): attached to the running
// subscription, taken off its next payments (docs/decisions/035). One code per subscription: a
// second, or an unknown or expired one, is refused at the field.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { z } from "zod/mini";
import { addDiscount } from "#app/api/orders.ts";
import { accountBody } from "#app/api/title-account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { CallFailedAlert, Field, SubmitButton } from "#app/components/form.tsx";
import { requiredMessage } from "#app/forms/messages.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { codeTakenMessage, unknownCodeMessage } from "./words.ts";
import { typedText } from "#app/forms/text.ts";

export const addSubscriptionDiscount = defineIntent({
  name: "subscription-discount",
  keyed: true,
  schema: z.object({
    discountCode: typedText(
      z
        .string({ error: () => requiredMessage(t`Rabattkode`) })
        .check(z.trim(), z.minLength(1, { error: () => requiredMessage(t`Rabattkode`) })),
      { max: 40, tooLong: () => t`Rabattkoden kan være på høyst 40 tegn.` },
    ),
  }),
  async run({ value: { discountCode }, key, context }) {
    const session = context.get(subscribedContext);
    const outcome = await addDiscount(
      {
        discountCode,
        ...accountBody(session.titleAccount),
        orderId: null,
      },
      key,
    );
    if (outcome.kind === "unknown") return refused({ discountCode: [unknownCodeMessage()] });
    if (outcome.kind === "taken") return refused({ discountCode: [codeTakenMessage()] });
    return answered({ discountCode: discountCode.toUpperCase() });
  },
});

/** The form: a code, and what became of it. */
export function SubscriptionDiscountForm() {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(addSubscriptionDiscount);
  const added = answer?.discountCode ?? null;
  return (
    <section aria-labelledby="rabattkode-overskrift">
      <h2 id="rabattkode-overskrift">
        <Trans>Har du en rabattkode?</Trans>
      </h2>
      <div aria-live="polite">
        {added ? (
          <p>
            <Trans>Rabattkoden {added} er lagt til. Rabatten trekkes fra de neste betalingene dine.</Trans>
          </p>
        ) : null}
      </div>
      {added ? null : (
        <Form {...formProps}>
          {hidden}
          {failed ? <CallFailedAlert /> : null}
          <Field meta={fields.discountCode} label={<Trans>Rabattkode</Trans>} autoComplete="off" />
          <SubmitButton pending={pending}>{t`Legg til rabattkoden`}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
