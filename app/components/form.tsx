// The one form pattern (STYLE.md §4): conform + zod; this component owns label, aria-invalid,
// aria-describedby and the error text at the field, so screen readers hear which field is wrong.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Form, Link, useActionData, type FormProps, type To } from "react-router";
import type { PersonChange } from "#app/auth/page-person.ts";
import { Trans } from "@lingui/react/macro";
import { CallFailed } from "./call-failed.tsx";
import { CustomerCentreContact } from "./customer-centre.tsx";
import styles from "./form.module.css";
import page from "./page.module.css";
import "#app/forms/messages.ts";

/** What every field has around its control: the label, the description and the error, tied to it. */
function FieldFrame({
  meta,
  label,
  description,
  children,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id}>{label}</label>
      {description ? (
        <p id={meta.descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
      <ErrorList id={meta.errorId} errors={meta.errors ?? []} />
    </div>
  );
}

export function Field({
  meta,
  label,
  description,
  type = "text",
  autoComplete,
  inputMode,
  min,
  disabled,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  description?: ReactNode;
  type?: "text" | "email" | "tel" | "date" | "time";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  /** The earliest date a date field takes. */
  min?: string;
  disabled?: boolean;
}) {
  return (
    <FieldFrame meta={meta} label={label} description={description}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: description ? meta.descriptionId : undefined })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        disabled={disabled}
        className={styles.input}
      />
    </FieldFrame>
  );
}

/** A longer text (a list of addresses): the same label, description and error wiring as Field. */
export function TextAreaField({
  meta,
  label,
  description,
  rows = 5,
}: {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  description?: ReactNode;
  rows?: number;
}) {
  return (
    <FieldFrame meta={meta} label={label} description={description}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: description ? meta.descriptionId : undefined })}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
      />
    </FieldFrame>
  );
}

export function ErrorList({ id, errors }: { id?: string; errors: string[] }) {
  if (errors.length === 0) return <div id={id} />;
  return (
    <div id={id} className={styles.error}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A form-level message (a failed call): announced at once, with what to do next. */
export function FormAlert({ errors, children }: { errors?: string[]; children?: ReactNode }) {
  if ((!errors || errors.length === 0) && !children) return null;
  return (
    <div role="alert" className={styles.alert}>
      {errors?.map((error) => (
        <p key={error}>{error}</p>
      ))}
      {children}
    </div>
  );
}

const PersonChanged = lazy(() => import("./person-changed.tsx"));

/**
 * CallFailed as a form's alert: `{failed ? <CallFailedAlert /> : null}` above the form. When nothing
 * was sent because the page shows someone the session no longer acts for, it says that instead.
 */
export function CallFailedAlert() {
  const reply = useActionData() as { personChanged?: PersonChange } | undefined;
  return (
    <FormAlert>
      {reply?.personChanged ? (
        <Suspense>
          <PersonChanged change={reply.personChanged} />
        </Suspense>
      ) : (
        <CallFailed />
      )}
    </FormAlert>
  );
}

/**
 * Above a form: a failed call's alert (`failed` of useIntentForm), or the platform's refusal of the
 * form as a whole (`form.errors`) with the customer centre, for a buyer who cannot see why.
 */
export function FormFailures({ failed, errors }: { failed: boolean; errors: string[] | undefined }) {
  return (
    <>
      {failed ? <CallFailedAlert /> : null}
      {errors?.length ? (
        <FormAlert errors={errors}>
          <CustomerCentreContact lead="retry" />
        </FormAlert>
      ) : null}
    </>
  );
}

/** A required choice as radio buttons in a fieldset; the error is tied to the group. */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<string | undefined>;
  legend: ReactNode;
  options: Array<{ value: string; label: ReactNode; description?: ReactNode }>;
}) {
  const errors = meta.errors ?? [];
  const invalid = errors.length > 0;
  return (
    <fieldset
      role="radiogroup"
      className={styles.fieldset}
      aria-describedby={invalid ? meta.errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => {
        const id = `${meta.id}-${index}`;
        return (
          <div key={option.value} className={styles.radio}>
            <input
              type="radio"
              id={id}
              name={meta.name}
              value={option.value}
              defaultChecked={meta.initialValue === option.value}
              aria-describedby={option.description ? `${id}-beskrivelse` : undefined}
            />
            <label htmlFor={id}>
              {option.label}
              {option.description ? (
                <span id={`${id}-beskrivelse`} className={styles.description}>
                  {option.description}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      <ErrorList id={meta.errorId} errors={errors} />
    </fieldset>
  );
}

// ─── The person: name and phone ──────────────────────────────────────────────────────────────────

type Meta = FieldMetadata<string | undefined>;

/** The person's name as the profile keeps it: given and family name (laid out by the form). */
export function NameFields({ givenName, familyName }: { givenName: Meta; familyName: Meta }) {
  return (
    <>
      <Field meta={givenName} label={<Trans>Fornavn</Trans>} autoComplete="given-name" />
      <Field meta={familyName} label={<Trans>Etternavn</Trans>} autoComplete="family-name" />
    </>
  );
}

/** A Norwegian phone number: a phone's number pad, and the browser may fill in its own number. */
export function PhoneField({ meta, description }: { meta: Meta; description?: ReactNode }) {
  return (
    <Field
      meta={meta}
      label={<Trans>Telefonnummer</Trans>}
      description={description}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
    />
  );
}

// ─── Sending: the submit button and the row it stands in ─────────────────────────────────────────

/** What a form's button says, and, when it has such a text, what it says while its intent is sent. */
type ButtonText = { children: ReactNode; sending?: ReactNode };

/**
 * A form's submit button: disabled, and said to be (aria-disabled), while its intent is sent, so a
 * second click sends nothing. Drawn as the screen's main button unless `className` says otherwise.
 */
export function SubmitButton({
  pending,
  sending,
  children,
  className = page.primary,
  ...button
}: ButtonText & { pending: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled">) {
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending} {...button}>
      {pending && sending ? sending : children}
    </button>
  );
}

/** The way out of a form without sending it ("Avbryt", "Jeg vil beholde abonnementet"). */
type Leave = { to: To; label: ReactNode };

function SubmitOrLeave({ leave, ...button }: ButtonText & { pending: boolean; leave?: Leave }) {
  return (
    <>
      <SubmitButton {...button} />
      {leave ? (
        <Link to={leave.to} className={page.secondary}>
          {leave.label}
        </Link>
      ) : null}
    </>
  );
}

/** A form's last row (page.module.css `actions`): its submit button and the way out beside it. */
export function FormActions(props: ButtonText & { pending: boolean; leave?: Leave }) {
  return (
    <div className={page.actions}>
      <SubmitOrLeave {...props} />
    </div>
  );
}

/** What useIntentForm gives that a form of one button needs. */
type SentForm = { formProps: FormProps; hidden: ReactNode; pending: boolean };

/**
 * A form that is only a decision (undo the purchase, keep the subscription, pay): the row of
 * buttons is the whole form.
 */
export function DecisionForm({ form, ...rest }: ButtonText & { form: SentForm; leave?: Leave }) {
  return (
    <Form {...form.formProps} className={page.actions}>
      {form.hidden}
      <SubmitOrLeave pending={form.pending} {...rest} />
    </Form>
  );
}
