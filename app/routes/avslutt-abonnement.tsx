import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { cancelSubscription } from "#app/api/subscription.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { CallFailedAlert, DecisionForm, FormActions, RadioGroup } from "#app/components/form.tsx";
import { defineIntent, failed, requireScreenKey, sendIntent, withScreenKey } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { paidUntil } from "#app/domain/billing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { formatDate } from "#app/domain/format.ts";
import { cancelKind, capabilities, isPaper } from "#app/domain/subscription-type.ts";
import { cheaperPlan, StayOffer } from "#app/features/cancellation/stay-offer.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/avslutt-abonnement";

// Cancel (SPEC §2, §3, §5): a reason is required; before confirming, the subscriber is offered
// what fits instead — a vacation stop for paper, a cheaper plan for digital — and declining is one
// click. Then /abonnement-avsluttet with the date access ends.

/** The reasons offered; "switching" cancels to replace the subscription (REPLACEMENT-ANN). */
const REASONS = ["tid", "pris", "innhold", "bortreist", "bytter", "annet"] as const;
type Reason = (typeof REASONS)[number];

function reasonText(reason: Reason): string {
  switch (reason) {
    case "tid":
      return t`Jeg har ikke tid til å lese`;
    case "pris":
      return t`Abonnementet er for dyrt`;
    case "innhold":
      return t`Jeg er ikke fornøyd med innholdet`;
    case "bortreist":
      return t`Jeg skal flytte eller være bortreist`;
    case "bytter":
      return t`Jeg bytter til et annet abonnement`;
    case "annet":
      return t`Annet`;
  }
}

const reasonSchema = z.object({
  reason: z.enum(REASONS, { error: () => requiredMessage(t`Årsak`) }),
});

/** The reason chosen, kept in the confirmation's address (?grunn=). */
const reasonIn = (request: Request): Reason | null =>
  REASONS.find((r) => r === new URL(request.url).searchParams.get("grunn")) ?? null;

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  // Cancelling is never refused for a field the platform left out (docs/decisions/034): without the
  // period and its start the screen cannot say when access ends, and without the price it offers
  // no cheaper plan, but the subscriber can still cancel.
  const { price, billingPeriod, startDate } = subscription;
  const priced = price !== undefined && billingPeriod !== undefined ? { price, billingPeriod } : null;
  const today = osloToday();
  const reason = reasonIn(request);
  // One key per cancellation, in the confirmation's address: a double click or a retry never cancels twice.
  if (reason) requireScreenKey(request);
  const offer =
    reason && priced && !isPaper(subscription)
      ? cheaperPlan(
          await call("getPlans", { params: { titleCode: currentTitle().titleCode } }),
          priced,
          session,
          today,
        )
      : null;
  return {
    subscription,
    reason,
    offer,
    // Taking the offer is another intent than cancelling: it starts with its own key.
    offerLink: offer
      ? withScreenKey(
          `/endre-abonnement?${new URLSearchParams({ plan: `${offer.ariaPlanID}|${offer.billingPeriod}` })}`,
        )
      : "",
    accessUntil:
      startDate !== undefined && billingPeriod !== undefined
        ? paidUntil(startDate, billingPeriod, today)
        : null,
  };
}

/** The reason goes into the confirmation's address, with the cancellation's key. */
const chooseReason = defineIntent({
  name: "reason",
  schema: reasonSchema,
  run: async ({ value }) =>
    redirect(withScreenKey(`/avslutt-abonnement?${new URLSearchParams({ grunn: value.reason })}`)),
});

const cancel = defineIntent({
  name: "cancel",
  keyed: true,
  schema: z.object({}),
  async run({ request, context, key }) {
    const reason = reasonIn(request);
    if (!reason) return failed();
    const session = context.get(subscribedContext);
    const { subscription } = session;
    const name = [
      session.account.givenName ?? session.user.givenName,
      session.account.familyName ?? session.user.familyName,
    ]
      .filter(Boolean)
      .join(" ");
    // "already-cancelled" (a second click, another tab) is the outcome that was wanted.
    await cancelSubscription(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        reason: reasonText(reason),
        customerNumber: session.account.ariaAccountNo,
        name: name || session.user.displayName,
        product: subscription.planName,
        cancelKind: cancelKind(reason === "bytter"),
      },
      { idempotencyKey: key },
    );
    await invalidateSession();
    return redirect("/abonnement-avsluttet");
  },
});

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, chooseReason, cancel);

export default function AvsluttAbonnementRoute() {
  const { reason, subscription } = useLoaderData<typeof clientLoader>();
  if (!capabilities(subscription).cancel) {
    return (
      <NotAvailable heading={<Trans>Avslutt abonnement</Trans>}>
        <p>
          <Trans>
            Dette abonnementet kan ikke sies opp her: det er allerede sagt opp, eller noen andre betaler for
            det. Har du spørsmål, kontakt kundesenteret.
          </Trans>
        </p>
      </NotAvailable>
    );
  }
  return reason ? <ConfirmStep /> : <ReasonStep />;
}

function ReasonStep() {
  const { t } = useLingui();
  const { accessUntil } = useLoaderData<typeof clientLoader>();
  const { fields, formProps, hidden, pending } = useIntentForm(chooseReason);
  const date = accessUntil ? formatDate(accessUntil, __LOCALE__) : null;
  return (
    <Page
      heading={<Trans>Avslutt abonnement</Trans>}
      intro={
        date ? (
          <Trans>
            Sier du opp nå, har du tilgang til og med {date}. Du blir ikke trukket for mer etter det.
          </Trans>
        ) : (
          <Trans>
            Sier du opp nå, har du tilgang ut perioden du har betalt for. Du blir ikke trukket for mer etter
            det.
          </Trans>
        )
      }
    >
      <Form {...formProps}>
        {hidden}
        <RadioGroup
          meta={fields.reason}
          legend={<Trans>Hvorfor vil du avslutte?</Trans>}
          options={REASONS.map((reason) => ({ value: reason, label: reasonText(reason) }))}
        />
        <FormActions
          pending={pending}
          leave={{ to: "/", label: <Trans>Jeg vil beholde abonnementet</Trans> }}
        >
          {t`Fortsett`}
        </FormActions>
      </Form>
    </Page>
  );
}

function ConfirmStep() {
  const { t } = useLingui();
  const { offer, offerLink, accessUntil, subscription } = useLoaderData<typeof clientLoader>();
  const form = useIntentForm(cancel);
  const planName = subscription.planName;
  const date = accessUntil ? formatDate(accessUntil, __LOCALE__) : null;
  return (
    <Page heading={<Trans>Bekreft oppsigelsen</Trans>}>
      {form.failed ? <CallFailedAlert /> : null}
      <StayOffer paper={isPaper(subscription)} offer={offer} offerLink={offerLink} />
      <p>
        {date ? (
          <Trans>
            Du sier opp {planName}. Du har tilgang til og med {date}.
          </Trans>
        ) : (
          <Trans>Du sier opp {planName}. Du har tilgang ut perioden du har betalt for.</Trans>
        )}
      </p>
      <DecisionForm
        form={form}
        sending={t`Avslutter …`}
        leave={{ to: "/", label: <Trans>Jeg vil beholde abonnementet</Trans> }}
      >
        {t`Nei takk, avslutt abonnementet`}
      </DecisionForm>
    </Page>
  );
}
