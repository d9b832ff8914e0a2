// The screens of /pause (docs/decisions/079): why no pause can be taken now; the first day and the
// length; the confirmation, saying in words what the platform will do; and the pause planned or
// running, with a new last day or "Start igjen nå".
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { PauseOffer, PauseQuote, PauseRefusal } from "#app/api/contract/schedule.ts";
import type { NextPayment } from "#app/api/contract/payments.ts";
import type { Pause } from "#app/api/contract/subscription.ts";
import {
  DecisionForm,
  Field,
  FormActions,
  FormFailures,
  RadioGroup,
  SubmitButton,
} from "#app/components/form.tsx";
import { BackToMinSide, GoToMinSide, LinkLine } from "#app/components/links.tsx";
import { NamedSection } from "#app/components/named-section.tsx";
import { Page } from "#app/components/page.tsx";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { PAUSE_LENGTHS, type PauseLength } from "#app/domain/pause.ts";
import { useAnswerFocus } from "#app/forms/answer-focus.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import {
  changeEnd,
  changeEndSchema,
  choose,
  chooseSchema,
  confirm,
  startAgain,
  type Done,
} from "./intents.ts";
import { refusalText } from "./words.ts";

const heading = <Trans>Ta en pause</Trans>;

export function PauseRefused({ refusal }: { refusal: PauseRefusal }) {
  return (
    <Page heading={heading}>
      <p>{refusalText(refusal)}</p>
      {refusal === "overdue" ? (
        <LinkLine to="/fakturaoversikt">
          <Trans>Se fakturaene dine</Trans>
        </LinkLine>
      ) : null}
      {refusal === "plan-change" ? (
        <LinkLine to="/endre-abonnement">
          <Trans>Se endringen du har bestilt</Trans>
        </LinkLine>
      ) : null}
      <BackToMinSide />
    </Page>
  );
}

function useLengthText() {
  const { t } = useLingui();
  return (length: PauseLength): string => {
    switch (length) {
      case "2-uker":
        return t`2 uker`;
      case "1-mnd":
        return t`1 måned`;
      case "2-mnd":
        return t`2 måneder`;
      case "3-mnd":
        return t`3 måneder`;
    }
  };
}

export function ChooseStep({ offer }: { offer: PauseOffer }) {
  const { t } = useLingui();
  const lengthText = useLengthText();
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(choose, {
    defaultValue: { from: offer.earliestFrom },
    schema: chooseSchema(() => offer),
  });
  const earliest = formatDate(offer.earliestFrom, __LOCALE__);
  return (
    <Page
      heading={heading}
      intro={
        <Trans>
          Sett abonnementet på pause i 2 uker til 3 måneder. Du betaler ikke for dagene pausen varer, og
          abonnementet starter igjen av seg selv.
        </Trans>
      }
    >
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <Field
          type="date"
          meta={fields.from}
          label={<Trans>Første dag med pause</Trans>}
          description={<Trans>Tidligst {earliest}.</Trans>}
          min={offer.earliestFrom}
        />
        <RadioGroup
          meta={fields.length}
          legend={<Trans>Hvor lenge?</Trans>}
          options={PAUSE_LENGTHS.map((length) => ({ value: length, label: lengthText(length) }))}
        />
        <FormActions
          pending={pending}
          sending={t`Ser på datoene …`}
          leave={{ to: "/", label: <Trans>Avbryt</Trans> }}
        >
          {t`Fortsett`}
        </FormActions>
      </Form>
    </Page>
  );
}

/** What the pause will do, in words, as the platform quoted it. */
export function ConfirmStep({ quote, paper }: { quote: PauseQuote; paper: boolean }) {
  const { t } = useLingui();
  const form = useIntentForm(confirm);
  const from = formatDate(quote.from, __LOCALE__);
  const to = formatDate(quote.to, __LOCALE__);
  const resumes = formatDate(quote.resumesOn, __LOCALE__);
  const days = quote.days;
  const nextDate = formatDate(quote.nextPayment.date, __LOCALE__);
  const nextAmount = formatKroner(quote.nextPayment.amount);
  return (
    <Page heading={<Trans>Bekreft pausen</Trans>}>
      <FormFailures failed={form.failed} errors={form.form.errors} />
      <h2>
        <Trans>Dette skjer</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Pausen varer fra og med {from} til og med {to}, {days} dager. Du betaler ikke for de dagene.
          </Trans>
        </li>
        <li>
          {paper ? (
            <Trans>Avisen stopper, og du har ikke tilgang til de digitale sakene mens pausen varer.</Trans>
          ) : (
            <Trans>Du har ikke tilgang til de digitale sakene mens pausen varer.</Trans>
          )}
        </li>
        <li>
          <Trans>Abonnementet starter igjen av seg selv {resumes}. Vi sender deg en e-post en uke før.</Trans>
        </li>
        <li>
          <Trans>
            Neste betaling blir {nextDate}: {nextAmount}.
          </Trans>
        </li>
      </ul>
      <DecisionForm
        form={form}
        sending={t`Registrerer pausen …`}
        leave={{ to: "/pause", label: <Trans>Velg andre datoer</Trans> }}
      >
        {t`Ta pause`}
      </DecisionForm>
    </Page>
  );
}

