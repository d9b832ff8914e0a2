// The front page's word about AvtaleGiro (docs/decisions/053): a mandate waiting for the bank (the
// next invoice still comes), a next charge above the mandate's limit (told before the due date: the
// bank will not draw it), and a mandate the bank rejected. From GET nextPayment's mandate.
import { Trans } from "@lingui/react/macro";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import { ActionLinks } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { overLimit, recentlyRejected } from "#app/domain/mandate.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { mandateRejectionText } from "#app/i18n/words.ts";
import home from "./home.module.css";

const toMethodPage = [
  { to: "/endre-betalingsmetode", look: "secondary" as const, label: <Trans>Endre betalingsmetode</Trans> },
];

/** `ownChoices`: false for a helper, who may not change the payment method (no way to it is offered). */
export function MandateNotice({
  outlook,
  ownChoices = true,
}: {
  outlook: PaymentOutlook;
  ownChoices?: boolean;
}) {
  const mandate = outlook.mandate;
  const next = outlook.next && outlook.next.kind !== "NONE_CANCELLED" ? outlook.next : null;
  if (!mandate) return null;
  if (mandate.status === "WAITING") {
    const requested = formatDate(mandate.requestedOn, __LOCALE__);
    return (
      <section className={home.notice} aria-labelledby="avtalegiro-venter">
        <h2 id="avtalegiro-venter">
          <Trans>AvtaleGiro venter på svar fra banken</Trans>
        </h2>
        <p>
          <Trans>
            Du ba om AvtaleGiro {requested}. Svaret fra banken kan ta noen dager. Til banken har godkjent,
            kommer neste betaling som faktura, som du betaler som før.
          </Trans>
        </p>
      </section>
    );
  }
  if (next && overLimit(next, mandate)) {
    const amount = formatKroner(next.amount);
    const limit = formatKroner(mandate.limit);
    const date = formatDate(next.date, __LOCALE__);
    return (
      <section className={home.problem} aria-labelledby="over-grensen">
        <h2 id="over-grensen">
          <Trans>Neste trekk er over beløpsgrensen</Trans>
        </h2>
        <p>
          <Trans>
            Neste betaling på {amount} {date} er høyere enn beløpsgrensen på {limit} i AvtaleGiro-avtalen din.
            Banken trekker ikke beløpet. Sett opp grensen før {date}, ellers får du faktura.
          </Trans>
        </p>
        {ownChoices ? (
          <ActionLinks
            links={[
              { to: "/endre-betalingsmetode", look: "primary", label: <Trans>Endre beløpsgrensen</Trans> },
            ]}
          />
        ) : null}
      </section>
    );
  }
  if (recentlyRejected(mandate, osloToday()) && next?.method?.type !== "AVTALEGIRO") {
    return (
      <section className={home.problem} aria-labelledby="avtalegiro-avvist">
        <h2 id="avtalegiro-avvist">
          <Trans>Banken avviste AvtaleGiro</Trans>
        </h2>
        <p>
          {mandate.rejection ? mandateRejectionText(mandate.rejection) : null}{" "}
          <Trans>Du betaler som før.</Trans>
        </p>
        {ownChoices ? <ActionLinks links={toMethodPage} /> : null}
      </section>
    );
  }
  return null;
}
