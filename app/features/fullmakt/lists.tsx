// Both sides' lists: the helpers a subscriber has given a power of attorney (end it), and the people
// a helper helps (go to their page, or give it up). Each row's intent has its own key, so a double
// click or a retry acts once; a change that went through leads back with a fresh key.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Grant } from "#app/api/contract/fullmakt.ts";
import { CallFailedAlert, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import own from "#app/components/self-service.module.css";
import { sendFailed } from "#app/forms/intent.ts";
import { useIntentForm, useReply } from "#app/forms/use-intent-form.tsx";
import type { Done } from "./screen.ts";
import { lastDayText, rightName, stateName } from "./words.ts";
import { act, end } from "./intents.ts";

/** What went through, said once the list shows it (the id comes back in the URL). */
export function doneMessage(done: { intent: Done; id: string } | null, grants: readonly Grant[]) {
  const grant = done && grants.find((g) => g.id === done.id);
  if (!done || !grant) return null;
  const name = grant.name;
  switch (done.intent) {
    case "invite":
      return t`Invitasjonen er sendt til ${name}.`;
    case "end":
      return t`Fullmakten til ${name} er avsluttet.`;
    case "accept":
      return t`Du har godtatt fullmakten fra ${name}. Gå til siden til ${name} for å hjelpe.`;
  }
}

export function GrantList({
  side,
  grants,
  done,
  actingFor = null,
}: {
  side: "helpers" | "helping";
  grants: readonly Grant[];
  done: string | null;
  /** The grant the helper acts on now, if any. */
  actingFor?: string | null;
}) {
  const replies = [useReply(end), useReply(act)];
  const refusal = replies[1]?.status === 200 ? replies[1].data.refusal : undefined;
  const failed = replies.some((reply) => sendFailed(reply));
  const headingId = side === "helpers" ? "dine-hjelpere" : "du-hjelper-liste";
  return (
    <section aria-labelledby={headingId} className={own.card}>
      <h2 id={headingId}>{side === "helpers" ? <Trans>Dine hjelpere</Trans> : <Trans>Du hjelper</Trans>}</h2>
      <div aria-live="polite">{done ? <p className={formStyles.status}>{done}</p> : null}</div>
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {failed ? <CallFailedAlert /> : null}
      {actingFor ? <OwnPage name={grants.find((g) => g.id === actingFor)?.name ?? ""} /> : null}
      {grants.length === 0 ? (
        <p>
          {side === "helpers" ? (
            <Trans>Du har ikke gitt noen fullmakt.</Trans>
          ) : (
            <Trans>Du hjelper ingen med fullmakt.</Trans>
          )}
        </p>
      ) : (
        <ul className={own.list}>
          {grants.map((grant) => (
            <GrantItem key={grant.id} grant={grant} side={side} acting={grant.id === actingFor} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GrantItem({ grant, side, acting }: { grant: Grant; side: "helpers" | "helping"; acting: boolean }) {
  const summaryId = `fullmakt-${grant.id}`;
  const open = grant.state === "invited" || grant.state === "active";
  const name = grant.name;
  return (
    <li className={own.item}>
      <p className={own.itemTitle} id={summaryId}>
        {name}
      </p>
      {grant.contact ? <p>{grant.contact}</p> : null}
      {grant.acceptedBy ? <AcceptedBy name={grant.acceptedBy} /> : null}
      <p>
        <strong>{stateName(grant.state)}</strong> {lastDayText(grant)}
      </p>
      <p>{grant.rights.map(rightName).join(", ")}</p>
      <div className={styles.actions}>
        {side === "helping" && grant.state === "active" && !acting ? (
          <RowButton intent={act} id={grant.id} summaryId={summaryId} primary>
            <Trans>Gå til siden til {name}</Trans>
          </RowButton>
        ) : null}
        {open ? (
          <RowButton intent={end} id={grant.id} summaryId={summaryId}>
            <Trans>Avslutt fullmakten</Trans>
          </RowButton>
        ) : null}
      </div>
    </li>
  );
}

/** Whom the helper acts for now, and the way back to their own page. */
function OwnPage({ name }: { name: string }) {
  const { formProps, hidden, pending } = useIntentForm(act, { id: "act-own", match: {} });
  return (
    <Form {...formProps} className={styles.actions}>
      <p>
        <Trans>Du hjelper {name} nå.</Trans>
      </p>
      {hidden}
      <SubmitButton pending={pending} className={styles.secondary}>
        <Trans>Til din egen side</Trans>
      </SubmitButton>
    </Form>
  );
}

function RowButton({
  intent,
  id,
  summaryId,
  primary = false,
  children,
}: {
  intent: typeof end | typeof act;
  id: string;
  summaryId: string;
  primary?: boolean;
  children: ReactNode;
}) {
  const { formProps, hidden, pending } = useIntentForm(intent, { id: `${intent.name}-${id}`, match: { id } });
  return (
    <Form {...formProps}>
      {hidden}
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        pending={pending}
        className={primary ? styles.primary : styles.secondary}
        aria-describedby={summaryId}
      >
        {children}
      </SubmitButton>
    </Form>
  );
}

/** Who accepted, as their own account names them: the subscriber sees who really helps. */
function AcceptedBy({ name }: { name: string }) {
  return (
    <p>
      <Trans>Godtatt av {name}</Trans>
    </p>
  );
}

/** Invitations to the reader's own address or number, waiting for an answer: each opens to accept. */
export function WaitingInvitations({
  waiting,
}: {
  waiting: ReadonlyArray<{ code: string; grantorName: string }>;
}) {
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="invitasjoner-til-deg" className={own.card}>
      <h2 id="invitasjoner-til-deg">
        <Trans>Invitasjoner til deg</Trans>
      </h2>
      <ul className={own.list}>
        {waiting.map((invitation) => {
          const name = invitation.grantorName;
          return (
            <li key={invitation.code} className={own.item}>
              <p>
                <Trans>{name} vil at du skal hjelpe til med abonnementet.</Trans>
              </p>
              <p>
                <Link to={`/fullmakt?${new URLSearchParams({ kode: invitation.code })}`}>
                  <Trans>Se invitasjonen fra {name}</Trans>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
