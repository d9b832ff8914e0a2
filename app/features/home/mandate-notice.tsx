// The front page's word about AvtaleGiro (docs/decisions/053): a mandate waiting for the bank (the
// next invoice still comes), a next charge above the mandate's limit (told before the due date: the
// bank will not draw it), and a mandate the bank rejected. From GET nextPayment's mandate.
import { Trans } from "@lingui/react/macro";
import type { PaymentOutlook } from "#app/api/contract/payments.ts";
import type { ActionLink } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { overLimit, recentlyRejected } from "#app/domain/mandate.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { mandateRejectionText } from "#app/i18n/words.ts";
import { HomeNotice } from "./notice.tsx";

const toMethodPage: ActionLink[] = [
  { to: "/endre-betalingsmetode", look: "secondary", label: <Trans>Endre betalingsmetode</Trans> },
];
const toNewLimit: ActionLink[] = [
  { to: "/endre-betalingsmetode", look: "primary", label: <Trans>Endre beløpsgrensen</Trans> },
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
      <HomeNotice
        look="notice"
        id="avtalegiro-venter"
        heading={<Trans>AvtaleGiro venter på svar fra banken</Trans>}
      >
        <Trans>
          Du ba om AvtaleGiro {requested}. Svaret fra banken kan ta noen dager. Til banken har godkjent,
          kommer neste betaling som faktura, som du betaler som før.
        </Trans>
      </HomeNotice>
    );
  }
  if (next && overLimit(next, mandate)) {
    const amount = formatKroner(next.amount);
    const limit = formatKroner(mandate.limit);
    const date = formatDate(next.date, __LOCALE__);
    return (
      <HomeNotice
        look="problem"
        id="over-grensen"
        heading={<Trans>Neste trekk er over beløpsgrensen</Trans>}
        links={ownChoices ? toNewLimit : null}
      >
        <Trans>
          Neste betaling på {amount} {date} er høyere enn beløpsgrensen på {limit} i AvtaleGiro-avtalen din.
          Banken trekker ikke beløpet. Sett opp grensen før {date}, ellers får du faktura.
        </Trans>
      </HomeNotice>
    );
  }
  if (recentlyRejected(mandate, osloToday()) && next?.method?.type !== "AVTALEGIRO") {
    return (
      <HomeNotice
        look="problem"
        id="avtalegiro-avvist"
        heading={<Trans>Banken avviste AvtaleGiro</Trans>}
        links={ownChoices ? toMethodPage : null}
      >
        {mandate.rejection ? mandateRejectionText(mandate.rejection) : null}{" "}
        <Trans>Du betaler som før.</Trans>
      </HomeNotice>
    );
  }
  return null;
}
