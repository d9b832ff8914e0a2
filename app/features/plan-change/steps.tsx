// The two screens of a plan change: choose (with the discount code), then confirm with the new
// price, period and the date it takes effect.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Plan } from "#app/api/contract/subscription.ts";
import type { SubscriptionWith } from "#app/auth/guards.ts";
import { CallFailedAlert, DecisionForm, FormAlert, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import { LinkLine, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { firstPeriodAtNewPrice, yearlySaving } from "#app/domain/plan-change.ts";
import { planKey } from "#app/domain/purchase-rules.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { billingPeriodName, perPeriod, planDescription } from "#app/i18n/words.ts";
import { choosePlan, confirmPlan } from "./intents.ts";
import { ReplacesWaiting, WaitingChange } from "./waiting-change.tsx";

type Current = SubscriptionWith<"price" | "billingPeriod" | "startDate">;

export function NotChangeable() {
  return (
    <NotAvailable heading={<Trans>Endre abonnement</Trans>}>
      <p>
        <Trans>
          Dette abonnementet kan ikke endres her. Er abonnementet sagt opp, kan du angre oppsigelsen først.
          Har du abonnement gjennom familie eller arbeidsgiver, er det den som betaler som kan endre det.
        </Trans>
      </p>
    </NotAvailable>
  );
}

export function ChoosePlan({
  plans,
  subscription,
  discount,
}: {
  plans: Plan[];
  subscription: Current;
  discount: ReactNode;
}) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending } = useIntentForm(choosePlan);
  const planName = subscription.planName;
  const price = formatKroner(subscription.price);
  const per = perPeriod(subscription.billingPeriod);
  return (
    <Page
      heading={<Trans>Endre abonnement</Trans>}
      intro={
        <Trans>
          Du har {planName} til {price} {per}. Velg hva du vil ha i stedet. Du ser prisen og datoen endringen
          gjelder fra før du bekrefter.
        </Trans>
      }
    >
      <WaitingChange subscription={subscription} />
      {plans.length === 0 ? (
        <p>
          <Trans>Det finnes ingen andre abonnementer du kan bytte til akkurat nå.</Trans>
        </p>
      ) : (
        <Form {...formProps}>
          {hidden}
          <RadioGroup
            meta={fields.plan}
            legend={<Trans>Nytt abonnement</Trans>}
            options={plans.map((plan) => {
              // Paying for a longer period: what it saves a year against today's price.
              const saving = yearlySaving(subscription, plan);
              const savingText = saving ? formatKroner(saving) : "";
              return {
                value: planKey(plan),
                label: `${plan.planName}, ${formatKroner(plan.price)} ${perPeriod(plan.billingPeriod)}`,
                description: saving ? (
                  <>
                    <strong>{t`Spar ${savingText} i året`}</strong> {planDescription(plan)}
                  </>
                ) : (
                  planDescription(plan)
                ),
              };
            })}
          />
          <SubmitButton pending={pending}>{t`Fortsett`}</SubmitButton>
        </Form>
      )}
      {discount}
      <h2>
        <Trans>Skal du være borte en stund?</Trans>
      </h2>
      <p>
        <Trans>
          Sett abonnementet på pause i 2 uker til 3 måneder, og betal ikke for dagene pausen varer.
        </Trans>
      </p>
      <LinkLine to="/pause">
        <Trans>Ta en pause</Trans>
      </LinkLine>
    </Page>
  );
}

export function ConfirmPlan({
  plan,
  effectiveDate,
  subscription,
  mandateLimit = null,
}: {
  plan: Plan;
  effectiveDate: string;
  subscription: Current;
  /** The active AvtaleGiro mandate's limit, or null when the bank draws nothing. */
  mandateLimit?: number | null;
}) {
  const { t } = useLingui();
  const confirmation = useIntentForm(confirmPlan);
  const { form, failed } = confirmation;
  const planName = plan.planName;
  const price = formatKroner(plan.price);
  const per = perPeriod(plan.billingPeriod);
  const period = billingPeriodName(plan.billingPeriod);
  const date = formatDate(effectiveDate, __LOCALE__);
  const saving = yearlySaving(subscription, plan);
  const savingText = saving ? formatKroner(saving) : "";
  const firstPeriod = firstPeriodAtNewPrice(effectiveDate, plan.billingPeriod);
  const firstTo = formatDate(firstPeriod.to, __LOCALE__);
  return (
    <Page heading={<Trans>Bekreft endringen</Trans>}>
      <FormAlert errors={form.errors} />
      {failed ? <CallFailedAlert /> : null}
      <dl>
        <dt>
          <Trans>Nytt abonnement</Trans>
        </dt>
        <dd>{planName}</dd>
        <dt>
          <Trans>Ny pris</Trans>
        </dt>
        <dd>
          {price} {per}
        </dd>
        <dt>
          <Trans>Betalingsperiode</Trans>
        </dt>
        <dd>{period}</dd>
        <dt>
          <Trans>Gjelder fra</Trans>
        </dt>
        <dd>{date}</dd>
      </dl>
      <p>
        <Trans>
          Den nye prisen gjelder fra {date}. Da betaler du {price} for perioden {date} – {firstTo}.
        </Trans>
      </p>
      {saving ? (
        <p>
          <strong>
            <Trans>Du sparer {savingText} i året sammenlignet med prisen du betaler i dag.</Trans>
          </strong>
        </p>
      ) : null}
      <p>
        <Trans>
          Fram til {date} har du abonnementet du har nå, og betaler som før. Ingenting endres før du
          bekrefter.
        </Trans>
      </p>
      <ReplacesWaiting subscription={subscription} />
      {mandateLimit !== null && plan.price > mandateLimit ? (
        <OverMandateLimit price={plan.price} limit={mandateLimit} date={date} />
      ) : null}
      <DecisionForm
        form={confirmation}
        sending={t`Endrer …`}
        leave={{ to: "/endre-abonnement", label: <Trans>Velg noe annet</Trans> }}
      >
        {t`Bekreft endringen`}
      </DecisionForm>
    </Page>
  );
}

/**
 * The new price is more than the AvtaleGiro mandate lets the bank draw (ADR 053): said before the
 * change is confirmed, with the way to raise the limit, not found out when the bank does not pay.
 */
function OverMandateLimit({ price, limit, date }: { price: number; limit: number; date: string }) {
  const amount = formatKroner(price);
  const most = formatKroner(limit);
  return (
    <section className={styles.notice} aria-labelledby="over-grensen">
      <h2 id="over-grensen">
        <Trans>Over beløpsgrensen i AvtaleGiro</Trans>
      </h2>
      <p>
        <Trans>
          Den nye prisen, {amount}, er høyere enn beløpsgrensen på {most} i AvtaleGiro-avtalen din. Banken
          trekker ikke beløpet {date} med mindre du setter opp grensen før det. Ellers får du faktura.
        </Trans>
      </p>
      <LinkLine to="/endre-betalingsmetode">
        <Trans>Endre beløpsgrensen</Trans>
      </LinkLine>
    </section>
  );
}
