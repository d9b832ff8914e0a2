// The "invite helper" intent: the helper's name, where the code goes (an e-mail address or a
// Norwegian mobile number), what they may do and until when. Checked here with the platform's rules
// (app/domain/fullmakt.ts), then by the platform, which refuses the subscriber's own address and a
// person who already helps. Keyed: a double click or a retry invites once.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { z } from "zod/mini";
import { inviteHelper } from "#app/api/fullmakt.ts";
import { CallFailedAlert, ErrorList, Field, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import {
  defaultValidUntil,
  HELPER_NAME_MAX,
  HELPER_RIGHTS,
  latestValidUntil,
  rightsProblem,
  validUntilProblem,
} from "#app/domain/fullmakt.ts";
import { formatDate } from "#app/domain/format.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { looksLikeEmail, normalizeNorwegianPhone } from "#app/domain/validation.ts";
import { defineIntent, refused } from "#app/forms/intent.ts";
import { requiredMessage } from "#app/forms/messages.ts";
import { typedText } from "#app/forms/text.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import { afterChange } from "./screen.ts";
import { neverText, rightName } from "./words.ts";

const isEmail = (value: string) => z.email().safeParse(value).success;

const inviteSchema = z
  .object({
    name: typedText(z.string({ error: () => requiredMessage(t`Navn`) }).check(z.trim()), {
      max: HELPER_NAME_MAX,
      name: true,
    }),
    contact: typedText(
      z.string({ error: () => requiredMessage(t`E-post eller mobilnummer`) }).check(z.trim()),
      {
        max: 254,
      },
    ).check(
      z.refine(
        (value) => (looksLikeEmail(value) ? isEmail(value) : normalizeNorwegianPhone(value) !== null),
        {
          error: () => t`Skriv en gyldig e-postadresse eller et mobilnummer med 8 siffer`,
        },
      ),
    ),
    see: z._default(z.boolean(), false),
    pay: z._default(z.boolean(), false),
    delivery: z._default(z.boolean(), false),
    complaint: z._default(z.boolean(), false),
    validUntil: z.iso.date({ error: () => requiredMessage(t`Gjelder til og med`) }),
  })
  .check((ctx) => {
    const value = ctx.value;
    const rights = HELPER_RIGHTS.filter((right) => value[right]);
    // The rights are one group: its first box carries the message, so focus goes there.
    if (rights.length === 0)
      ctx.issues.push({
        code: "custom",
        path: ["see"],
        input: value,
        message: t`Velg minst én ting hjelperen kan gjøre`,
      });
    else if (rightsProblem(rights))
      ctx.issues.push({
        code: "custom",
        path: ["see"],
        input: value,
        message: t`For å betale fakturaer må hjelperen også kunne se dem`,
      });
    const today = osloToday();
    const problem = validUntilProblem(value.validUntil, today);
    if (problem) {
      const latest = formatDate(latestValidUntil(today), __LOCALE__);
      ctx.issues.push({
        code: "custom",
        path: ["validUntil"],
        input: value,
        message:
          problem === "past"
            ? t`Datoen kan ikke være før i dag`
            : t`Fullmakten kan gjelde til og med ${latest}, ikke lenger`,
      });
    }
  });

export const invite = defineIntent({
  name: "invite",
  keyed: true,
  schema: inviteSchema,
  async run({ value, key }) {
    const email = looksLikeEmail(value.contact) ? value.contact : null;
    const outcome = await inviteHelper(
      {
        titleCode: currentTitle().titleCode,
        name: value.name,
        email,
        phoneNumber: email ? null : normalizeNorwegianPhone(value.contact),
        rights: HELPER_RIGHTS.filter((right) => value[right]),
        validUntil: value.validUntil,
      },
      { idempotencyKey: key },
    );
    switch (outcome.kind) {
      case "ok":
        return afterChange("invite", outcome.grant.id);
      case "own-contact":
        return refused({ contact: [t`Dette er din egen adresse eller ditt eget nummer. Skriv hjelperens.`] });
      case "already-helper":
        return refused({
          contact: [t`Denne personen har allerede fullmakt eller en invitasjon fra deg. Se listen nedenfor.`],
        });
      case "no-subscription":
        return refused({}, [t`Du trenger et abonnement selv for å gi noen fullmakt til det.`]);
    }
  },
});

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
