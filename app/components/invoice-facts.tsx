// The facts of one invoice as a description list, said the same wherever an invoice is shown: the
// invoice overview, paying one, and the invoice or receipt as a document. Each screen
// names the facts it shows; their order and wording are this one place's.
import { Trans } from "@lingui/react/macro";
import type { Invoice } from "#app/api/contract/payments.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { dueTense } from "#app/domain/invoices.ts";
import { paymentMethodName, type PaymentMethodType } from "#app/i18n/words.ts";
import pay from "./payment.module.css";

export type InvoiceFact =
  | "number"
  | "status"
  | "description"
  | "period"
  | "amount"
  | "vat"
  | "due"
  | "paidDate"
  | "method"
  | "kid"
  | "account";

/** What an invoice says; a document adds the paid date, the VAT and how a receipt was paid. */
export type InvoiceFactsData = Pick<
  Invoice,
  "ariaInvoiceNo" | "kid" | "amount" | "description" | "periodFrom" | "periodTo" | "dueDate" | "accountNumber"
> & {
  paid: boolean;
  paidDate?: string | null;
  vatRate?: number;
  vatAmount?: number;
  method?: PaymentMethodType | null;
};

export function InvoiceFacts({
  invoice,
  facts,
}: {
  invoice: InvoiceFactsData;
  facts: readonly InvoiceFact[];
}) {
  const shows = (fact: InvoiceFact) => facts.includes(fact);
  const from = formatDate(invoice.periodFrom, __LOCALE__);
  const to = formatDate(invoice.periodTo, __LOCALE__);
  const vatRate = invoice.vatRate ?? 0;
  const due = formatDate(invoice.dueDate, __LOCALE__);
  // Unpaid after its due date (Oslo): "forfalt", in the past tense; until then "forfaller".
  const overdue = !invoice.paid && dueTense(invoice.dueDate) === "overdue";
  return (
    <dl className={pay.facts}>
      {shows("number") ? (
        <>
          <dt>
            <Trans>Faktura</Trans>
          </dt>
          <dd>
            {invoice.ariaInvoiceNo} – {invoice.description}
          </dd>
        </>
      ) : null}
      {shows("status") ? (
        <>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className={pay.status}>
            {invoice.paid ? (
              <Trans>Betalt</Trans>
            ) : overdue ? (
              <Trans>Ubetalt, forfalt {due}</Trans>
            ) : (
              <Trans>Ubetalt, forfaller {due}</Trans>
            )}
          </dd>
        </>
      ) : null}
      {shows("description") ? (
        <>
          <dt>
            <Trans>Gjelder</Trans>
          </dt>
          <dd>{invoice.description}</dd>
        </>
      ) : null}
      {shows("amount") ? (
        <>
          <dt>
            <Trans>Beløp</Trans>
          </dt>
          <dd>{formatKroner(invoice.amount)}</dd>
        </>
      ) : null}
      {shows("vat") ? (
        <>
          <dt>
            <Trans>Merverdiavgift {vatRate} %</Trans>
          </dt>
          <dd>{formatKroner(invoice.vatAmount ?? 0)}</dd>
        </>
      ) : null}
      {shows("period") ? (
        <>
          <dt>
            <Trans>Periode</Trans>
          </dt>
          <dd>
            <Trans>
              {from} – {to}
            </Trans>
          </dd>
        </>
      ) : null}
      {shows("due") ? (
        <>
          <dt>{overdue ? <Trans>Forfalt</Trans> : <Trans>Forfallsdato</Trans>}</dt>
          <dd>{due}</dd>
        </>
      ) : null}
      {shows("paidDate") ? (
        <>
          <dt>
            <Trans>Betalt dato</Trans>
          </dt>
          <dd>{invoice.paidDate ? formatDate(invoice.paidDate, __LOCALE__) : <Trans>Ikke betalt</Trans>}</dd>
        </>
      ) : null}
      {shows("method") && invoice.method ? (
        <>
          <dt>
            <Trans>Betalt med</Trans>
          </dt>
          <dd>{paymentMethodName(invoice.method)}</dd>
        </>
      ) : null}
      {shows("kid") ? (
        <>
          <dt>
            <Trans>KID</Trans>
          </dt>
          <dd>{invoice.kid}</dd>
        </>
      ) : null}
      {shows("account") ? (
        <>
          <dt>
            <Trans>Kontonummer</Trans>
          </dt>
          <dd>{invoice.accountNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
