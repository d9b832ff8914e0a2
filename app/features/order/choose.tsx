// The form of the "order" intent: the title's plans with the campaign the buyer qualifies for, a
// delivery address for paper, a discount code, and card (a saved one too) or Vipps (SPEC §9).
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useFetcher } from "react-router";
import type { OrderOffer } from "#app/api/contract/orders.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { PaperAddress } from "#app/components/address-fields.tsx";
import { FormFailures, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import { paymentMethodName, planDescription } from "#app/i18n/words.ts";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { currentTitle } from "#app/title/current-title.ts";
import { DISCOUNT_FETCHER, DiscountField, discountFound, type DiscountReply } from "./discount.tsx";
import { order, orderSchema, paperPlansOf } from "./intents.ts";
import { cardChargedText, offeredSchedule, priceText, scheduleWords } from "./price.ts";

/** What the choose step is shown with: the offer and the plans for this buyer. */
export interface Choice {
  offer: OrderOffer;
  plans: Plan[];
  preselected: string | null;
  source: string;
  /** Came for the winback offer (?tilbud=winback). */
  winbackAsked: boolean;
  /** The last day of the gift subscription this order continues (ADR 077), or null. */
  giftEnds: string | null;
}

export function Choose({ choice }: { choice: Choice }) {
  const { t } = useLingui();
  const { offer, plans, preselected, source, winbackAsked, giftEnds } = choice;
  const startsOn = giftEnds ? formatDate(addDays(giftEnds, 1), __LOCALE__) : null;
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(order, {
    schema: orderSchema(paperPlansOf(offer)),
    defaultValue: { plan: preselected ?? undefined, payment: offer.savedCard ? "SAVED" : undefined },
  });

  const chosen = plans.find((p) => planKey(p) === fields.plan.value) ?? null;
  const paper = chosen?.planProductType === "COMBO";
  const name = currentTitle().name;

  // The code checked with "Bruk koden", while it is still the one in the field, prices the order.
  const checked = useFetcher<DiscountReply>({ key: DISCOUNT_FETCHER }).data;
  const typedCode = (fields.discountCode.value ?? "").trim().toUpperCase();
  const found = discountFound(checked);
  const discount = found && found.discountCode === typedCode ? found : null;
  const schedule = chosen ? offeredSchedule(chosen, offer.campaign, discount) : null;
  const first = schedule ? formatKroner(schedule.first.amount) : "";
  const words =
    chosen && schedule
      ? scheduleWords(schedule, chosen.billingPeriod, discount ? { ...discount } : null)
      : null;
  const payNow = words?.now ?? "";
  const payThen = words?.then ?? "";
  const discountText = words?.discount ?? "";
  const cardLast4 = offer.savedCard?.cardLast4 ?? "";

  return (
    <Page
      heading={<Trans>Bestill abonnement</Trans>}
      intro={
        offer.campaign?.code === "WINBACK_3FOR1" ? (
          <Trans>Velkommen tilbake! Som tidligere abonnent får du 3 måneder for prisen av 1.</Trans>
        ) : (
          <Trans>Velg abonnementet som passer deg. Du kan si opp når du vil.</Trans>
        )
      }
    >
      {startsOn ? (
        <p className={own.group}>
          <Trans>
            Du har et gaveabonnement. Abonnementet du bestiller nå, begynner {startsOn}, dagen etter at gaven
            slutter. Den første betalingen gjelder fra da.
          </Trans>
        </p>
      ) : null}
      {winbackAsked && offer.campaign?.code !== "WINBACK_3FOR1" ? (
        <p className={own.group}>
          <Trans>
            Velkommen tilbake-tilbudet gjelder deg som har abonnert på {name} før. Som ny abonnent får du i
            stedet Digital for 1 kr den første måneden.
          </Trans>
        </p>
      ) : null}
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="source" value={source} />
        <RadioGroup
          meta={fields.plan}
          legend={<Trans>Abonnement</Trans>}
          options={plans.map((plan) => ({
            value: planKey(plan),
            label: `${plan.planName}: ${priceText(plan, offer.campaign)}`,
            description: planDescription(plan),
          }))}
        />

        <PaperAddress shown={paper} fields={fields} />

        <DiscountField meta={fields.discountCode} />

        <RadioGroup
          meta={fields.payment}
          legend={<Trans>Betalingsmåte</Trans>}
          options={[
            ...(offer.savedCard
              ? [
                  {
                    value: "SAVED",
                    label: t`Lagret betalingskort som slutter på ${cardLast4}`,
                    description: t`Du bekrefter betalingen hos kortleverandøren.`,
                  },
                ]
              : []),
            {
              value: "SWEDBANK-PPG",
              label: offer.savedCard ? t`Nytt betalingskort` : paymentMethodName("SWEDBANK-PPG"),
              description: cardChargedText(chosen?.billingPeriod),
            },
            {
              value: "VIPPS",
              label: paymentMethodName("VIPPS"),
              description: t`Du godkjenner i Vipps-appen.`,
            },
          ]}
        />

        <div aria-live="polite" className={own.group}>
          {words ? (
            <>
              <p>
                <strong>
                  <Trans>Å betale nå: {payNow}.</Trans>
                </strong>{" "}
                <Trans>Deretter {payThen}.</Trans>
              </p>
              {discountText ? (
                <p>
                  <Trans>Rabatt: {discountText}.</Trans>
                </p>
              ) : null}
            </>
          ) : null}
        </div>
        <p>
          <Trans>
            Når du bestiller, godtar du <Link to="/vilkaar">abonnementsvilkårene</Link>. Du kan si opp når som
            helst.
          </Trans>
        </p>
        <SubmitButton pending={pending}>
          {pending ? t`Bestiller …` : chosen ? t`Til betaling (${first})` : t`Til betaling`}
        </SubmitButton>
      </Form>
      <p>
        <Link to="/gi-i-gave">
          <Trans>Vil du heller gi et abonnement i gave?</Trans>
        </Link>
      </p>
    </Page>
  );
}
