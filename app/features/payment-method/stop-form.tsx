// Stopping a way to pay that the bank holds (AvtaleGiro, eFaktura): one form for both, since
// stopping either is one button and a word on what comes instead.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, type FormProps } from "react-router";
import { CallFailedAlert, FormAlert, SubmitButton } from "#app/components/form.tsx";

/** What useIntentForm gives that a stop needs. */
type SentStop = {
  form: { errors?: string[] };
  formProps: FormProps;
  hidden: ReactNode;
  pending: boolean;
  failed: boolean;
};

/** The stop's form: what comes after it (`children`, one paragraph) and its button, `label`. */
export function StopMethodForm({
  form: { form, formProps, hidden, pending, failed },
  label,
  children,
}: {
  form: SentStop;
  label: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Form {...formProps}>
      {hidden}
      {failed ? <CallFailedAlert /> : null}
      <FormAlert errors={form.errors} />
      <p>{children}</p>
      <SubmitButton pending={pending} sending={t`Stopper …`}>
        {label}
      </SubmitButton>
    </Form>
  );
}
