// The front page's first word when money went wrong: an invoice past its due date or
// a card or Vipps charge that failed — what failed, the amount, since when, when access stops if
// nothing is done — with one way to pay it now and one to change the payment method. From the
// platform's payment problem (GET nextPayment); gone once it is paid.
import { Trans } from "@lingui/react/macro";
import type { PaymentProblem } from "#app/api/contract/payments.ts";
import { ActionLinks } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import home from "./home.module.css";
import type { Offers } from "#app/domain/helper-rights.ts";

/** `offers`: a helper is offered paying only with the right to, and never another payment method. */
export function PaymentNotice({
  problem,
  offers = { ownChoices: true, pay: true, complaint: true },
}: {
  problem: PaymentProblem;
  offers?: Offers;
}) {
  const amount = formatKroner(problem.amount);
  const since = formatDate(problem.since, __LOCALE__);
  const stops = formatDate(problem.accessStopsOn, __LOCALE__);
  const invoiceNo = problem.ariaInvoiceNo;
  return (
    <section className={home.problem} aria-labelledby="betalingsproblem">
      <h2 id="betalingsproblem">
        {problem.kind === "CHARGE_FAILED" ? (
          <Trans>Betalingen gikk ikke gjennom</Trans>
        ) : (
          <Trans>Fakturaen er ikke betalt</Trans>
        )}
      </h2>
      <p>
        {problem.kind === "CHARGE_FAILED" ? (
          problem.method === "VIPPS" ? (
            <Trans>
              Vi fikk ikke trukket {amount} med Vipps {since}. Faktura {invoiceNo} er derfor ikke betalt.
            </Trans>
          ) : problem.method === "AVTALEGIRO" ? (
            <Trans>
              Banken trakk ikke {amount} med AvtaleGiro {since}. Faktura {invoiceNo} er derfor ikke betalt.
            </Trans>
          ) : (
            <Trans>
              Vi fikk ikke trukket {amount} fra kortet ditt {since}. Faktura {invoiceNo} er derfor ikke
              betalt.
            </Trans>
          )
        ) : (
          <Trans>
            Faktura {invoiceNo} på {amount} forfalt {since}.
          </Trans>
        )}
      </p>
      <p>
        <strong>
          <Trans>Betaler du ikke, stopper tilgangen til abonnementet {stops}.</Trans>
        </strong>
      </p>
      <ActionLinks
        links={[
          offers.pay
            ? {
                to: `/betal-faktura/${encodeURIComponent(invoiceNo)}`,
                look: "primary",
                label: <Trans>Betal {amount} nå</Trans>,
              }
            : null,
          offers.ownChoices
            ? { to: "/endre-betalingsmetode", look: "secondary", label: <Trans>Endre betalingsmetode</Trans> }
            : null,
        ]}
      />
    </section>
  );
}
