// The form of one registered change's row (a new last day, the day the paper comes again): the
// intent's form, the change it is for, the failed call's alert, and the field beside its button.
import type { ReactNode } from "react";
import { Form, type FormProps } from "react-router";
import { CallFailedAlert } from "#app/components/form.tsx";
import own from "#app/components/self-service.module.css";

export function ChangeRowForm({
  changeId,
  form,
  children,
}: {
  changeId: string;
  /** What useIntentForm gives for the form. */
  form: { formProps: FormProps; hidden: ReactNode; failed: boolean };
  children: ReactNode;
}) {
  return (
    <Form {...form.formProps}>
      {form.hidden}
      <input type="hidden" name="id" value={changeId} />
      {form.failed ? <CallFailedAlert /> : null}
      <div className={own.row}>{children}</div>
    </Form>
  );
}
