import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { Invitation } from "#app/api/business.ts";
import { SubmitButton } from "#app/components/form.tsx";
import styles from "#app/components/page.module.css";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import business from "./business.module.css";
import { remove } from "./intents.ts";

/** A modal dialog that names what will be removed; the removal is only sent from here. */
export function ConfirmRemoval({
  invitations,
  onClose,
  onSubmitted,
}: {
  invitations: Invitation[];
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { formProps, hidden, pending } = useIntentForm(remove);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const count = invitations.length;
  const active = invitations.filter((i) => i.status === "active").length;
  const shown = invitations.slice(0, 10);
  const more = count - shown.length;
  return (
    <dialog ref={dialog} className={business.dialog} aria-labelledby="bekreft-fjerning" onClose={onClose}>
      <h2 id="bekreft-fjerning">
        <Plural value={count} one="Fjerne # invitasjon?" other="Fjerne # invitasjoner?" />
      </h2>
      <ul>
        {shown.map((i) => (
          <li key={i.id}>{i.email}</li>
        ))}
      </ul>
      {more > 0 ? (
        <p>
          <Trans>… og {more} til.</Trans>
        </p>
      ) : null}
      {active > 0 ? (
        <p>
          <Plural
            value={active}
            one="# av dem har tatt i bruk tilgangen og mister den nå."
            other="# av dem har tatt i bruk tilgangen og mister den nå."
          />
        </p>
      ) : null}
      <div className={styles.actions}>
        <Form
          {...formProps}
          preventScrollReset
          onSubmit={(event) => {
            formProps.onSubmit(event);
            onSubmitted();
          }}
        >
          {hidden}
          {invitations.map((i) => (
            <input key={i.id} type="hidden" name="id" value={i.id} />
          ))}
          <SubmitButton pending={pending}>
            <Trans>Ja, fjern</Trans>
          </SubmitButton>
        </Form>
        <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
          <Trans>Avbryt</Trans>
        </button>
      </div>
    </dialog>
  );
}
