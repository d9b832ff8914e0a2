import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { cancelSubscription } from "#app/api/subscription.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { FormAlert, RadioGroup } from "#app/components/form.tsx";
import { perPeriod } from "#app/i18n/labels.ts";
import { NotAvailable } from "#app/components/not-available.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import { monthsIn, paidUntil } from "#app/domain/billing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { ageOn, mayHaveYouthPlan } from "#app/domain/purchase-rules.ts";
import { cancelKind, capabilities, isPaper, isYouthPlan } from "#app/domain/subscription-type.ts";
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

const reasonSchema = () =>
  z.object({
    intent: z.literal("reason"),
    reason: z.enum(REASONS, { error: () => requiredMessage(t`Årsak`) }),
  });

const cancelSchema = z.object({
  intent: z.literal("cancel"),
  reason: z.enum(REASONS),
  key: z.string().min(8),
});

/** A digital plan that costs less per month than the current one, if there is one. */
function cheaperPlan(plans: Plan[], session: Subscribed, today: string): Plan | null {
  const current = session.subscription;
  const monthly = (p: Pick<Plan, "price" | "billingPeriod">) => p.price / monthsIn[p.billingPeriod];
  const age = session.account.birthdate ? ageOn(session.account.birthdate, today) : null;
  const candidates = plans.filter(
    (p) =>
      p.planProductType === "DIGITAL" &&
      monthly(p) < monthly(current) &&
      (!isYouthPlan(p.ariaPlanID) || (age !== null && mayHaveYouthPlan(age))),
  );
  return candidates.sort((a, b) => monthly(a) - monthly(b))[0] ?? null;
}

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  const today = osloToday();
  const url = new URL(request.url);
  const reason = REASONS.find((r) => r === url.searchParams.get("grunn")) ?? null;
  const offer =
    reason && !isPaper(subscription)
      ? cheaperPlan(
          await call("getPlans", { params: { titleCode: currentTitle().titleCode } }),
          session,
          today,
        )
      : null;
  return {
    subscription,
    reason,
    // One key per cancellation: a double click or a retry never cancels twice.
    key: url.searchParams.get("nokkel") ?? "",
    offer,
    // Taking the offer is another intent than cancelling: it gets its own key.
    offerKey: crypto.randomUUID(),
    accessUntil: paidUntil(subscription.startDate, subscription.billingPeriod, today),
  };
}

export async function clientAction({ request, context }: Route.ClientActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "reason") {
    const submission = parseWithZod(formData, { schema: reasonSchema() });
    if (submission.status !== "success") return { result: submission.reply() };
    const next = new URLSearchParams({ grunn: submission.value.reason, nokkel: crypto.randomUUID() });
    return redirect(`/avslutt-abonnement?${next.toString()}`);
  }
  const parsed = cancelSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { failed: true };
  const session = context.get(subscribedContext);
  const { subscription } = session;
  const name = [
    session.account.givenName ?? session.user.givenName,
    session.account.familyName ?? session.user.familyName,
  ]
    .filter(Boolean)
    .join(" ");
  // "already-cancelled" (a second click, another tab) is the outcome that was wanted.
  const outcome = await cancelSubscription(
    {
      ariaAccountNo: session.account.ariaAccountNo,
      titleCode: currentTitle().titleCode,
      reason: reasonText(parsed.data.reason),
      customerNumber: session.account.ariaAccountNo,
      name: name || session.user.displayName,
      product: subscription.planName,
      cancelKind: cancelKind(parsed.data.reason === "bytter"),
    },
    { idempotencyKey: parsed.data.key },
  ).catch(() => "failed" as const);
  if (outcome === "failed") return { failed: true };
  await invalidateSession();
  return redirect("/abonnement-avsluttet");
}

export default function AvsluttAbonnementRoute() {
  const { reason, key, subscription } = useLoaderData<typeof clientLoader>();
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
  return reason && key ? <ConfirmStep /> : <ReasonStep />;
}

function ReasonStep() {
  const { t } = useLingui();
  const { accessUntil } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(actionData && "result" in actionData ? actionData.result : undefined),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reasonSchema() }),
  });
  const submitting = useNavigation().state !== "idle";
  const date = formatDate(accessUntil, __LOCALE__);
  return (
    <Page
      heading={<Trans>Avslutt abonnement</Trans>}
      intro={
        <Trans>
          Sier du opp nå, har du tilgang til og med {date}. Du blir ikke trukket for mer etter det.
        </Trans>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reason" />
        <RadioGroup
          meta={fields.reason}
          legend={<Trans>Hvorfor vil du avslutte?</Trans>}
          options={REASONS.map((reason) => ({ value: reason, label: reasonText(reason) }))}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
            {t`Fortsett`}
          </button>
          <Link to="/" className={styles.secondary}>
            <Trans>Jeg vil beholde abonnementet</Trans>
          </Link>
        </div>
      </Form>
    </Page>
  );
}

function ConfirmStep() {
  const { t } = useLingui();
  const { reason, key, offer, offerKey, accessUntil, subscription } = useLoaderData<typeof clientLoader>();
  const actionData = useActionData<typeof clientAction>();
  const submitting = useNavigation().state !== "idle";
  const planName = subscription.planName;
  const date = formatDate(accessUntil, __LOCALE__);
  const paper = isPaper(subscription);
  const offerName = offer?.planName ?? "";
  const offerPrice = offer ? `${formatKroner(offer.price)} ${perPeriod(offer.billingPeriod)}` : "";
  const offerLink = offer
    ? `/endre-abonnement?${new URLSearchParams({ plan: `${offer.ariaPlanID}|${offer.billingPeriod}`, nokkel: offerKey })}`
    : "";
  return (
    <Page heading={<Trans>Bekreft oppsigelsen</Trans>}>
      {actionData && "failed" in actionData ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {paper ? (
        <section aria-labelledby="tilbud" className={styles.offer}>
          <h2 id="tilbud">
            <Trans>Skal du bare være borte en stund?</Trans>
          </h2>
          <p>
            <Trans>
              Du kan stoppe avisen mens du er borte, eller få den levert til en annen adresse, og beholde
              abonnementet.
            </Trans>
          </p>
          <p>
            <Link to="/endre-avislevering">
              <Trans>Stopp eller flytt avisen en periode i stedet</Trans>
            </Link>
          </p>
        </section>
      ) : offer ? (
        <section aria-labelledby="tilbud" className={styles.offer}>
          <h2 id="tilbud">
            <Trans>Vil du heller betale mindre?</Trans>
          </h2>
          <p>
            <Trans>
              Du kan bytte til {offerName} for {offerPrice} og beholde tilgangen.
            </Trans>
          </p>
          <p>
            <Link to={offerLink}>
              <Trans>Se tilbudet om {offerName}</Trans>
            </Link>
          </p>
        </section>
      ) : null}
      <p>
        <Trans>
          Du sier opp {planName}. Du har tilgang til og med {date}.
        </Trans>
      </p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="reason" value={reason ?? ""} />
        <input type="hidden" name="key" value={key} />
        <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Avslutter …` : t`Nei takk, avslutt abonnementet`}
        </button>
        <Link to="/" className={styles.secondary}>
          <Trans>Jeg vil beholde abonnementet</Trans>
        </Link>
      </Form>
    </Page>
  );
}
