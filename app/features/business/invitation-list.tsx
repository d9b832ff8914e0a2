// The company's invitations (SPEC §2 Business admin): filter all / sent / active, search by address,
// resend one, remove one or several after a confirmation. The filter, search and page live in the
// URL (?vis=&sok=&side=), so they survive a reload and the back button; 500 rows are shown 50 a page.
// Intents: "resend", "remove" (./intents.ts).
import { sendFailed } from "#app/forms/intent.ts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import type { Invitation } from "#app/api/business.ts";
import { CallFailedAlert, FormAlert, SubmitButton } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import styles from "#app/components/page.module.css";
import { SentStatus } from "#app/components/sent-status.tsx";
import {
  filterInvitations,
  pageOf,
  statusFilterOf,
  type StatusFilter,
} from "#app/domain/business-invitations.ts";
import { formatDate } from "#app/domain/format.ts";
import { useIntentForm, usePending, useReply } from "#app/forms/use-intent-form.tsx";
import { ConfirmRemoval } from "./confirm-removal.tsx";
import { remove, resend } from "./intents.ts";
import { statusText } from "./words.ts";
import business from "./business.module.css";

// ─── The view ───────────────────────────────────────────────────────────────────────────────────

export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The filter and what is typed are the component's own, written through to the URL: read back
  // from the URL, a fast typist's letters would be lost and a radio button would spring back while
  // each navigation (and the guards' middleware) catches up.
  const [status, setStatus] = useState(() => statusFilterOf(params.get("vis")));
  const [query, setQuery] = useState(() => params.get("sok") ?? "");
  const shown = filterInvitations(invitations, status, query);
  const page = pageOf(shown, Number(params.get("side") ?? "1"));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Invitation[] | null>(null);
  const removing = usePending(remove);

  // Only ids still listed count: a removed invitation's checkbox is simply gone.
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === "" || (key === "vis" && value === "all") || (key === "side" && value === "1"))
        next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete("side");
    else next.set("side", String(n));
    return { search: next.toString() };
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = page.items.length > 0 && page.items.every((i) => selected.has(i.id));
  const selectedInvitations = invitations.filter((i) => selected.has(i.id));
  const selectedCount = selectedInvitations.length;
  const { first, last, total, pages } = page;
  const current = page.page;

  return (
    <section className={business.section} aria-labelledby="invitasjoner">
      <h2 id="invitasjoner">
        <Trans>Invitasjoner</Trans>
      </h2>
      <ListStatus />

      <div className={business.filters}>
        <fieldset className={business.statusFilter}>
          <legend>
            <Trans>Vis</Trans>
          </legend>
          {(
            [
              ["all", t`Alle`],
              ["sent", t`Sendt`],
              ["active", t`Aktive`],
            ] as Array<[StatusFilter, string]>
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="vis"
                value={value}
                checked={status === value}
                onChange={() => {
                  setStatus(value);
                  update({ vis: value, side: "1" });
                }}
              />{" "}
              {label}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor="sok-invitasjoner">
            <Trans>Søk etter e-postadresse</Trans>
          </label>
          <input
            id="sok-invitasjoner"
            type="search"
            className={formStyles.input}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              update({ sok: event.currentTarget.value, side: "1" });
            }}
          />
        </div>
      </div>

      <p aria-live="polite" className={business.muted}>
        {total === 0 ? (
          <Trans>Ingen invitasjoner passer.</Trans>
        ) : (
          <Trans>
            Viser {first}–{last} av {total}
          </Trans>
        )}
      </p>

      {page.items.length > 0 ? (
        <>
          <div className={business.bulk}>
            <label>
              <input
                type="checkbox"
                checked={allOnPage}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  for (const i of page.items) toggle(i.id, on);
                }}
              />{" "}
              <Trans>Velg alle på siden</Trans>
            </label>
            <button
              type="button"
              className={styles.secondary}
              disabled={selectedCount === 0 || removing}
              onClick={() => setConfirming(selectedInvitations)}
            >
              <Plural value={selectedCount} _0="Fjern valgte" one="Fjern # valgt" other="Fjern # valgte" />
            </button>
          </div>
          <ul className={business.list} aria-label={t`Invitasjoner`}>
            {page.items.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                selected={selected.has(invitation.id)}
                onSelect={(on) => toggle(invitation.id, on)}
                onRemove={() => setConfirming([invitation])}
              />
            ))}
          </ul>
        </>
      ) : null}

      {page.pages > 1 ? (
        <nav aria-label={t`Sider med invitasjoner`} className={business.pager}>
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} preventScrollReset>
              <Trans>Forrige side</Trans>
            </Link>
          ) : null}
          <span>
            <Trans>
              Side {current} av {pages}
            </Trans>
          </span>
          {page.page < page.pages ? (
            <Link to={pageLink(page.page + 1)} preventScrollReset>
              <Trans>Neste side</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {confirming ? (
        <ConfirmRemoval
          invitations={confirming}
          onClose={() => setConfirming(null)}
          onSubmitted={() => {
            setSelected(new Set());
            setConfirming(null);
          }}
        />
      ) : null}
    </section>
  );
}

