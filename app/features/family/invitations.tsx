// The people shared with, each with its state and date (SPEC §2, §4), and what the owner can do:
// withdraw an unanswered invitation, send it again, or remove a member, after a confirmation that
// names the person (they lose access at once).
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { Form } from "react-router";
import type { FamilyInvitation } from "#app/api/contract/family.ts";
import { CallFailedAlert, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { invitationActions } from "#app/domain/family-sharing.ts";
import { sendFailed } from "#app/forms/intent.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import type { Done } from "./screen.ts";
import { stateDetail, stateName } from "./words.tsx";
import family from "./family.module.css";
import { remove, resend, withdraw } from "./intents.ts";

type RowIntent = typeof withdraw | typeof resend | typeof remove;

/** What went through, said once the list shows it (the id comes back in the URL). */
export function doneMessage(done: { intent: Done; id: string } | null, list: FamilyInvitation[]) {
  const invitation = done && list.find((i) => i.id === done.id);
  if (!done || !invitation) return null;
  const who = invitation.name ?? invitation.email;
  const email = invitation.email;
  switch (done.intent) {
    case "invite":
      return t`Invitasjonen er sendt til ${email}.`;
    case "resend":
      return t`Invitasjonen er sendt på nytt til ${email}.`;
    case "withdraw":
      return t`Invitasjonen til ${email} er trukket tilbake.`;
    case "remove":
      return t`${who} er fjernet fra familiedelingen og har ikke lenger tilgang.`;
  }
}

export function Invitations({
  invitations,
  titleName,
  done,
}: {
  invitations: FamilyInvitation[];
  titleName: string;
  done: string | null;
}) {
  // What the last row intent answered: a refusal, or that its call failed (said once, for the list).
  const replies = [useReply(withdraw), useReply(resend), useReply(remove)];
  const refusal = replies.find((reply) => reply?.status === 200)?.data.refusal;
  const failed = replies.some((reply) => sendFailed(reply));
  return (
    <section aria-labelledby="delt-med" className={own.card}>
      <h2 id="delt-med">
        <Trans>Du deler med</Trans>
      </h2>
      <div aria-live="polite">{done ? <p className={formStyles.status}>{done}</p> : null}</div>
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {failed ? <CallFailedAlert /> : null}
      {invitations.length === 0 ? (
        <p>
          <Trans>Du deler ikke abonnementet med noen ennå.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} titleName={titleName} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationItem({ invitation, titleName }: { invitation: FamilyInvitation; titleName: string }) {
  const actions = invitationActions(invitation.state);
  const summaryId = `invitasjon-${invitation.id}`;
  return (
    <li className={own.item}>
      <p className={own.itemTitle} id={summaryId}>
        {invitation.name ?? invitation.email}
      </p>
      {invitation.name ? <p>{invitation.email}</p> : null}
      <p>
        <strong className={family.state}>{stateName(invitation.state)}</strong> {stateDetail(invitation)}
      </p>
      <div className={styles.actions}>
        {actions.resend ? (
          <RowButton intent={resend} invitation={invitation} summaryId={summaryId}>
            <Trans>Send på nytt</Trans>
          </RowButton>
        ) : null}
        {actions.withdraw ? (
          <RowButton intent={withdraw} invitation={invitation} summaryId={summaryId}>
            <Trans>Trekk tilbake</Trans>
          </RowButton>
        ) : null}
        {actions.remove ? (
          <RemoveMember invitation={invitation} titleName={titleName} summaryId={summaryId} />
        ) : null}
      </div>
    </li>
  );
}

/** The form of one row intent for one invitation. */
const useRowForm = (intent: RowIntent, id: string) =>
  useIntentForm(intent, { id: `${intent.name}-${id}`, match: { id } });

function RowButton({
  intent,
  invitation,
  summaryId,
  children,
}: {
  intent: RowIntent;
  invitation: FamilyInvitation;
  summaryId: string;
  children: ReactNode;
}) {
  const { formProps, hidden, pending } = useRowForm(intent, invitation.id);
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="id" value={invitation.id} />
      <SubmitButton pending={pending} className={styles.secondary} aria-describedby={summaryId}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** "Fjern" opens a confirmation that names the person; only "Ja, fjern …" removes them. */
function RemoveMember({
  invitation,
  titleName,
  summaryId,
}: {
  invitation: FamilyInvitation;
  titleName: string;
  summaryId: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const { formProps, hidden, pending } = useRowForm(remove, invitation.id);
  const who = invitation.name ?? invitation.email;
  const headingId = `fjern-${invitation.id}`;
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        aria-describedby={summaryId}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          cancel.current?.focus();
        }}
      >
        <Trans>Fjern</Trans>
      </button>
      <dialog ref={dialog} aria-labelledby={headingId} className={family.dialog}>
        <h2 id={headingId}>
          <Trans>Fjerne {who}?</Trans>
        </h2>
        <p>
          <Trans>
            {who} mister tilgangen til {titleName} med en gang. Du kan invitere personen igjen senere.
          </Trans>
        </p>
        <Form
          {...formProps}
          className={styles.actions}
          onSubmit={(event) => {
            dialog.current?.close();
            formProps.onSubmit(event);
          }}
        >
          {hidden}
          <input type="hidden" name="id" value={invitation.id} />
          <SubmitButton pending={pending}>
            <Trans>Ja, fjern {who}</Trans>
          </SubmitButton>
          <button
            type="button"
            ref={cancel}
            className={styles.secondary}
            onClick={() => dialog.current?.close()}
          >
            <Trans>Avbryt</Trans>
          </button>
        </Form>
      </dialog>
    </>
  );
}
