// The screens of /betalingsdag (docs/decisions/079): the day, the confirmation with the first period
// after the change priced for its days (the platform's quote), and the answer.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { NextPayment } from "#app/api/contract/payments.ts";
import type { PaymentDayQuote } from "#app/api/contract/schedule.ts";
import { DecisionForm, Field, FormActions, FormFailures } from "#app/components/form.tsx";
import { GoToMinSide } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { useAnswerFocus } from "#app/forms/answer-focus.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { chooseDay, confirmDay, daySchema } from "./intents.ts";

type Charge = Exclude<NextPayment, { kind: "NONE_CANCELLED" }>;

export function ChooseDay({ next }: { next: Charge | null }) {
  const { t } = useLingui();
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(chooseDay, {
    schema: daySchema,
  });
  const date = next ? formatDate(next.date, __LOCALE__) : null;
  return (
    <Page
      heading={<Trans>Endre betalingsdag</Trans>}
      intro={<Trans>Velg hvilken dag i måneden du vil betale, for eksempel rett etter lønningsdagen.</Trans>}
    >
      {date ? (
        <p>
          <Trans>Neste betaling er {date}.</Trans>
        </p>
      ) : null}
      <FormFailures failed={failed} errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <Field
          meta={fields.day}
          label={<Trans>Dag i måneden</Trans>}
          description={<Trans>En dag fra 1 til 28. Alle måneder har de dagene.</Trans>}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormActions
          pending={pending}
          sending={t`Regner ut …`}
          leave={{ to: "/", label: <Trans>Avbryt</Trans> }}
        >
          {t`Fortsett`}
        </FormActions>
      </Form>
    </Page>
  );
}

export function ConfirmDay({ quote, next }: { quote: PaymentDayQuote; next: Charge | null }) {
  const { t } = useLingui();
  const form = useIntentForm(confirmDay);
  const day = quote.day;
  const old = next ? formatDate(next.date, __LOCALE__) : null;
  const date = formatDate(quote.date, __LOCALE__);
  const from = formatDate(quote.periodFrom, __LOCALE__);
  const to = formatDate(quote.periodTo, __LOCALE__);
  const days = quote.days;
  const amount = formatKroner(quote.amount);
  const usualAmount = formatKroner(quote.usualAmount);
  const usualDays = quote.usualDays;
  return (
    <Page heading={<Trans>Bekreft ny betalingsdag</Trans>}>
      <FormFailures failed={form.failed} errors={form.form.errors} />
      <p>
        {quote.invoice ? (
          <Trans>Fakturaene dine får forfall den {day}. i måneden.</Trans>
        ) : (
          <Trans>Du betaler den {day}. i måneden.</Trans>
        )}{" "}
        {old ? (
          <Trans>
            Neste betaling flyttes fra {old} til {date}.
          </Trans>
        ) : (
          <Trans>Neste betaling blir {date}.</Trans>
        )}
      </p>
      <h2>
        <Trans>Den første perioden</Trans>
      </h2>
      <p>
        <Trans>
          Betalingen {date} gjelder perioden {from} – {to}, {days} dager, og blir {amount}.
        </Trans>{" "}
        <Trans>
          En vanlig periode på {usualDays} dager koster {usualAmount}, så du betaler for de dagene perioden
          varer.
        </Trans>
      </p>
      <DecisionForm
        form={form}
        sending={t`Flytter betalingsdagen …`}
        leave={{ to: "/betalingsdag", label: <Trans>Velg en annen dag</Trans> }}
      >
        {t`Flytt betalingsdagen`}
      </DecisionForm>
    </Page>
  );
}

export function DayChanged({ next }: { next: Charge | null }) {
  // No form here: the send that led here is answered on this page, at its heading.
  useAnswerFocus();
  const date = next ? formatDate(next.date, __LOCALE__) : null;
  const amount = next ? formatKroner(next.amount) : null;
  return (
    <Page heading={<Trans>Betalingsdagen er endret</Trans>}>
      {date && amount ? (
        <p>
          <Trans>
            Neste betaling er {date}: {amount}. Vi har sendt deg en kvittering.
          </Trans>
        </p>
      ) : null}
      <GoToMinSide />
    </Page>
  );
}
