// A subscriber's discount code (SPEC §7 addDiscount with orderId null): attached to the running
// subscription, taken off its next payments (docs/decisions/035). One code per subscription: a
// second, or an unknown or expired one, is refused at the field.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { CallFailedAlert, Field, SubmitButton } from "#app/components/form.tsx";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { addSubscriptionDiscount } from "./intents.ts";

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
