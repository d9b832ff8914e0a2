// How the subscription is paid now, the same on every screen: the method, the card's last digits
// and expiry, a warning when the card expires within 30 days (or has expired), and the texts of
// SPEC §8 when there are no card details or they could not be fetched.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { PaymentMethod } from "#app/api/contract/payments.ts";
import { paymentMethodInSentence, paymentMethodName } from "#app/i18n/words.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import pay from "./payment.module.css";

/** `offerNewCard`: false where the reader may not change the card (a helper, ADR 054). */
export function CurrentMethod({
  current,
  failed,
  offerNewCard = true,
}: {
  current: PaymentMethod | null;
  failed: boolean;
  offerNewCard?: boolean;
}) {
  const today = osloToday();
  if (failed) {
    return (
      <p role="alert">
        <Trans>Det oppstod en feil ved henting av betalingsmetode.</Trans>
      </p>
    );
  }
  const method = current;
  const methodName = method ? paymentMethodName(method.type) : "";
  const methodInSentence = method ? paymentMethodInSentence(method.type) : "";
  if (!method) {
    return (
      <p>
        <Trans>Ingen betalingsmåte er registrert.</Trans>
      </p>
    );
  }
  if (!method.cardLast4 || !method.cardExpiry) {
    // SPEC §8's "no card details" is about a card: Vipps, AvtaleGiro and the rest have none to show.
    return (
      <>
        <p>
          <Trans>Du betaler med {methodInSentence}.</Trans>
        </p>
        {method.type === "SWEDBANK-PPG" ? (
          <p>
            <Trans>Ingen kortdetaljer tilgjengelig.</Trans>
          </p>
        ) : null}
      </>
    );
  }
  const last4 = method.cardLast4;
  const [year, month] = method.cardExpiry.split("-");
  const expiry = `${month}/${year}`;
  // A card is valid to the end of its expiry month.
  const lastValidDay = new Date(Date.UTC(Number(year), Number(month), 0)).toISOString().slice(0, 10);
  const daysLeft = (Date.parse(lastValidDay) - Date.parse(today)) / 86_400_000;
  return (
    <>
      <p>
        <Trans>
          {methodName} som slutter på {last4}, gyldig til {expiry}.
        </Trans>
      </p>
      {daysLeft < 0 ? (
        <p className={pay.warning} role="alert">
          <Trans>Kortet er utløpt. Legg inn et nytt kort så abonnementet ikke stopper.</Trans>
          {offerNewCard ? <NewCard /> : null}
        </p>
      ) : daysLeft <= 30 ? (
        <p className={pay.warning}>
          <Trans>Kortet utløper snart. Legg inn et nytt kort så abonnementet ikke stopper.</Trans>
          {offerNewCard ? <NewCard /> : null}
        </p>
      ) : null}
    </>
  );
}

function NewCard() {
  return (
    <>
      {" "}
      <Link to="/legg-til-betalingskort">
        <Trans>Legg til betalingskort</Trans>
      </Link>
    </>
  );
}
