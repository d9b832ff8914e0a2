// The AvtaleGiro part of /endre-betalingsmetode (docs/decisions/053): what the bank has said about
// the mandate, the form that sends the subscriber to the bank with a limit, and stopping it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useSearchParams } from "react-router";
import type { MandateOverview } from "#app/api/contract/mandates.ts";
import { CallFailedAlert, Field, FormActions, FormAlert } from "#app/components/form.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { recentlyRejected } from "#app/domain/mandate.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { useShownOnArrival } from "#app/forms/answer-focus.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { mandateRejectionText } from "#app/i18n/words.ts";
import { StopMethodForm } from "./stop-form.tsx";
import { mandateSchema, setUpAvtaleGiro, stopAvtaleGiro } from "./intents.ts";

export function AvtaleGiroSection({ overview }: { overview: MandateOverview | null }) {
  if (!overview) {
    return (
      <section aria-labelledby="avtalegiro">
        <h2 id="avtalegiro">
          <Trans>AvtaleGiro</Trans>
        </h2>
        <p role="alert">
          <Trans>
            Vi fikk ikke hentet AvtaleGiro-avtalen din akkurat nå. Last siden på nytt for å prøve igjen.
          </Trans>
        </p>
      </section>
    );
  }
  const mandate = overview.mandate;
  const live = mandate?.status === "ACTIVE" || mandate?.status === "WAITING";
  return (
    <section aria-labelledby="avtalegiro">
      <h2 id="avtalegiro">
        <Trans>AvtaleGiro</Trans>
      </h2>
      <p>
        <Trans>
          Med AvtaleGiro trekker banken beløpet fra kontoen din på forfallsdagen. Du slipper fakturaen, og
          banken trekker aldri mer enn beløpsgrensen du setter. Du godkjenner avtalen i nettbanken.
        </Trans>
      </p>
      <MandateStatus overview={overview} />
      {mandate?.status === "WAITING" ? null : <SetUpForm overview={overview} />}
      {live ? <StopForm /> : null}
    </section>
  );
}

/**
 * What the bank has said. Back from the bank (the return address's `avtalegiro` hint; what is said is
 * read from the platform), it is where the eyes land: in view and focused, on a phone too.
 */
function MandateStatus({ overview }: { overview: MandateOverview }) {
  const [params] = useSearchParams();
  const back = params.get("avtalegiro");
  const answer = useShownOnArrival<HTMLDivElement>(back !== null);
  const said = <MandateSaid overview={overview} back={back} />;
  return back ? <div ref={answer}>{said}</div> : said;
}

function MandateSaid({ overview, back }: { overview: MandateOverview; back: string | null }) {
  const mandate = overview.mandate;
  if (!mandate) return null;
  const limit = formatKroner(mandate.limit);
  const requested = formatDate(mandate.requestedOn, __LOCALE__);
  switch (mandate.status) {
    case "ACTIVE":
      return (
        <p role="status">
          {back ? (
            <>
              <strong>
                <Trans>Banken godkjente AvtaleGiro.</Trans>
              </strong>{" "}
            </>
          ) : null}
          <strong>
            <Trans>Du har AvtaleGiro med beløpsgrense {limit} per trekk.</Trans>
          </strong>
        </p>
      );
    case "WAITING":
      return (
        <p role="status">
          <strong>
            <Trans>AvtaleGiro venter på svar fra banken.</Trans>
          </strong>{" "}
          <Trans>
            Du ba om avtalen {requested}, med beløpsgrense {limit}. Svaret kan ta noen dager. Til banken har
            godkjent, betaler du neste faktura som før.
          </Trans>
        </p>
      );
    case "REJECTED":
      if (!recentlyRejected(mandate, osloToday())) return null;
      return (
        <div role="alert">
          <p>
            <strong>
              <Trans>Banken avviste AvtaleGiro-avtalen.</Trans>
            </strong>{" "}
            {mandate.rejection ? mandateRejectionText(mandate.rejection) : null}
          </p>
          <p>
            <Trans>Du betaler som før. Sjekk kontonummeret i nettbanken, og prøv igjen.</Trans>
          </p>
        </div>
      );
    case "CANCELLED":
      return back ? (
        <p role="alert">
          <Trans>Du avbrøt AvtaleGiro i nettbanken. Ingenting er endret.</Trans>
        </p>
      ) : null;
    case "FAILED":
      return back ? (
        <p role="alert">
          <Trans>Noe gikk galt i nettbanken, og AvtaleGiro ble ikke opprettet. Ingenting er endret.</Trans>
        </p>
      ) : null;
    case "STOPPED": {
      // Stopped here (the answer to the stop) or replaced by a card or Vipps.
      const stopped = formatDate(mandate.answeredOn ?? mandate.requestedOn, __LOCALE__);
      return (
        <p role="status">
          <Trans>AvtaleGiro ble stoppet {stopped}.</Trans>
        </p>
      );
    }
    default:
      return null;
  }
}

function SetUpForm({ overview }: { overview: MandateOverview }) {
  const { t } = useLingui();
  const active = overview.mandate?.status === "ACTIVE" ? overview.mandate : null;
  const renew = active !== null;
  const { fields, form, formProps, hidden, pending, failed } = useIntentForm(setUpAvtaleGiro, {
    schema: mandateSchema(overview.largestCharge),
    // A new limit starts from the one the bank has now (never below what was just set), or from the
    // suggestion when the largest charge has outgrown it.
    defaultValue: { limit: String(Math.max(active?.limit ?? 0, overview.suggestedLimit)) },
  });
  const largest = formatKroner(overview.largestCharge);
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      <FormAlert errors={form.errors} />
      <Field
        meta={fields.limit}
        label={
          renew ? <Trans>Ny beløpsgrense per trekk (kr)</Trans> : <Trans>Beløpsgrense per trekk (kr)</Trans>
        }
        inputMode="numeric"
        description={
          <Trans>
            Det største trekket som kommer, er {largest}. Sett grensen litt over, så går trekket gjennom også
            om prisen stiger.
          </Trans>
        }
      />
      <FormActions pending={pending} sending={t`Sender deg til nettbanken …`}>
        {renew ? t`Endre beløpsgrensen i nettbanken` : t`Opprett AvtaleGiro i nettbanken`}
      </FormActions>
    </Form>
  );
}

function StopForm() {
  const { t } = useLingui();
  return (
    <StopMethodForm form={useIntentForm(stopAvtaleGiro)} label={t`Stopp AvtaleGiro`}>
      <Trans>
        Stopper du AvtaleGiro, kommer neste betaling som faktura. Vil du heller betale med kort eller Vipps,
        velger du det under Ny betalingsmåte.
      </Trans>
    </StopMethodForm>
  );
}