function InvitationRow({
  invitation,
  selected,
  onSelect,
  onRemove,
}: {
  invitation: Invitation;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const email = invitation.email;
  const added = formatDate(invitation.addedAt.slice(0, 10), __LOCALE__);
  const labelId = `invitasjon-${invitation.id}`;
  return (
    <li className={business.row}>
      <input
        type="checkbox"
        checked={selected}
        aria-label={t`Velg ${email}`}
        onChange={(event) => onSelect(event.currentTarget.checked)}
      />
      <div className={business.rowText} id={labelId}>
        <span className={business.address}>{email}</span>
        <span className={business.muted}>
          {statusText(invitation.status)} · <Trans>lagt til {added}</Trans>
        </span>
      </div>
      <div className={business.rowActions}>
        {invitation.status === "emailSent" ? <ResendForm invitation={invitation} /> : null}
        <button type="button" className={business.small} onClick={onRemove} aria-label={t`Fjern ${email}`}>
          <Trans>Fjern</Trans>
        </button>
      </div>
    </li>
  );
}

function ResendForm({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const { formProps, hidden, pending } = useIntentForm(resend, {
    id: `send-igjen-${invitation.id}`,
    match: { id: invitation.id },
  });
  const email = invitation.email;
  return (
    <Form {...formProps} preventScrollReset>
      {hidden}
      <input type="hidden" name="id" value={invitation.id} />
      <SubmitButton
        pending={pending}
        className={business.small}
        aria-label={t`Send invitasjonen til ${email} på nytt`}
      >
        <Trans>Send på nytt</Trans>
      </SubmitButton>
    </Form>
  );
}

/** What the last resend or removal did: said politely, or as an alert when something failed. */
function ListStatus() {
  const resent = useReply(resend);
  const removal = useReply(remove);
  const answer = resent?.status === 200 ? resent.data : removal?.status === 200 ? removal.data : undefined;
  const failedList = answer?.kind === "ok" ? answer.failedEmails.join(", ") : "";
  const removed = answer?.kind === "ok" ? answer.removed : 0;
  const resentTo = answer?.kind === "resent" ? answer.email : "";
  return (
    <>
      <SentStatus>
        {resentTo ? (
          <Trans>Invitasjonen er sendt på nytt til {resentTo}.</Trans>
        ) : removed > 0 ? (
          <Plural value={removed} one="# invitasjon er fjernet." other="# invitasjoner er fjernet." />
        ) : null}
      </SentStatus>
      {failedList ? (
        <FormAlert>
          <p>
            <Trans>Disse ble ikke fjernet: {failedList}. Prøv igjen om litt.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {answer?.kind === "active" ? (
        <FormAlert>
          <p>
            <Trans>Invitasjonen er allerede tatt i bruk, så den trenger ikke sendes på nytt.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {answer?.kind === "gone" ? (
        <FormAlert>
          <p>
            <Trans>Invitasjonen finnes ikke lenger. Listen er oppdatert.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {answer?.kind === "not-admin" ? (
        <FormAlert>
          <p>
            <Trans>Du er ikke lenger administrator for bedriftsabonnementet.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {sendFailed(resent) || sendFailed(removal) ? <CallFailedAlert /> : null}
    </>
  );
}
