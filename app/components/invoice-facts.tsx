// The facts of one invoice as a description list, said the same wherever an invoice is shown: the
// invoice overview, paying one, and the invoice or receipt as a document. Each screen
// names the facts it shows; their order and wording are this one place's.
import { Trans } from "@lingui/react/macro";
import type { Invoice } from "#app/api/contract/payments.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { dueTense } from "#app/domain/invoices.ts";
import { invoiceChannelName, paymentMethodName, type PaymentMethodType } from "#app/i18n/words.ts";
import { Fact } from "./fact.tsx";
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
  | "account"
  | "sentAs";

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
  sentAs?: Invoice["sentAs"];
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
      <Fact shown={shows("number")} term={<Trans>Faktura</Trans>}>
        {invoice.ariaInvoiceNo} – {invoice.description}
      </Fact>
      <Fact shown={shows("status")} term={<Trans>Status</Trans>} className={pay.status}>
        {invoice.paid ? (
          <Trans>Betalt</Trans>
        ) : overdue ? (
          <Trans>Ubetalt, forfalt {due}</Trans>
        ) : (
          <Trans>Ubetalt, forfaller {due}</Trans>
        )}
      </Fact>
      <Fact shown={shows("description")} term={<Trans>Gjelder</Trans>}>
        {invoice.description}
      </Fact>
      <Fact shown={shows("amount")} term={<Trans>Beløp</Trans>}>
        {formatKroner(invoice.amount)}
      </Fact>
      <Fact shown={shows("vat")} term={<Trans>Merverdiavgift {vatRate} %</Trans>}>
        {formatKroner(invoice.vatAmount ?? 0)}
      </Fact>
      <Fact shown={shows("period")} term={<Trans>Periode</Trans>}>
        <Trans>
          {from} – {to}
        </Trans>
      </Fact>
      <Fact shown={shows("due")} term={overdue ? <Trans>Forfalt</Trans> : <Trans>Forfallsdato</Trans>}>
        {due}
      </Fact>
      <Fact shown={shows("paidDate")} term={<Trans>Betalt dato</Trans>}>
        {invoice.paidDate ? formatDate(invoice.paidDate, __LOCALE__) : <Trans>Ikke betalt</Trans>}
      </Fact>
      <Fact shown={shows("method") && !!invoice.method} term={<Trans>Betalt med</Trans>}>
        {invoice.method ? paymentMethodName(invoice.method) : null}
      </Fact>
      <Fact shown={shows("kid")} term={<Trans>KID</Trans>}>
        {invoice.kid}
      </Fact>
      <Fact shown={shows("account")} term={<Trans>Kontonummer</Trans>}>
        {invoice.accountNumber}
      </Fact>
      <Fact shown={shows("sentAs") && !!invoice.sentAs} term={<Trans>Sendt som</Trans>}>
        {invoice.sentAs ? invoiceChannelName(invoice.sentAs) : null}
      </Fact>
    </dl>
  );
}
