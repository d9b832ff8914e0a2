// Back from the payment provider after buying a gift: what the platform says became of it, never what
// the provider's return address claims (ADR 007). Paid: thanks, and when it is given; still waiting
// for the provider's answer: say so, with a way to look again; not paid: nothing was taken, try again.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Gift } from "#app/api/contract/gifts.ts";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { whenText } from "./words.ts";

/** What became of the gift of the trip the reader came back from. */
export type Paid = { kind: "paid"; gift: Gift } | { kind: "waiting" } | { kind: "not-paid" };

export function PaidNotice({ paid }: { paid: Paid }) {
  return (
    <div role="status" className={`${formStyles.status} ${own.group}`}>
      {paid.kind === "paid" ? (
        <p>
          <strong>
            <Trans>Takk! Gaven er betalt.</Trans>
          </strong>{" "}
          {whenText(paid.gift)}. <Trans>Kvitteringen er sendt til deg på e-post.</Trans>
        </p>
      ) : paid.kind === "waiting" ? (
        <p>
          <Trans>
            Vi venter på svar fra betalingsleverandøren. <Link to="/gaver">Se igjen om litt</Link>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Betalingen ble ikke fullført, så gaven er ikke kjøpt, og ingenting er trukket.{" "}
            <Link to="/gi-i-gave">Prøv igjen</Link>.
          </Trans>
        </p>
      )}
    </div>
  );
}