function useDoneHeading() {
  const { t } = useLingui();
  return (done: Done | null) => {
    if (done === "registrert") return t`Pausen er registrert`;
    if (done === "endret") return t`Pausen er endret`;
    return t`Pausen din`;
  };
}

/** The pause planned or running: when it ends, what is paid next, and what can still be changed. */
export function CurrentPause({
  pause,
  offer,
  next,
  done,
}: {
  pause: Pause;
  offer: PauseOffer;
  next: NextPayment | null;
  done: Done | null;
}) {
  const doneHeading = useDoneHeading();
  const from = formatDate(pause.from, __LOCALE__);
  const to = formatDate(pause.to, __LOCALE__);
  const resumes = formatDate(pause.resumesOn, __LOCALE__);
  const charge = next && next.kind !== "NONE_CANCELLED" ? next : null;
  const nextDate = charge ? formatDate(charge.date, __LOCALE__) : null;
  const nextAmount = charge ? formatKroner(charge.amount) : null;
  return (
    <Page heading={doneHeading(done)}>
      <p>
        {pause.status === "ACTIVE" ? (
          <Trans>
            Abonnementet ditt har pause til og med {to}. Pausen begynte {from}.
          </Trans>
        ) : (
          <Trans>
            Abonnementet ditt har pause fra og med {from} til og med {to}.
          </Trans>
        )}{" "}
        <Trans>Det starter igjen av seg selv {resumes}.</Trans>
      </p>
      {nextDate && nextAmount ? (
        <p>
          <Trans>
            Neste betaling er {nextDate}: {nextAmount}.
          </Trans>
        </p>
      ) : null}
      <StartAgain pause={pause} />
      <NewLastDay pause={pause} offer={offer} />
      <BackToMinSide />
    </Page>
  );
}

function StartAgain({ pause }: { pause: Pause }) {
  const { t } = useLingui();
  const form = useIntentForm(startAgain);
  const active = pause.status === "ACTIVE";
  return (
    <NamedSection
      id="start-igjen"
      heading={active ? <Trans>Vil du starte igjen nå?</Trans> : <Trans>Vil du likevel ikke ha pause?</Trans>}
      className={own.card}
    >
      <p>
        {active ? (
          <Trans>Da har du tilgang igjen fra i dag, og neste betaling flyttes tilbake.</Trans>
        ) : (
          <Trans>Da trekker du tilbake pausen, og abonnementet fortsetter som før.</Trans>
        )}
      </p>
      <FormFailures failed={form.failed} errors={form.form.errors} />
      <Form {...form.formProps} className={styles.actions}>
        {form.hidden}
        <input type="hidden" name="id" value={pause.pauseId} />
        <SubmitButton pending={form.pending} sending={t`Starter igjen …`}>
          {active ? t`Start igjen nå` : t`Trekk tilbake pausen`}
        </SubmitButton>
      </Form>
    </NamedSection>
  );
}

function NewLastDay({ pause, offer }: { pause: Pause; offer: PauseOffer }) {
  const { t } = useLingui();
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(changeEnd, {
    defaultValue: { to: pause.to },
    schema: changeEndSchema(() => offer),
  });
  const latest = offer.latestTo ? formatDate(offer.latestTo, __LOCALE__) : null;
  return (
    <NamedSection id="ny-siste-dag" heading={<Trans>Endre siste dag</Trans>} className={own.card}>
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <input type="hidden" name="id" value={pause.pauseId} />
        <div className={own.row}>
          <Field
            type="date"
            meta={fields.to}
            label={<Trans>Ny siste dag med pause</Trans>}
            description={latest ? <Trans>Senest {latest}.</Trans> : null}
            min={pause.from}
          />
          <SubmitButton pending={pending} className={`${styles.secondary} ${own.besideField}`}>
            {t`Endre siste dag`}
          </SubmitButton>
        </div>
      </Form>
    </NamedSection>
  );
}

/** After "Start igjen nå": the answer, and the way back. */
export function StartedAgain() {
  // No form here: the send that led here is answered on this page, at its heading.
  useAnswerFocus();
  return (
    <Page heading={<Trans>Abonnementet ditt er i gang igjen</Trans>}>
      <p>
        <Trans>Pausen er over, og du har tilgang igjen. Vi har sendt deg en kvittering.</Trans>
      </p>
      <GoToMinSide />
    </Page>
  );
}
