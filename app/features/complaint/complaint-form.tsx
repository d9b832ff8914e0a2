// The complaint screen's parts: the form, what was registered, and why a digital subscriber has
// nothing to complain about here.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import type { DeliveryHistory, RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { CallFailedAlert, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import { NotAvailable } from "#app/components/links.tsx";
import { formatDate } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { complaintCategoryName } from "#app/i18n/words.ts";
import { CommentField } from "./comment-field.tsx";
import styles from "./complaint.module.css";
import { DayPicker, DeliveryCalendar } from "./delivery-days.tsx";
import type { complaint } from "./intents.ts";
import { complainableDays, offeredRemedies, remediedCategory } from "./remedies.ts";
import { RemedyChoice } from "./remedy.tsx";
import { RemedyPromise } from "./remedy-promise.tsx";

export function DigitalOnly({ heading }: { heading: ReactNode }) {
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

export function Registered({
  complaint,
  email,
}: {
  complaint: RegisteredComplaint;
  email: string | null | undefined;
}) {
  const day = daysText(complaint.dates);
  // The case number the e-mail gives, on the screen too: what the customer centre asks for.
  const caseNo = complaint.complaintId;
  return (
    <div className={formStyles.status}>
      <p>
        <Trans>Takk! Vi har registrert reklamasjonen din for {day}.</Trans>
      </p>
      <p>
        <Trans>Saksnummeret er {caseNo}.</Trans>
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

export function ComplaintForm({
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
        <DayPicker
          history={history}
          meta={fields.dates}
          selected={picked}
          onToggle={toggle}
          legend={<Trans>Hvilke dager gjelder det?</Trans>}
        />
        {/* The month at a glance, on request: on a phone it would stand between the day and the remedy. */}
        <details className={styles.calendarToggle}>
          <summary>
            <Trans>Se leveringene i en kalender</Trans>
          </summary>
          <DeliveryCalendar
            history={history}
            selected={picked}
            onPick={(date) => toggle(date, !picked.includes(date))}
          />
        </details>
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
