// One invoice on the way to paying it (SPEC §2 /betal-faktura/{ariaInvoiceNo}): its facts, or why it
// cannot be paid here — no such invoice on the account, or paid already.
import { Trans } from "@lingui/react/macro";
import type { Invoice } from "#app/api/contract/payments.ts";
import { LinkLine, NotAvailable } from "#app/components/links.tsx";
import pay from "#app/components/payment.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { dueTense } from "#app/domain/invoices.ts";

export function UnknownInvoice({ invoiceNo }: { invoiceNo: string }) {
  return (
    <NotAvailable heading={<Trans>Fant ikke fakturaen</Trans>}>
      <p role="alert">
        <Trans>
          Vi finner ingen faktura med nummer {invoiceNo} på abonnementet ditt. Sjekk nummeret, eller se alle
          fakturaene dine.
        </Trans>
      </p>
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </NotAvailable>
  );
}

export function AlreadyPaid({ invoice }: { invoice: Invoice }) {
  const invoiceNo = invoice.ariaInvoiceNo;
  return (
    <NotAvailable heading={<Trans>Fakturaen er betalt</Trans>}>
      <p role="status">
        <Trans>Faktura {invoiceNo} er allerede betalt. Du trenger ikke gjøre noe mer.</Trans>
      </p>
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </NotAvailable>
  );
}

export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  return (
    <dl className={pay.facts}>
      <dt>
        <Trans>Faktura</Trans>
      </dt>
      <dd>
        {invoice.ariaInvoiceNo} – {invoice.description}
      </dd>
      <dt>
        <Trans>Beløp</Trans>
      </dt>
      <dd>{formatKroner(invoice.amount)}</dd>
      <dt>
        {!invoice.paid && dueTense(invoice.dueDate) === "overdue" ? (
          <Trans>Forfalt</Trans>
        ) : (
          <Trans>Forfallsdato</Trans>
        )}
      </dt>
      <dd>{formatDate(invoice.dueDate, __LOCALE__)}</dd>
      <dt>
        <Trans>KID</Trans>
      </dt>
      <dd>{invoice.kid}</dd>
    </dl>
  );
}
