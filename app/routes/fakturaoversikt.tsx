import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { documentHref, getDocumentPdf } from "#app/api/documents.ts";
import { getInvoices, getPaymentMethod } from "#app/api/payments.ts";
import { AvtaleGiroOffer } from "#app/components/avtalegiro-offer.tsx";
import { PdfDownload } from "#app/components/pdf-download.tsx";
import type { Receipt } from "#app/api/contract/documents.ts";
import type { Invoice } from "#app/api/contract/payments.ts";
import { getCreditNotes, getReceipts } from "#app/api/receipts.ts";
import { CreditNotes, ReceiptLinks } from "#app/features/document/overview-documents.tsx";
import { subscribedContext } from "#app/auth/guards.ts";
import { InvoiceFacts } from "#app/components/invoice-facts.tsx";
import { BackToMinSide, LinkLine, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import pay from "#app/components/payment.module.css";
import { chosenYear, invoicesOfYear, invoiceYears } from "#app/domain/invoice-years.ts";
import { unpaidFirst } from "#app/domain/invoices.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/fakturaoversikt";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

// Invoice overview (SPEC §2, §3): every invoice with KID, amount, paid or unpaid, description,
// period and the account number to pay to; the unpaid ones first, each with a way to pay it. Each
// has its document (the readable page and the PDF), and each card or Vipps payment its receipt
//. A year filter (?ar=2025, so back and reload keep it) for long histories.

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const { subscription } = session;
  if (!capabilities(subscription).payment)
    return {
      invoices: null,
      all: null,
      years: [],
      year: null,
      receipts: null,
      credits: null,
      subscription,
      byInvoice: false,
      helping: session.acting?.name ?? null,
    };
  const account = session.titleAccount;
  // A helper (ADR 057) reads the invoices of the one helped, not her payment method: that is hers.
  const helping = session.acting?.name ?? null;
  const [invoices, receipts, credits, method] = await Promise.all([
    getInvoices(account),
    getReceipts(account),
    getCreditNotes(account),
    helping === null ? getPaymentMethod(account.accountNo) : null,
  ]);
  const all = unpaidFirst(invoices);
  const years = invoiceYears(all);
  const year = chosenYear(new URL(request.url).searchParams.get("ar"), years);
  return {
    invoices: invoicesOfYear(all, year),
    all,
    years,
    year,
    receipts,
    credits,
    subscription,
    // Paying by invoice: AvtaleGiro is offered, with the paper fee it avoids (ADR 053).
    byInvoice: method?.kind === "ok" && method.method?.type === "BANKGIRO",
    helping,
  };
}

export default function FakturaoversiktRoute() {
  const { invoices, all, years, year, receipts, credits, subscription, byInvoice, helping } =
    useLoaderData<typeof clientLoader>();
  if (!invoices || !all || !capabilities(subscription).payment) {
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
  const unpaid = all.filter((i) => !i.paid).length;
  return (
    <Page
      heading={helping === null ? <Trans>Fakturaoversikt</Trans> : <Trans>Fakturaene til {helping}</Trans>}
      intro={
        helping !== null ? (
          unpaid === 0 ? (
            <Trans>Alle fakturaene til {helping} er betalt.</Trans>
          ) : unpaid === 1 ? (
            <Trans>{helping} har 1 ubetalt faktura. Den står øverst.</Trans>
          ) : (
            <Trans>
              {helping} har {unpaid} ubetalte fakturaer. De står øverst.
            </Trans>
          )
        ) : all.length === 0 ? (
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
      {byInvoice ? <AvtaleGiroOffer paperFee={currentTitle().paperInvoiceFee} /> : null}
      {years.length > 1 ? <YearFilter years={years} year={year} /> : null}
      {receipts === null ? (
        <p>
          <Trans>
            Kvitteringene for kort- og Vipps-betalinger kan ikke vises akkurat nå. Prøv igjen senere.
          </Trans>
        </p>
      ) : null}
      {invoices.map((invoice) => (
        <InvoiceCard
          key={invoice.ariaInvoiceNo}
          invoice={invoice}
          receipts={(receipts ?? []).filter((r) => r.ariaInvoiceNo === invoice.ariaInvoiceNo)}
        />
      ))}
      <CreditNotes notes={credits} titleCode={currentTitle().titleCode} />
      <BackToMinSide />
    </Page>
  );
}

/** The years to read one at a time, as links: the chosen year is in the address (?ar=). */
function YearFilter({ years, year }: { years: number[]; year: number | null }) {
  const { t } = useLingui();
  const choices: Array<{ to: string; label: string; current: boolean }> = [
    { to: "/fakturaoversikt", label: t`Alle år`, current: year === null },
    ...years.map((y) => ({ to: `/fakturaoversikt?ar=${y}`, label: String(y), current: y === year })),
  ];
  return (
    <nav aria-label={t`Velg år`} className={pay.years}>
      <p>
        <Trans>Vis fakturaer fra</Trans>
      </p>
      <ul>
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to} aria-current={choice.current ? "page" : undefined}>
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function InvoiceCard({ invoice, receipts }: { invoice: Invoice; receipts: Receipt[] }) {
  const invoiceNo = invoice.ariaInvoiceNo;
  const headingId = `faktura-${invoiceNo}`;
  const { titleCode } = currentTitle();
  return (
    <section className={`${pay.invoice} ${invoice.paid ? "" : pay.unpaid}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {invoice.description} – <Trans>faktura {invoiceNo}</Trans>
      </h2>
      <InvoiceFacts
        invoice={invoice}
        facts={["status", "amount", "period", "due", "kid", "account", "sentAs"]}
      />
      {invoice.paid ? null : (
        <LinkLine to={`/betal-faktura/${encodeURIComponent(invoiceNo)}`}>
          <Trans>Betal faktura {invoiceNo}</Trans>
        </LinkLine>
      )}
      <ul className={pay.documents}>
        <li>
          <Link to={`/dokument/faktura/${encodeURIComponent(invoiceNo)}`}>
            <Trans>Se faktura {invoiceNo}</Trans>
          </Link>
        </li>
        <li>
          <PdfDownload
            href={documentHref("invoice", titleCode, invoiceNo)}
            fetchPdf={(retry) => getDocumentPdf("invoice", titleCode, invoiceNo, retry)}
          >
            <Trans>Last ned faktura {invoiceNo} (PDF)</Trans>
          </PdfDownload>
        </li>
        {receipts.map((receipt) => (
          <ReceiptLinks key={receipt.paymentId} receipt={receipt} titleCode={titleCode} />
        ))}
      </ul>
    </section>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(
  () => <Trans>Fakturaene dine kan ikke vises akkurat nå.</Trans>,
  { backToFrontPage: true },
);
