// The two screens of a cancellation: the reason, then the confirmation with what fits instead.
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { Plan } from "#app/api/contract/subscription.ts";
import { CallFailedAlert, DecisionForm, FormActions, RadioGroup } from "#app/components/form.tsx";
import { LinkLine, NotAvailable } from "#app/components/links.tsx";
import { NamedSection } from "#app/components/named-section.tsx";
import styles from "#app/components/page.module.css";
import { Page } from "#app/components/page.tsx";
import { formatDate } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { cancel, chooseReason, REASONS, reasonText } from "./intents.ts";
import { StayOffer } from "./stay-offer.tsx";

export function NotCancellable() {
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

export function ReasonStep({ accessUntil }: { accessUntil: string | null }) {
  const { t } = useLingui();
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
      <PauseOffer />
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

export function ConfirmStep({
  planName,
  paper,
  offer,
  offerLink,
  accessUntil,
  current,
  ordered,
  sharing,
}: {
  planName: string;
  paper: boolean;
  offer: Plan | null;
  offerLink: string;
  accessUntil: string | null;
  current: { ariaPlanID: string; billingPeriod?: Plan["billingPeriod"] | undefined };
  /** A plan change already ordered: kept through the cancellation, said so before it is confirmed. */
  ordered: { planName: string; effectiveDate: string } | null;
  /** Who shares the subscription (none: empty; not known: null). */
  sharing: string[] | null;
}) {
  const { t } = useLingui();
  const form = useIntentForm(cancel);
  const date = accessUntil ? formatDate(accessUntil, __LOCALE__) : null;
  return (
    <Page heading={<Trans>Bekreft oppsigelsen</Trans>}>
      {form.failed ? <CallFailedAlert /> : null}
      <StayOffer paper={paper} offer={offer} offerLink={offerLink} current={current} />
      <p>
        {date ? (
          <Trans>
            Du sier opp {planName}. Du har tilgang til og med {date}.
          </Trans>
        ) : (
          <Trans>Du sier opp {planName}. Du har tilgang ut perioden du har betalt for.</Trans>
        )}
      </p>
      {ordered ? <OrderedChange {...ordered} /> : null}
      <SharedAccessEnds sharing={sharing} date={date} />
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

/** Before the last step: a break instead of goodbye (docs/decisions/079). */
function PauseOffer() {
  const { t } = useLingui();
  return (
    <NamedSection
      id="pause-tilbud"
      heading={<Trans>Trenger du bare en pause?</Trans>}
      className={styles.offer}
    >
      <p>{t`Du kan sette abonnementet på pause i 2 uker til 3 måneder. Du betaler ikke mens pausen varer, og abonnementet starter igjen av seg selv.`}</p>
      <LinkLine to="/pause">{t`Ta en pause i stedet`}</LinkLine>
    </NamedSection>
  );
}

/** The change that waits, through a cancellation and its undoing: never dropped in silence. */
export function OrderedChange({ planName, effectiveDate }: { planName: string; effectiveDate: string }) {
  const date = formatDate(effectiveDate, __LOCALE__);
  return (
    <p>
      <Trans>
        Du har bestilt {planName} fra {date}. Endringen venter mens abonnementet er sagt opp, og gjelder hvis
        du angrer oppsigelsen.
      </Trans>
    </p>
  );
}

/** Those who share the subscription lose it with the owner: said by name, or in general when not known. */
function SharedAccessEnds({ sharing, date }: { sharing: string[] | null; date: string | null }) {
  if (sharing === null)
    return (
      <p>
        <Trans>Deler du abonnementet med familien, mister de tilgangen samtidig med deg.</Trans>
      </p>
    );
  if (sharing.length === 0) return null;
  const names = namesInSentence(sharing);
  return (
    <p>
      {date ? (
        <Trans>
          Familiedelingen slutter samtidig: {names} mister tilgangen etter {date}.
        </Trans>
      ) : (
        <Trans>Familiedelingen slutter samtidig: {names} mister tilgangen når du gjør det.</Trans>
      )}
    </p>
  );
}

/**
 * Names in running text: "Maja Eriksen", "Maja Eriksen og Ola Nilsen", "A, B og C" — our own words,
 * not the browser's list format (which has no Nynorsk). Here, not in app/i18n/words.ts: that module
 * is on every open page, and only this step says names in a list.
 */
function namesInSentence(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  const first = names.slice(0, -1).join(", ");
  const last = names.at(-1) ?? "";
  return t`${first} og ${last}`;
}
