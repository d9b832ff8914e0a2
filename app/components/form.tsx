// The one form pattern (STYLE.md §4): conform + zod; this component owns label, aria-invalid,
// aria-describedby and the error text at the field, so screen readers hear which field is wrong.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { CallFailed } from "./call-failed.tsx";
import styles from "./form.module.css";
import "#app/forms/zod-messages.ts";

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
  type?: "text" | "email" | "tel" | "date";
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

/** CallFailed as a form's alert: `{failed ? <CallFailedAlert /> : null}` above the form. */
export function CallFailedAlert() {
  return (
    <FormAlert>
      <CallFailed />
    </FormAlert>
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
