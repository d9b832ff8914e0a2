// The "invite helper" intent: the helper's name, where the code goes (an e-mail address or a
// Norwegian mobile number), what they may do and until when. Checked here with the platform's rules
// (app/domain/fullmakt.ts), then by the platform, which refuses the subscriber's own address and a
// person who already helps. Keyed: a double click or a retry invites once.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { CallFailedAlert, ErrorList, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { defaultValidUntil, HELPER_RIGHTS } from "#app/domain/fullmakt.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { neverText, rightName } from "./words.ts";
import { invite } from "./intents.ts";

export function InviteHelperForm() {
  const { t } = useLingui();
  const today = osloToday();
  const { form, fields, formProps, hidden, pending, failed } = useIntentForm(invite, {
    defaultValue: { validUntil: defaultValidUntil(today), see: "on" },
  });
  const rightsError = fields.see.errors ?? [];
  return (
    <section aria-labelledby="gi-fullmakt" className={own.card}>
      <h2 id="gi-fullmakt">
        <Trans>Gi noen fullmakt</Trans>
      </h2>
      <p>
        <Trans>
          Den du gir fullmakt, får en kode på e-post eller SMS, logger inn med sin egen bruker og kan hjelpe
          deg med det du velger her, til datoen du setter. Du kan avslutte fullmakten når du vil.
        </Trans>
      </p>
      <p>{neverText()}</p>
      {failed ? <CallFailedAlert /> : null}
      <FormAlert errors={form.errors} />
      <Form {...formProps}>
        {hidden}
        <Field meta={fields.name} label={<Trans>Navn på hjelperen</Trans>} autoComplete="off" />
        <Field
          meta={fields.contact}
          label={<Trans>E-post eller mobilnummer</Trans>}
          description={<Trans>Hit sender vi koden hjelperen godtar fullmakten med.</Trans>}
          autoComplete="off"
        />
        <fieldset
          className={formStyles.fieldset}
          aria-describedby={rightsError.length > 0 ? fields.see.errorId : undefined}
        >
          <legend>
            <Trans>Hjelperen kan</Trans>
          </legend>
          {HELPER_RIGHTS.map((right) => (
            <RightBox
              key={right}
              meta={fields[right]}
              label={rightName(right)}
              // The group's message sits on its first box: checked again at every box, so a message
              // that no longer holds goes at once, not when the reader presses send (the page then
              // moved under the pointer, and the press missed the button).
              onChange={() => form.validate({ name: fields.see.name })}
            />
          ))}
          <ErrorList id={fields.see.errorId} errors={rightsError} />
        </fieldset>
        <Field meta={fields.validUntil} label={<Trans>Gjelder til og med</Trans>} type="date" min={today} />
        <SubmitButton pending={pending} sending={t`Sender …`}>{t`Send invitasjon`}</SubmitButton>
      </Form>
    </section>
  );
}

function RightBox({
  meta,
  label,
  onChange,
}: {
  meta: FieldMetadata<boolean | undefined>;
  label: string;
  onChange: () => void;
}) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={formStyles.radio}>
      <input {...props} key={meta.key} onChange={onChange} />
      <label htmlFor={meta.id}>{label}</label>
    </div>
  );
}
