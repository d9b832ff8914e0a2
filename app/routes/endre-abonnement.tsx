import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { changeSubscription } from "#app/api/subscription.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import {
  subscribedContext,
  subscriptionWith,
  type Subscribed,
  type SubscriptionWith,
} from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { CallFailedAlert, DecisionForm, FormAlert, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import {
  defineIntent,
  failed,
  refused,
  requireScreenKey,
  sendIntent,
  withScreenKey,
} from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import {
  addSubscriptionDiscount,
  SubscriptionDiscountForm,
} from "#app/features/order/subscription-discount.tsx";
import { billingPeriodName, perPeriod, planDescription } from "#app/i18n/labels.ts";
import { NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { nextPeriodStart } from "#app/domain/billing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { firstPeriodAtNewPrice, yearlySaving } from "#app/domain/plan-change.ts";
import { ageOn, mayHaveYouthPlan } from "#app/domain/purchase-rules.ts";
import { capabilities, isPaper, isYouthPlan } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/endre-abonnement";

// Change subscription (SPEC §2): choose another plan and billing period, then confirm with the new
// price, period and the date it takes effect — nothing changes before that. Then /receipt2.

const planKey = (p: Pick<Plan, "ariaPlanID" | "billingPeriod">) => `${p.ariaPlanID}|${p.billingPeriod}`;

const chooseSchema = z.object({
  plan: z.string({ error: () => requiredMessage(t`Nytt abonnement`) }),
});

/** The plan chosen, kept in the confirmation's address (?plan=). */
const chosenIn = (request: Request) => new URL(request.url).searchParams.get("plan");

/** The plans this subscriber can change to: not the one they have, youth plans only under 34. */
function choices(
  plans: Plan[],
  current: SubscriptionWith<"billingPeriod">,
  session: Subscribed,
  today: string,
): Plan[] {
  const birthdate = session.account.birthdate;
  const age = birthdate ? ageOn(birthdate, today) : null;
  return plans.filter((p) => {
    if (planKey(p) === planKey(current)) return false;
    if (isYouthPlan(p.ariaPlanID) && (age === null || !mayHaveYouthPlan(age))) return false;
    // Adding a paper to a digital subscription is a new order with a delivery address.
    if (p.planProductType === "COMBO" && !isPaper(current)) return false;
    return true;
  });
}

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  // The price, the period and when it started: without them no change can be priced or dated.
  const subscription = subscriptionWith(session.subscription, ["price", "billingPeriod", "startDate"]);
  const today = osloToday();
  const plans = choices(
    await call("getPlans", { params: { titleCode: currentTitle().titleCode } }),
    subscription,
    session,
    today,
  );
  const chosen = chosenIn(request);
  const selected = chosen ? (plans.find((p) => planKey(p) === chosen) ?? null) : null;
  // One key per chosen change, kept in the URL: a double click, a reload or a retry after a lost
  // answer never changes twice; on the first step the key is the discount code's (addDiscount).
  requireScreenKey(request);
  return {
    subscription,
    plans,
    selected,
    effectiveDate: nextPeriodStart(subscription.startDate, subscription.billingPeriod, today),
  };
}

/** The plan goes into the confirmation's address, with the change's key. */
const choose = defineIntent({
  name: "choose",
  schema: chooseSchema,
  run: async ({ value }) =>
    redirect(withScreenKey(`/endre-abonnement?${new URLSearchParams({ plan: value.plan })}`)),
});

const confirm = defineIntent({
  name: "confirm",
  keyed: true,
  schema: z.object({}),
  async run({ request, context, key }) {
    const [ariaPlanID, billingPeriod] = chosenIn(request)?.split("|") ?? [];
    if (!ariaPlanID || !billingPeriod) return failed();
    const session = context.get(subscribedContext);
    const outcome = await changeSubscription(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        ariaPlanID,
        billingPeriod: billingPeriod as Plan["billingPeriod"],
      },
      { idempotencyKey: key },
    );
    if (outcome === "refused")
      return refused({}, [
        t`Abonnementet kan ikke endres til dette nå. Velg et annet, eller kontakt kundesenteret.`,
      ]);
    await invalidateSession();
    return redirect("/receipt2");
  },
});

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, choose, confirm, addSubscriptionDiscount);

export default function EndreAbonnementRoute() {
  const { selected, subscription } = useLoaderData<typeof clientLoader>();
  const caps = capabilities(subscription);
  if (!caps.change) {
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
  return selected ? <ConfirmStep /> : <ChooseStep />;
}

function ChooseStep() {
  const { t } = useLingui();
  const { plans, subscription } = useLoaderData<typeof clientLoader>();
  const { fields, formProps, hidden, pending } = useIntentForm(choose);
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
              // Paying for a longer period: what it saves a year against today's price (issue 25 §4).
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
      <SubscriptionDiscountForm />
    </Page>
  );
}

function ConfirmStep() {
  const { t } = useLingui();
  const { selected, effectiveDate, subscription } = useLoaderData<typeof clientLoader>();
  const confirmation = useIntentForm(confirm);
  const { form, failed } = confirmation;
  const plan = selected!;
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
