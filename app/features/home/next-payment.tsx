// "Neste betaling" in the front page's payment card: what the platform will charge
// next — the date, the amount as charged (discounts applied), the method and the period it pays for;
// a trial's first payment; "Ingen flere betalinger" when cancelled; a pending plan change's amount
// from its date. All from GET nextPayment; nothing is worked out here.
import { Trans, useLingui } from "@lingui/react/macro";
import type { NextPayment as Next, PaymentOutlook } from "#app/api/contract/payments.ts";
import type { PriceChange } from "#app/api/contract/prices.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { overLimit } from "#app/domain/mandate.ts";
import home from "./home.module.css";
import type { Section } from "./section.ts";

type Method = Extract<Next, { kind: "SCHEDULED" }>["method"];

/**
 * How the payment is taken, as a phrase: "kort som slutter på 4242", "Vipps", "faktura", and for
 * AvtaleGiro the day the bank draws it (the due date: ADR 053).
 */
function useMethodPhrase(helping: string | undefined) {
  const { t } = useLingui();
  return (method: Method, date: string, overTheLimit = false): string => {
    if (!method) return t`ingen betalingsmåte er valgt ennå`;
    switch (method.type) {
      case "SWEDBANK-PPG": {
        const last4 = method.cardLast4;
        return last4 ? t`kort som slutter på ${last4}` : t`kort`;
      }
      case "VIPPS":
        return t`Vipps`;
      case "AVTALEGIRO":
        // Above the mandate's limit the bank does not draw it (the notice above says what to do):
        // never "the bank draws" beside "the bank will not".
        if (overTheLimit) return t`AvtaleGiro, men beløpet er over beløpsgrensen, så banken trekker det ikke`;
        return helping
          ? t`AvtaleGiro – banken trekker beløpet fra kontoen til ${helping} ${date}`
          : t`AvtaleGiro – banken trekker beløpet fra kontoen din ${date}`;
      case "BANKGIRO":
        return t`faktura`;
      case "STREX":
        return t`mobilregningen`;
    }
  };
}

export function NextPayment({
  outlook,
  helping,
  priceChanges = [],
}: {
  outlook: Section<PaymentOutlook>;
  /** The one helped (a helper's page, ADR 057): spoken of in the third person. */
  helping?: string | undefined;
  /** Prices told ahead (ADR 079): the amount says it is the new price when the charge is at it. */
  priceChanges?: readonly PriceChange[];
}) {
  const methodPhrase = useMethodPhrase(helping);
  const { t } = useLingui();
  const heading = (
    <h3>
      <Trans>Neste betaling</Trans>
    </h3>
  );
  if (!outlook.ok) {
    return (
      <>
        {heading}
        <p role="alert">
          <Trans>Vi fikk ikke hentet neste betaling akkurat nå. Last siden på nytt for å prøve igjen.</Trans>
        </p>
      </>
    );
  }
  const next = outlook.value.next;
  if (!next) return null;
  if (next.kind === "NONE_CANCELLED") {
    const lastDay = formatDate(next.lastAccessDay, __LOCALE__);
    return (
      <>
        {heading}
        <p>
          <strong>
            <Trans>Ingen flere betalinger.</Trans>
          </strong>{" "}
          <Trans>Du har tilgang til og med {lastDay}.</Trans>
        </p>
      </>
    );
  }
  const date = formatDate(next.date, __LOCALE__);
  const amount = formatKroner(next.amount);
  const discount = formatKroner(next.discount);
  const from = formatDate(next.periodFrom, __LOCALE__);
  const to = formatDate(next.periodTo, __LOCALE__);
  // What complaints give on this payment: already in the amount and the period.
  const credit = next.complaintCredit ? formatKroner(next.complaintCredit) : null;
  const stopCredit = next.stopCredit ? formatKroner(next.stopCredit) : null;
  // A gift for another product than the reader's, redeemed as a credit (ADR 077).
  const giftCredit = next.giftCredit ? formatKroner(next.giftCredit) : null;
  const daysAdded = next.daysAdded ?? 0;
  const change = next.kind === "SCHEDULED" ? next.change : null;
  // What is taken off, said once: "(58 kr for reklamasjon og 155,79 kr for stopp … er trukket fra)".
  const deducted = [
    next.discount > 0 ? t`rabatt på ${discount}` : null,
    credit ? t`${credit} for reklamasjon` : null,
    stopCredit ? t`${stopCredit} for stopp i leveringen` : null,
    giftCredit ? t`${giftCredit} fra en gave` : null,
  ].filter((part): part is string => part !== null);
  // The platform charges the new price from its first day on: the amount says so when it is that.
  const newPrice = priceChanges.find((change) => change.from <= next.date);
  const newFrom = newPrice ? formatDate(newPrice.from, __LOCALE__) : null;
  const last = deducted.at(-1);
  const taken = deducted.length > 1 ? `${deducted.slice(0, -1).join(", ")} ${t`og`} ${last}` : last;
  return (
    <>
      {heading}
      {next.kind === "TRIAL_ENDS" ? (
        <p>
          <Trans>Prøveperioden er gratis. Den første betalingen kommer når den er over.</Trans>
        </p>
      ) : null}
      <dl className={home.next}>
        <dt>
          <Trans>Dato</Trans>
        </dt>
        <dd>{date}</dd>
        <dt>
          <Trans>Beløp</Trans>
        </dt>
        <dd>
          {amount}
          {taken ? <> {t`(${taken} er trukket fra)`}</> : null}
          {newFrom ? <> {t`(ny pris fra ${newFrom})`}</> : null}
        </dd>
        <dt>
          <Trans>Betales med</Trans>
        </dt>
        <dd>{methodPhrase(next.method, date, overLimit(next, outlook.value.mandate))}</dd>
        <dt>
          <Trans>Gjelder perioden</Trans>
        </dt>
        <dd>
          <Trans>
            {from} – {to}
          </Trans>
          {daysAdded ? (
            <>
              {" "}
              {daysAdded === 1 ? (
                <Trans>(forlenget med 1 dag for reklamasjon)</Trans>
              ) : (
                <Trans>(forlenget med {daysAdded} dager for reklamasjon)</Trans>
              )}
            </>
          ) : null}
        </dd>
      </dl>
      {change ? <PlanChangeAmount change={change} helping={helping} /> : null}
    </>
  );
}

function PlanChangeAmount({
  change,
  helping,
}: {
  change: NonNullable<Extract<Next, { kind: "SCHEDULED" }>["change"]>;
  helping: string | undefined;
}) {
  const from = formatDate(change.from, __LOCALE__);
  const amount = formatKroner(change.amount);
  const plan = change.planName;
  return (
    <p>
      {helping ? (
        <Trans>
          Fra {from} går {helping} over til {plan}, og beløpet blir {amount}.
        </Trans>
      ) : (
        <Trans>
          Fra {from} går du over til {plan}, og beløpet blir {amount}.
        </Trans>
      )}
    </p>
  );
}
