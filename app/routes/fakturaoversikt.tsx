import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { call } from "#app/api/client.ts";
import type { Invoice } from "#app/api/contract/payments.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { BackToMinSide, LinkLine, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import pay from "#app/components/payment.module.css";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { dueTense, unpaidFirst } from "#app/domain/invoices.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/fakturaoversikt";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Invoice overview (SPEC §2, §3): every invoice with KID, amount, paid or unpaid, description,
// period and the account number to pay to; the unpaid ones first, each with a way to pay it.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  if (!capabilities(subscription).payment) return { invoices: null, subscription };
  const invoices = await call("getInvoices", {
    params: { accountNo: session.account.ariaAccountNo, titleCode: currentTitle().titleCode },
  });
  return { invoices: unpaidFirst(invoices), subscription };
}

export default function FakturaoversiktRoute() {
  const { invoices, subscription } = useLoaderData<typeof clientLoader>();
  if (!invoices || !capabilities(subscription).payment) {
    return (
      <NotAvailable heading={<Trans>Fakturaoversikt</Trans>}>
        <p>
          <Trans>
            Du betaler ikke selv for dette abonnementet, så du har ingen fakturaer her. Har du abonnement
            gjennom familie eller arbeidsgiver, er det den som betaler som får fakturaene.
          </Trans>
        </p>
      </NotAvailable>
    );
  }
  const unpaid = invoices.filter((i) => !i.paid).length;
  return (
    <Page
      heading={<Trans>Fakturaoversikt</Trans>}
      intro={
        invoices.length === 0 ? (
          <Trans>Du har ingen fakturaer.</Trans>
        ) : unpaid === 0 ? (
          <Trans>Alle fakturaene dine er betalt.</Trans>
        ) : unpaid === 1 ? (
          <Trans>Du har 1 ubetalt faktura. Den står øverst.</Trans>
        ) : (
          <Trans>Du har {unpaid} ubetalte fakturaer. De står øverst.</Trans>
        )
      }
    >
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.ariaInvoiceNo} invoice={invoice} />
      ))}
      <BackToMinSide />
    </Page>
  );
}

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const invoiceNo = invoice.ariaInvoiceNo;
  const headingId = `faktura-${invoiceNo}`;
  const from = formatDate(invoice.periodFrom, __LOCALE__);
  const to = formatDate(invoice.periodTo, __LOCALE__);
  const due = formatDate(invoice.dueDate, __LOCALE__);
  return (
    <section className={`${pay.invoice} ${invoice.paid ? "" : pay.unpaid}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {invoice.description} – <Trans>faktura {invoiceNo}</Trans>
      </h2>
      <dl className={pay.facts}>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd className={pay.status}>
          {invoice.paid ? (
            <Trans>Betalt</Trans>
          ) : dueTense(invoice.dueDate) === "overdue" ? (
            <Trans>Ubetalt, forfalt {due}</Trans>
          ) : (
            <Trans>Ubetalt, forfaller {due}</Trans>
          )}
        </dd>
        <dt>
          <Trans>Beløp</Trans>
        </dt>
        <dd>{formatKroner(invoice.amount)}</dd>
        <dt>
          <Trans>Periode</Trans>
        </dt>
        <dd>
          <Trans>
            {from} – {to}
          </Trans>
        </dd>
        <dt>
          <Trans>Forfallsdato</Trans>
        </dt>
        <dd>{formatDate(invoice.dueDate, __LOCALE__)}</dd>
        <dt>
          <Trans>KID</Trans>
        </dt>
        <dd>{invoice.kid}</dd>
        <dt>
          <Trans>Kontonummer</Trans>
        </dt>
        <dd>{invoice.accountNumber}</dd>
      </dl>
      {invoice.paid ? null : (
        <LinkLine to={`/betal-faktura/${encodeURIComponent(invoiceNo)}`}>
          <Trans>Betal faktura {invoiceNo}</Trans>
        </LinkLine>
      )}
    </section>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(
  () => <Trans>Fakturaene dine kan ikke vises akkurat nå.</Trans>,
  { backToFrontPage: true },
);
