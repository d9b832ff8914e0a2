// "Send ny kode": a form of one secondary button that asks for a code to be sent again, with the
// values the intent needs (the address, the search) as hidden fields.
import type { ReactNode } from "react";
import { Form, type FormProps } from "react-router";
import { SubmitButton } from "./form.tsx";
import page from "./page.module.css";

/** What useIntentForm gives that this form needs. */
type SentForm = { formProps: FormProps; hidden: ReactNode; pending: boolean };

export function SendAgainForm({
  form,
  values,
  className,
  children,
}: {
  form: SentForm;
  values: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form {...form.formProps} className={className}>
      {form.hidden}
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton pending={form.pending} className={page.secondary}>
        {children}
      </SubmitButton>
    </Form>
  );
}
