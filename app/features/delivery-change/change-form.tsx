// The form of the "register" intent: what to change, from and to (or "til videre"), and for a
// transfer or a move the address. A proposed first day (past the deadline) is filled in.
import { getInputProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { Delivery } from "#app/api/contract/delivery.ts";
import { AddressFields, usePostalLookup } from "#app/components/address-fields.tsx";
import { CallFailedAlert, Field, RadioGroup, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate, formatTime } from "#app/domain/format.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { CHANGE_TYPES, changeSchema, needsAddress, scheduleOf } from "./change-schema.ts";
import { CreditLine, StopCreditEstimate } from "./credit.tsx";
import { ChangeSummary, changeTypeChoice } from "./words.tsx";
import { register } from "./intents.ts";

export function ChangeForm({ delivery, earliest }: { delivery: Delivery; earliest: string }) {
  const { t } = useLingui();
  const { fields, formProps, hidden, pending, failed, answer } = useIntentForm(register, {
    schema: changeSchema(delivery),
    defaultValue: { from: earliest },
  });
  const registered = answer?.registered ?? null;
  // What went through is listed above it: the form starts afresh for the next change.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (registered) formRef.current?.reset();
  }, [registered]);

  // The place of the postal code, looked up as it is typed.
  const postal = usePostalLookup(fields.postalCode.value);

  const type = fields.type.value;
  const permanent = type === "PERMANENT";
  const openEnd = fields.openEnd.value === "on";
  const deadline = formatTime(delivery.deadline);
  const earliestDate = formatDate(earliest, __LOCALE__);

  return (
    <section aria-labelledby="ny-endring" className={own.card}>
      <h2 id="ny-endring">
        <Trans>Registrer en endring</Trans>
      </h2>
      <div aria-live="polite">
        {registered ? (
          <p className={formStyles.status}>
            <Trans>
              Endringen er registrert: <ChangeSummary change={registered} />.
            </Trans>
          </p>
        ) : null}
        {registered?.type === "STOP" ? (
          <div className={formStyles.status}>
            <CreditLine credit={registered.credit} />
          </div>
        ) : null}
      </div>
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps} ref={formRef}>
        {hidden}
        <RadioGroup
          meta={fields.type}
          legend={<Trans>Hva vil du endre?</Trans>}
          options={CHANGE_TYPES.map((value) => ({ value, label: changeTypeChoice(value) }))}
        />
        <div className={own.row}>
          <Field
            type="date"
            meta={fields.from}
            label={<Trans>Første dag</Trans>}
            description={
              <Trans>
                Endringer må registreres før kl. {deadline} dagen før en utgivelsesdag. Tidligste dag du kan
                velge nå, er {earliestDate}.
              </Trans>
            }
            min={earliest}
          />
          <div hidden={permanent}>
            <Field
              type="date"
              meta={fields.to}
              label={<Trans>Siste dag</Trans>}
              min={fields.from.value || earliest}
              disabled={openEnd}
            />
            <div className={formStyles.radio}>
              <input
                {...getInputProps(fields.openEnd, { type: "checkbox" })}
                aria-describedby={`${fields.openEnd.id}-beskrivelse`}
              />
              <label htmlFor={fields.openEnd.id}>
                <Trans>Til videre</Trans>
                <span id={`${fields.openEnd.id}-beskrivelse`} className={formStyles.description}>
                  <Trans>Når du ikke vet ennå når endringen skal slutte.</Trans>
                </span>
              </label>
            </div>
          </div>
        </div>
        {type === "STOP" ? (
          <div aria-live="polite" className={formStyles.description}>
            <StopCreditEstimate
              credit={delivery.stopCredit}
              from={fields.from.value}
              to={fields.to.value}
              openEnd={openEnd}
              schedule={scheduleOf(delivery)}
            />
          </div>
        ) : null}
        {/* Hidden, not removed, for a stop: what was typed is still there when the type changes back. */}
        <fieldset className={own.group} hidden={!needsAddress(type)}>
          <legend>
            <Trans>Hvor skal avisen leveres?</Trans>
          </legend>
          <AddressFields fields={fields} {...postal} />
        </fieldset>
        <SubmitButton pending={pending} sending={t`Registrerer …`}>{t`Registrer endringen`}</SubmitButton>
      </Form>
    </section>
  );
}
