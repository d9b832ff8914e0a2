// The front page's payment card: the payment method and the invoices.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Invoice, PaymentMethod, PaymentOutlook } from "#app/api/contract/payments.ts";
import type { PriceChange } from "#app/api/contract/prices.ts";
import { CurrentMethod } from "#app/components/current-method.tsx";
import { LinkLine } from "#app/components/links.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { dueTense } from "#app/domain/invoices.ts";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";
import { NextPayment } from "./next-payment.tsx";
import type { Offers } from "#app/domain/helper-rights.ts";
import type { Section } from "./section.ts";

/** `offers`: a helper is offered paying only with the right to, and never another payment method. */
export function PaymentSection({
  payment,
  invoices,
  outlook,
  offers = { ownChoices: true, pay: true, complaint: true },
  priceChanges = [],
}: {
  payment: Section<PaymentMethod | null>;
  invoices: Section<Invoice[]>;
  outlook: Section<PaymentOutlook>;
  offers?: Offers;
  priceChanges?: readonly PriceChange[];
}) {
  const { t } = useLingui();
  return (
    <section className={own.card} aria-labelledby="betaling">
      <h2 id="betaling">
        <Trans>Betaling</Trans>
      </h2>
      {/* What is paid next first: on a phone it is what the reader comes for, above the fold. */}
      <NextPayment outlook={outlook} helping={offers.helping} priceChanges={priceChanges} />
      {offers.ownChoices && outlook.ok && outlook.value.next?.kind === "SCHEDULED" ? (
        <LinkLine to="/betalingsdag">
          <Trans>Endre betalingsdag</Trans>
        </LinkLine>
      ) : null}
      {/* The payment method is the subscriber's own: a helper (ADR 057) is not shown it. */}
      {offers.ownChoices ? (
        <>
          <h3>
            <Trans>Betalingsmåte</Trans>
          </h3>
          <CurrentMethod current={payment.ok ? payment.value : null} failed={!payment.ok} />
          <LinkLine to="/endre-betalingsmetode">
            <Trans>Endre betalingsmetode</Trans>
          </LinkLine>
        </>
      ) : null}
      <h3>
        <Trans>Fakturaer</Trans>
      </h3>
      {!invoices.ok ? (
        <p role="alert">
          <Trans>Vi fikk ikke hentet fakturaene akkurat nå. Last siden på nytt for å prøve igjen.</Trans>
        </p>
      ) : invoices.value.length === 0 ? (
        <p>
          <Trans>Du har ingen fakturaer.</Trans>
        </p>
      ) : (
        <ul className={home.invoices} aria-label={t`Siste fakturaer`}>
          {[...invoices.value]
            .sort((a, b) => Number(a.paid) - Number(b.paid))
            .slice(0, 3)
            .map((invoice) => (
              <InvoiceLine key={invoice.ariaInvoiceNo} invoice={invoice} mayPay={offers.pay} />
            ))}
        </ul>
      )}
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </section>
  );
}

/** A trial pays nothing yet: the card says only when the first payment comes and what it is. */
export function TrialPaymentSection({ outlook }: { outlook: Section<PaymentOutlook> }) {
  return (
    <section className={own.card} aria-labelledby="betaling">
      <h2 id="betaling">
        <Trans>Betaling</Trans>
      </h2>
      <NextPayment outlook={outlook} />
    </section>
  );
}

function InvoiceLine({ invoice, mayPay }: { invoice: Invoice; mayPay: boolean }) {
  const amount = formatKroner(invoice.amount);
  const description = invoice.description;
  const due = formatDate(invoice.dueDate, __LOCALE__);
  const invoiceNo = invoice.ariaInvoiceNo;
  return (
    <li className={invoice.paid ? undefined : home.unpaid}>
      <Link to={`/dokument/faktura/${encodeURIComponent(invoiceNo)}`}>
        {description}: {amount}
      </Link>
      {" – "}
      {invoice.paid ? (
        <span>
          <Trans>Betalt</Trans>
        </span>
      ) : (
        <>
          <strong>
            {dueTense(invoice.dueDate) === "overdue" ? (
              <Trans>Ubetalt, forfalt {due}</Trans>
            ) : (
              <Trans>Ubetalt, forfaller {due}</Trans>
            )}
          </strong>
          {mayPay ? (
            <>
              {" "}
              <Link to={`/betal-faktura/${encodeURIComponent(invoiceNo)}`}>
                <Trans>Betal faktura {invoiceNo}</Trans>
              </Link>
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
