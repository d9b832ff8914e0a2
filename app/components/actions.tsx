import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Form, Link, type FormProps, type To } from "react-router";
import styles from "./page.module.css";

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
  className = styles.primary,
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
        <Link to={leave.to} className={styles.secondary}>
          {leave.label}
        </Link>
      ) : null}
    </>
  );
}

/** A form's last row (page.module.css `actions`): its submit button and the way out beside it. */
export function FormActions(props: ButtonText & { pending: boolean; leave?: Leave }) {
  return (
    <div className={styles.actions}>
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
    <Form {...form.formProps} className={styles.actions}>
      {form.hidden}
      <SubmitOrLeave pending={form.pending} {...rest} />
    </Form>
  );
}
