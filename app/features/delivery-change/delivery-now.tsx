// Where the paper goes now with the note to its carrier, and why there is nothing to change for a cancelled or digital subscription.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Delivery } from "#app/api/contract/delivery.ts";
import { NotAvailable } from "#app/components/links.tsx";
import { PostalAddress } from "#app/components/postal-address.tsx";
import own from "#app/components/self-service.module.css";
import { CarrierNoteForm } from "./carrier-note.tsx";

export function CurrentAddress({ delivery }: { delivery: Delivery }) {
  return (
    <section aria-labelledby="leveringsadresse" className={own.card}>
      <h2 id="leveringsadresse">
        <Trans>Leveringsadresse</Trans>
      </h2>
      <p>
        <Trans>Avisen leveres nå til:</Trans>
      </p>
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
      <h3>
        <Trans>Beskjed til avisbudet</Trans>
      </h3>
      <CarrierNoteForm note={delivery.note ?? null} />
    </section>
  );
}

export function NotForThisSubscription({ heading, paper }: { heading: ReactNode; paper: boolean }) {
  return (
    <NotAvailable heading={heading}>
      {paper ? (
        <p>
          <Trans>
            Abonnementet ditt er sagt opp, så du kan ikke registrere nye endringer i leveringen. Trenger du
            hjelp, kontakt kundesenteret.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Endring av avislevering gjelder papirabonnement. Abonnementet ditt er digitalt, så du kan lese
            avisen hvor du er uten å endre noe.
          </Trans>
        </p>
      )}
    </NotAvailable>
  );
}
