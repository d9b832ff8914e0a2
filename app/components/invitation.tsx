// The invited person's side of an invitation sent by e-mail or SMS (to help with a subscription by
// power of attorney, to join a family subscription): the page that asks them to accept, and the
// page for a link that leads nowhere now. The features say what; this is how both are laid out.
import type { ReactNode } from "react";
import { Form, type FormProps } from "react-router";
import { CallFailedAlert, SubmitButton } from "./form.tsx";
import { GoToMinSide } from "./links.tsx";
import { Page } from "./page.tsx";

/** What useIntentForm gives that the accepting form needs. */
type AcceptForm = { formProps: FormProps; hidden: ReactNode; pending: boolean; failed: boolean };

/**
 * An open invitation: who invites to what (`intro`), what accepting means (`children`, its
 * paragraphs), and the one button — `label`, and `sending` while it is sent.
 */
export function InvitationToAccept({
  heading,
  intro,
  form: { formProps, hidden, pending, failed },
  label,
  sending,
  children,
}: {
  heading: ReactNode;
  intro: ReactNode;
  form: AcceptForm;
  label: ReactNode;
  sending: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page heading={heading} intro={intro}>
      {children}
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps}>
        {hidden}
        <SubmitButton pending={pending} sending={sending}>
          {label}
        </SubmitButton>
      </Form>
    </Page>
  );
}

/** A link that leads nowhere now: why, said as the page's own, and the way back to Min side. */
export function InvitationDeadEnd({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      <p>{children}</p>
      <GoToMinSide />
    </Page>
  );
}
