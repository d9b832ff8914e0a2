import { getInputProps } from "@conform-to/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { call } from "#app/api/client.ts";
import { registerComplaint } from "#app/api/complaint.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { requiredMessage } from "#app/forms/field-messages.ts";
import { CallFailedAlert, ErrorList, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import { answered, defineIntent, refused, requireScreenKey, sendIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import formStyles from "#app/components/form.module.css";
import { ActionLinks, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { COMMENT_MAX, CommentField } from "#app/features/complaint/comment-field.tsx";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { formatDate } from "#app/domain/format.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { DisruptionNotice, readDisruption } from "#app/features/disruption/disruption-notice.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/tilbakemelding";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Delivery complaint (SPEC §2, §3, §5): what went wrong (a category from complaintcodes), the day
// and an optional comment. Only for paper subscriptions; a digital subscriber is told why. One key
// per complaint (docs/decisions/006): the screen's key in the URL and what the complaint says, so a
// double click, a reload or a retry files it once.

/** How far back a delivery can be complained about (the platform's rule). */
const DAYS_BACK = 30;

const complaintSchema = (today: string) =>
  z.object({
    category: z.string({ error: () => requiredMessage(t`Kategori`) }).trim(),
    date: z.iso
      .date({ error: () => requiredMessage(t`Dato`) })
      .refine((date) => date <= today, { error: () => t`Datoen kan ikke være etter i dag.` })
      .refine((date) => date >= addDays(today, -DAYS_BACK), {
        error: () => t`Du kan reklamere på levering de siste 30 dagene.`,
      }),
    comment: z
      .string()
      .trim()
      .max(COMMENT_MAX, { error: () => t`Kommentaren kan være på høyst 1000 tegn.` })
      .optional(),
  });

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { account } = session;
  if (!capabilities(session.subscription).complain)
    return { codes: null, today: osloToday(), account, disruption: null };
  requireScreenKey(request);
  const target = { accountNo: account.ariaAccountNo, titleCode: currentTitle().titleCode };
  const [codes, disruption] = await Promise.all([call("complaintCodes", {}), readDisruption(target)]);
  return { codes, today: osloToday(), account, disruption };
}

const complaint = defineIntent({
  name: "complaint",
  keyed: true,
  schema: () => complaintSchema(osloToday()),
  async run({ value: { category, date, comment }, key, context }) {
    const session = context.get(subscribedContext);
    const outcome = await registerComplaint(
      {
        ariaAccountNo: session.account.ariaAccountNo,
        titleCode: currentTitle().titleCode,
        date,
        category,
        comment: comment ?? "",
      },
      { idempotencyKey: key },
    );
    if (outcome.kind === "registered") return answered({ registered: outcome.complaint });
    return refused({
      date: outcome.fields.includes("date")
        ? [
            outcome.dateOutOfRange
              ? t`Datoen må være i dag eller en av de siste 30 dagene.`
              : t`Sjekk datoen.`,
          ]
        : [],
      category: outcome.fields.includes("category") ? [requiredMessage(t`Kategori`)] : [],
      comment: outcome.fields.includes("comment") ? [t`Kommentaren kan være på høyst 1000 tegn.`] : [],
    });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, complaint);

export default function TilbakemeldingRoute() {
  const { codes, today, disruption } = useLoaderData<typeof clientLoader>();
  const intent = useIntentForm(complaint, {
    schema: complaintSchema(today),
    defaultValue: { date: today },
  });
  const registered = intent.answer?.registered ?? null;
  const heading = <Trans>Registrer reklamasjon</Trans>;
  if (!codes) return <DigitalOnly heading={heading} />;
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
      <div aria-live="polite">{registered ? <Registered date={registered.date} /> : null}</div>
      {registered ? (
        <ActionLinks
          links={[
            { to: "/", look: "primary", label: <Trans>Til Min side</Trans> },
            { to: "/tilbakemelding", look: "secondary", label: <Trans>Registrer en ny reklamasjon</Trans> },
          ]}
        />
      ) : (
        <ComplaintForm codes={codes} intent={intent} />
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
          å reklamere på.
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

function Registered({ date }: { date: string }) {
  const { account } = useLoaderData<typeof clientLoader>();
  const day = formatDate(date, __LOCALE__);
  const email = account.email;
  return (
    <div className={formStyles.status}>
      <p>
        <Trans>Takk! Vi har registrert reklamasjonen din for {day}.</Trans>
      </p>
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
  intent: { fields, formProps, hidden, pending, failed },
}: {
  codes: Array<{ code: string; description: string }>;
  intent: ReturnType<typeof useIntentForm<typeof complaint>>;
}) {
  const { t } = useLingui();
  const { today } = useLoaderData<typeof clientLoader>();
  const dateErrors = fields.date.errors ?? [];
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      <RadioGroup
        meta={fields.category}
        legend={<Trans>Hva gjelder det?</Trans>}
        options={codes.map(({ code, description }) => ({ value: code, label: description }))}
      />
      <div className={formStyles.field}>
        <label htmlFor={fields.date.id}>
          <Trans>Hvilken dag gjelder det?</Trans>
        </label>
        <p id={fields.date.descriptionId} className={formStyles.description}>
          <Trans>I dag eller en av de siste 30 dagene.</Trans>
        </p>
        <input
          {...getInputProps(fields.date, { type: "date", ariaDescribedBy: fields.date.descriptionId })}
          min={addDays(today, -DAYS_BACK)}
          max={today}
          className={formStyles.input}
        />
        <ErrorList id={fields.date.errorId} errors={dateErrors} />
      </div>
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
