// The people shared with, each with its state and date (SPEC §2, §4), and what the owner can do:
// withdraw an unanswered invitation, send it again, or remove a member, after a confirmation that
// names the person (they lose access at once).
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { Form, redirect, useNavigation } from "react-router";
import type { FamilyInvitation } from "#app/api/contract/family.ts";
import {
  removeFamilyMember,
  resendFamilyInvitation,
  withdrawFamilyInvitation,
  type Household,
} from "#app/api/family.ts";
import { CallFailed } from "#app/components/call-failed.tsx";
import { FormAlert } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { invitationActions } from "#app/domain/family-sharing.ts";
import { rowKey, withFreshKey } from "./keys.ts";
import { stateDetail, stateName } from "./labels.tsx";
import family from "./family.module.css";

export type RowIntent = "withdraw" | "resend" | "remove";

/** One of the row intents; a change that went through leads to the screen with a fresh key. */
export async function changeInvitation(
  household: Household,
  intent: RowIntent,
  id: string,
  screenKey: string,
) {
  const options = { idempotencyKey: rowKey(screenKey, intent, id) };
  try {
    if (intent === "withdraw") {
      const outcome = await withdrawFamilyInvitation(household, id, options);
      if (outcome.kind === "ok") return redirect(withFreshKey("/familiedeling", { trukket: id }));
      return {
        intent,
        id,
        refusal: t`Invitasjonen er allerede godtatt, så den kan ikke trekkes tilbake. Fjern personen fra familiedelingen hvis hen ikke skal ha tilgang.`,
      };
    }
    if (intent === "resend") {
      const outcome = await resendFamilyInvitation(household, id, options);
      if (outcome.kind === "ok") return redirect(withFreshKey("/familiedeling", { sendt: id }));
      return {
        intent,
        id,
        refusal:
          outcome.kind === "full"
            ? t`Familiedelingen er full, så invitasjonen kan ikke sendes på nytt. Trekk tilbake en annen invitasjon eller fjern noen først.`
            : t`Invitasjonen er allerede besvart eller trukket tilbake, så den kan ikke sendes på nytt.`,
      };
    }
    const outcome = await removeFamilyMember(household, id, options);
    if (outcome.kind === "ok") return redirect(withFreshKey("/familiedeling", { fjernet: id }));
    return { intent, id, refusal: t`Personen er ikke med i familiedelingen.` };
  } catch {
    return { intent, id, failed: true as const };
  }
}

export type RowAnswer = Exclude<Awaited<ReturnType<typeof changeInvitation>>, Response>;

/** What went through, said once the list shows it (the id comes back in the URL). */
export function doneMessage(
  done: { intent: RowIntent | "invite"; id: string } | null,
  list: FamilyInvitation[],
) {
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
  screenKey,
  titleName,
  answer,
  done,
}: {
  invitations: FamilyInvitation[];
  screenKey: string;
  titleName: string;
  answer: RowAnswer | undefined;
  done: string | null;
}) {
  return (
    <section aria-labelledby="delt-med" className={own.card}>
      <h2 id="delt-med">
        <Trans>Du deler med</Trans>
      </h2>
      <div aria-live="polite">{done ? <p className={formStyles.status}>{done}</p> : null}</div>
      {answer?.refusal ? <FormAlert errors={[answer.refusal]} /> : null}
      {answer?.failed ? (
        <FormAlert>
          <CallFailed />
        </FormAlert>
      ) : null}
      {invitations.length === 0 ? (
        <p>
          <Trans>Du deler ikke abonnementet med noen ennå.</Trans>
        </p>
      ) : (
        <ul className={own.list}>
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              screenKey={screenKey}
              titleName={titleName}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function useSubmitting(intent: RowIntent, id: string) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("id") === id
  );
}

function InvitationItem({
  invitation,
  screenKey,
  titleName,
}: {
  invitation: FamilyInvitation;
  screenKey: string;
  titleName: string;
}) {
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
          <RowButton intent="resend" invitation={invitation} screenKey={screenKey} summaryId={summaryId}>
            <Trans>Send på nytt</Trans>
          </RowButton>
        ) : null}
        {actions.withdraw ? (
          <RowButton intent="withdraw" invitation={invitation} screenKey={screenKey} summaryId={summaryId}>
            <Trans>Trekk tilbake</Trans>
          </RowButton>
        ) : null}
        {actions.remove ? (
          <RemoveMember
            invitation={invitation}
            screenKey={screenKey}
            titleName={titleName}
            summaryId={summaryId}
          />
        ) : null}
      </div>
    </li>
  );
}

function RowButton({
  intent,
  invitation,
  screenKey,
  summaryId,
  children,
}: {
  intent: RowIntent;
  invitation: FamilyInvitation;
  screenKey: string;
  summaryId: string;
  children: ReactNode;
}) {
  const submitting = useSubmitting(intent, invitation.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={invitation.id} />
      <input type="hidden" name="nokkel" value={screenKey} />
      <button
        type="submit"
        className={styles.secondary}
        disabled={submitting}
        aria-disabled={submitting}
        aria-describedby={summaryId}
      >
        {children}
      </button>
    </Form>
  );
}

/** "Fjern" opens a confirmation that names the person; only "Ja, fjern …" removes them. */
function RemoveMember({
  invitation,
  screenKey,
  titleName,
  summaryId,
}: {
  invitation: FamilyInvitation;
  screenKey: string;
  titleName: string;
  summaryId: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const submitting = useSubmitting("remove", invitation.id);
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
        <Form method="post" className={styles.actions} onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={invitation.id} />
          <input type="hidden" name="nokkel" value={screenKey} />
          <button type="submit" className={styles.primary} disabled={submitting} aria-disabled={submitting}>
            <Trans>Ja, fjern {who}</Trans>
          </button>
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
