// The form of the "register" intent: what to change, from and to (or "til videre"), and for a
// transfer or a move the address. A proposed first day (past the deadline) is filled in.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { Delivery } from "#app/api/contract/delivery.ts";
import { useKeptDraft } from "#app/forms/use-kept-draft.ts";
import { AddressFields, usePostalLookup } from "#app/components/address-fields.tsx";
import { CallFailed } from "#app/components/call-failed.tsx";
import { ErrorList, FormAlert, RadioGroup } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { KEY_PARAM } from "#app/forms/intent-key.ts";
import { CHANGE_TYPES, changeSchema, needsAddress } from "./change-schema.ts";
import { ChangeSummary, changeTypeChoice } from "./labels.tsx";
import type { RegisterAnswer } from "./register.ts";

export function ChangeForm({
  delivery,
  earliest,
  screenKey,
  answer,
}: {
  delivery: Delivery;
  earliest: string;
  /** The screen's idempotency key as of the changes shown (docs/decisions/006). */
  screenKey: string;
  /** The action's answer when it was a registration. */
  answer: RegisterAnswer | undefined;
}) {
  const { t } = useLingui();
  const [form, fields] = useForm({
    lastResult: useKeptDraft(answer?.result),
    defaultValue: { from: earliest },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchema() }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";

  // The place of the postal code, looked up as it is typed.
  const postal = usePostalLookup(fields.postalCode.value);

  const type = fields.type.value;
  const permanent = type === "PERMANENT";
  const openEnd = fields.openEnd.value === "on";
  // The latest proposed first day stays the from-field's key, so another action (a withdrawal)
  // does not mount the field afresh and lose what was typed since.
  const latestProposal = answer && "proposal" in answer ? answer.proposal : null;
  const [proposal, setProposal] = useState(latestProposal);
  if (latestProposal && latestProposal !== proposal) setProposal(latestProposal);
  const registered = answer && "registered" in answer ? answer.registered : null;
  const deadline = delivery.deadline.replace(":", ".");
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
      </div>
      {answer && "failed" in answer ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name={KEY_PARAM} value={screenKey} />
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="deliveryDays" value={delivery.deliveryDays.join(",")} />
        <input type="hidden" name="deadline" value={delivery.deadline} />
        <RadioGroup
          meta={fields.type}
          legend={<Trans>Hva vil du endre?</Trans>}
          options={CHANGE_TYPES.map((value) => ({ value, label: changeTypeChoice(value) }))}
        />
        <div className={own.row}>
          <DateField
            meta={fields.from}
            label={<Trans>Første dag</Trans>}
            description={
              <Trans>
                Endringer må registreres før kl. {deadline} dagen før en utgivelsesdag. Tidligste dag du kan
                velge nå, er {earliestDate}.
              </Trans>
            }
            min={earliest}
            inputKey={proposal?.key}
            defaultValue={proposal?.from}
          />
          <div hidden={permanent}>
            <DateField
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
        {/* Hidden, not removed, for a stop: what was typed is still there when the type changes back. */}
        <fieldset className={own.group} hidden={!needsAddress(type)}>
          <legend>
            <Trans>Hvor skal avisen leveres?</Trans>
          </legend>
          <AddressFields fields={fields} {...postal} />
        </fieldset>
        <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
          {submitting ? t`Registrerer …` : t`Registrer endringen`}
        </button>
      </Form>
    </section>
  );
}

function DateField({
  meta,
  label,
  description,
  min,
  disabled,
  inputKey,
  defaultValue,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  description?: ReactNode;
  min?: string;
  disabled?: boolean;
  /** A new key mounts the input afresh with `defaultValue` (a proposed date). */
  inputKey?: string;
  defaultValue?: string;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={meta.id}>{label}</label>
      {description ? (
        <p id={meta.descriptionId} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <input
        {...getInputProps(meta, {
          type: "date",
          ariaDescribedBy: description ? meta.descriptionId : undefined,
        })}
        key={inputKey}
        defaultValue={defaultValue ?? meta.initialValue}
        min={min}
        disabled={disabled}
        className={formStyles.input}
      />
      <ErrorList id={meta.errorId} errors={meta.errors ?? []} />
    </div>
  );
}
