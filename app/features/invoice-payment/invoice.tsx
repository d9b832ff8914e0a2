// One invoice on the way to paying it (SPEC §2 /betal-faktura/{ariaInvoiceNo}): its facts, or why it
// cannot be paid here — no such invoice on the account, or paid already.
import { Trans } from "@lingui/react/macro";
import type { Invoice } from "#app/api/contract/payments.ts";
import { LinkLine, NotAvailable } from "#app/components/links.tsx";
import { InvoiceFacts as Facts } from "#app/components/invoice-facts.tsx";

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

/** The facts paying an invoice needs: which one, how much, by when, and the KID. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  return <Facts invoice={invoice} facts={["number", "amount", "due", "kid"]} />;
}
