import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Form, Link, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { registerComplaint, type ComplaintOutcome } from "#app/api/complaint.ts";
import type { DeliveryHistory, RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { CallFailedAlert, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import { answered, defineIntent, refused, requireScreenKey, sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import formStyles from "#app/components/form.module.css";
import { ActionLinks, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { COMMENT_MAX, CommentField } from "#app/features/complaint/comment-field.tsx";
import { DayPicker, DeliveryCalendar } from "#app/features/complaint/delivery-days.tsx";
import { RemedyChoice, RemedyPromise } from "#app/features/complaint/remedy.tsx";
import { complainableDays, offeredRemedies, remediedCategory } from "#app/features/complaint/remedies.ts";
import styles from "#app/features/complaint/complaint.module.css";
import { formatDate, formatTime } from "#app/domain/format.ts";
import { complaintCategoryName } from "#app/i18n/words.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { DisruptionNotice, readDisruption } from "#app/features/disruption/disruption-notice.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/tilbakemelding";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Delivery complaint (SPEC §2, §3, §5; issue 28 §1–§2; docs/decisions/037): the paper's last 30
// days as the platform knows them, what went wrong (a category from complaintcodes), the day or
// days, the remedy the reader chooses from what the platform offers, and an optional comment.
// Only for paper subscriptions; a digital subscriber is told why. One key per complaint
// (docs/decisions/006), so a double click, a reload or a retry files it once.

const REMEDIES = ["REDELIVERY", "CREDIT", "EXTEND", "NONE"] as const;

/**
 * The complaint. With the platform's history (in the browser) it also checks the days and the
 * remedy against what the platform offers; without (in the action) the platform checks them.
 */
const complaintSchema = (history: DeliveryHistory | null) =>
  z
    .object({
      category: z
        .string({ error: () => requiredMessage(t`Kategori`) })
        .trim()
        .max(40),
      dates: z
        .array(z.iso.date({ error: () => t`Velg en dag fra listen.` }), {
          error: () => t`Velg minst én dag.`,
        })
        .min(1, { error: () => t`Velg minst én dag.` })
        .max(31, { error: () => t`Velg høyst 31 dager.` }),
      remedy: z.enum(REMEDIES, { error: () => t`Velg hva du vil at vi skal gjøre.` }).optional(),
      comment: z
        .string()
        .trim()
        .max(COMMENT_MAX, { error: () => t`Kommentaren kan være på høyst 1000 tegn.` })
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (!history) return;
      const allowed = complainableDays(history);
      for (const date of value.dates) {
        if (allowed.includes(date)) continue;
        const day = history.days.find((d) => d.date === date);
        const opensAt = history.todayOpensAt ? formatTime(history.todayOpensAt) : null;
        const message =
          date < history.from || date > history.today
            ? t`Du kan reklamere på aviser fra de siste 30 dagene.`
            : date === history.today && opensAt
              ? t`Dagens avis er forsinket. Du kan reklamere på den etter kl. ${opensAt}.`
              : day?.status === "COMPLAINED"
                ? t`Du har allerede reklamert på avisen denne dagen.`
                : t`Velg en dag fra listen.`;
        ctx.addIssue({ code: "custom", path: ["dates"], message });
        return;
      }
      const offers = offeredRemedies(history, value.category, value.dates);
      if (offers.length === 0) return;
      if (!value.remedy || value.remedy === "NONE")
        ctx.addIssue({ code: "custom", path: ["remedy"], message: t`Velg hva du vil at vi skal gjøre.` });
      else if (!offers.some((o) => o.kind === value.remedy))
        ctx.addIssue({
          code: "custom",
          path: ["remedy"],
          message: t`Denne løsningen kan vi ikke tilby for denne reklamasjonen. Velg en annen.`,
        });
    });

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { account } = session;
  if (!capabilities(session.subscription).complain)
    return { codes: null, history: null, account, disruption: null };
  requireScreenKey(request);
  const params = { ariaAccountNo: account.ariaAccountNo, titleCode: currentTitle().titleCode };
  const target = { accountNo: account.ariaAccountNo, titleCode: currentTitle().titleCode };
  const [codes, history, disruption] = await Promise.all([
    call("complaintCodes", {}),
    call("getDeliveryHistory", { params }),
    readDisruption(target),
  ]);
  return { codes, history, account, disruption };
}

/** The platform's refusal, said at the field it concerns. */
function refusalOf(outcome: Extract<ComplaintOutcome, { kind: "refused" }>) {
  const dates = {
    "already-complained": t`Du har allerede reklamert på en av dagene du valgte. Velg en annen dag.`,
    disrupted: t`Dagens avis er forsinket og kan fortsatt komme. Du kan reklamere på den når den ventede leveringstiden har passert.`,
    "outside-window": t`Du kan reklamere på aviser fra de siste 30 dagene.`,
    future: t`Datoen kan ikke være etter i dag.`,
    "no-paper": t`Avisen kom ikke ut en av dagene du valgte.`,
    stopped: t`Avisen var stoppet en av dagene du valgte.`,
    "not-started": t`Abonnementet hadde ikke startet en av dagene du valgte.`,
  };
  const remedy = {
    "after-cutoff": t`Det er for sent å få dagens avis levert på nytt i dag. Velg en annen løsning.`,
    "outside-area": t`Vi kan ikke levere avisen på nytt samme dag til adressen din. Velg en annen løsning.`,
    "not-offered": t`Denne løsningen kan vi ikke tilby for denne reklamasjonen. Velg en annen.`,
    "remedy-missing": t`Velg hva du vil at vi skal gjøre.`,
  };
  const has = (field: string) => outcome.fields.includes(field as never);
  return refused({
    dates: has("dates") ? [outcome.dates ? dates[outcome.dates] : t`Sjekk dagene du valgte.`] : [],
    remedy: has("remedy")
      ? [outcome.remedy ? remedy[outcome.remedy] : t`Velg hva du vil at vi skal gjøre.`]
      : [],
    category: has("category") ? [requiredMessage(t`Kategori`)] : [],
    comment: has("comment") ? [t`Kommentaren kan være på høyst 1000 tegn.`] : [],
  });
}

const complaint = defineIntent({
  name: "complaint",
  keyed: true,
  schema: complaintSchema(null),
  async run({ value: { category, dates, remedy, comment }, key, context }) {
    const session = context.get(subscribedContext);
    const outcome = await registerComplaint(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        dates,
        category,
        remedy: remedy ?? "NONE",
        comment: comment ?? "",
      },
      { idempotencyKey: key },
    );
    if (outcome.kind === "registered") return answered({ registered: outcome.complaint });
    return refusalOf(outcome);
  },
});

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, complaint);

/**
 * The platform refused the days or the remedy (422): what it knows has moved on since the page was
 * read (the cutoff passed, a day was complained about in another tab), so the history is read again
 * and the list and the choices say so beside the message. Other answers keep the default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 422 ? true : defaultShouldRevalidate;

export default function TilbakemeldingRoute() {
  const { codes, history, disruption } = useLoaderData<typeof clientLoader>();
  const intent = useIntentForm(complaint, { schema: complaintSchema(history) });
  const registered = intent.answer?.registered ?? null;
  const heading = <Trans>Registrer reklamasjon</Trans>;
  if (!codes || !history) return <DigitalOnly heading={heading} />;
  return (
    <Page
      heading={heading}
      intro={
        <Trans>
          Kom ikke avisen, eller var noe galt med den? Gi oss beskjed, så følger vi det opp med avisbudet.
        </Trans>
      }
    >
      <DisruptionNotice disruption={disruption} complaints />
      <div aria-live="polite">{registered ? <Registered complaint={registered} /> : null}</div>
      {registered ? (
        <ActionLinks
          links={[
            { to: "/", look: "primary", label: <Trans>Til Min side</Trans> },
            { to: "/tilbakemelding", look: "secondary", label: <Trans>Registrer en ny reklamasjon</Trans> },
          ]}
        />
      ) : (
        <ComplaintForm codes={codes} history={history} intent={intent} />
      )}
    </Page>
  );
}

function DigitalOnly({ heading }: { heading: ReactNode }) {
  return (
    <NotAvailable heading={heading}>
      <p>
        <Trans>
          Reklamasjon gjelder levering av papiravisen. Du har et digitalt abonnement, så det er ingen levering
          å vise eller reklamere på.
        </Trans>
      </p>
      <p>
        <Trans>
          Har du problemer med å lese avisen på nett eller i appen, kan{" "}
          <Link to="/kundeservice">kundeservice</Link> hjelpe deg.
        </Trans>
      </p>
    </NotAvailable>
  );
}

/** "17. november 2026", "16. og 17. november 2026" is not attempted: each day in full, joined. */
function daysText(dates: readonly string[]) {
  const days = dates.map((date) => formatDate(date, __LOCALE__));
  if (days.length === 1) return days[0]!;
  return `${days.slice(0, -1).join(", ")} ${t`og`} ${days.at(-1)}`;
}

function Registered({ complaint }: { complaint: RegisteredComplaint }) {
  const { account } = useLoaderData<typeof clientLoader>();
  const day = daysText(complaint.dates);
  const email = account.email;
  return (
    <div className={formStyles.status}>
      <p>
        <Trans>Takk! Vi har registrert reklamasjonen din for {day}.</Trans>
      </p>
      <p>
        <RemedyPromise complaint={complaint} />
      </p>
      {complaint.customerServiceContacts ? (
        <p>
          <Trans>
            Du har reklamert tre ganger på 30 dager. Kundeservice kontakter deg for å finne ut hva som er galt
            med leveringen.
          </Trans>
        </p>
      ) : null}
      <p>
        {email ? (
          <Trans>Du får en bekreftelse på e-post til {email}.</Trans>
        ) : (
          <Trans>Du får en bekreftelse på e-post.</Trans>
        )}
      </p>
    </div>
  );
}

function ComplaintForm({
  codes,
  history,
  intent: { fields, formProps, hidden, pending, failed },
}: {
  codes: Array<{ code: string; description: string }>;
  history: DeliveryHistory;
  intent: ReturnType<typeof useIntentForm<typeof complaint>>;
}) {
  const { t } = useLingui();
  const initial = fields.dates.initialValue;
  const [ticked, setPicked] = useState<string[]>(() =>
    (Array.isArray(initial) ? initial : initial ? [initial] : []).filter(
      (d): d is string => typeof d === "string",
    ),
  );
  const toggle = (date: string, checked: boolean) =>
    setPicked((now) => (checked ? [...new Set([...now, date])].sort() : now.filter((d) => d !== date)));
  // A day the platform has since said was complained about is no longer in the list, nor picked.
  const complainable = complainableDays(history);
  const picked = ticked.filter((date) => complainable.includes(date));
  const category = typeof fields.category.value === "string" ? fields.category.value : undefined;
  const offers = offeredRemedies(history, category, picked);
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      {history.nextIsRepeated ? (
        <p className={styles.notice}>
          <Trans>
            Dette blir din tredje reklamasjon på 30 dager. Kundeservice vil kontakte deg for å finne ut hva
            som er galt med leveringen.
          </Trans>
        </p>
      ) : null}
      <RadioGroup
        meta={fields.category}
        legend={<Trans>Hva gjelder det?</Trans>}
        options={codes.map((category) => ({ value: category.code, label: complaintCategoryName(category) }))}
      />
      <section className={styles.history} aria-labelledby="leveringer" id="leveringer-de-siste-30-dagene">
        <h2 id="leveringer">
          <Trans>Leveringene de siste 30 dagene</Trans>
        </h2>
        <DeliveryCalendar
          history={history}
          selected={picked}
          onPick={(date) => toggle(date, !picked.includes(date))}
        />
        <DayPicker
          history={history}
          meta={fields.dates}
          selected={picked}
          onToggle={toggle}
          legend={<Trans>Hvilke dager gjelder det?</Trans>}
        />
      </section>
      <RemedyChoice
        meta={fields.remedy}
        offers={offers}
        remedied={!category || remediedCategory(history, category)}
        picked={picked}
        history={history}
      />
      <CommentField meta={fields.comment} />
      <SubmitButton pending={pending} sending={t`Sender …`}>{t`Send reklamasjonen`}</SubmitButton>
    </Form>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(
  () => (
    <Trans>
      Skjemaet for reklamasjon kan ikke vises akkurat nå. Har avisen ikke kommet, kan du også ringe
      kundesenteret.
    </Trans>
  ),
  { backToFrontPage: true },
);
