import { Trans } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { fileHref } from "#app/api/client.ts";
import { getDocument, type DocumentKind } from "#app/api/documents.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { InvoiceFacts, type InvoiceFact } from "#app/components/invoice-facts.tsx";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import styles from "#app/components/payment.module.css";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/dokument";

// An invoice (/dokument/faktura/{ariaInvoiceNo}) or the receipt of a card or Vipps payment
// (/dokument/kvittering/{paymentId}) as a document to keep (docs/decisions/029): the
// same facts as its PDF, readable by screen readers, printing as the document alone, with the PDF
// to download. Only the signed-in user's own: any other number is said not to be found.

const KINDS: Record<string, DocumentKind> = { faktura: "invoice", kvittering: "receipt" };

// Under the sign-in guard (app/routes.ts); the platform knows whose documents these are from the
// session cookie, so the loader needs nothing of the session itself.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const kind = KINDS[params.type];
  const { titleCode } = currentTitle();
  if (!kind) return { view: "unknown" as const, kind: "invoice" as const, id: params.id };
  const outcome = await getDocument(kind, titleCode, params.id);
  if (outcome.kind === "unknown") return { view: "unknown" as const, kind, id: params.id };
  const pdf =
    kind === "invoice"
      ? fileHref("getInvoicePdf", { titleCode, ariaInvoiceNo: params.id })
      : fileHref("getReceiptPdf", { titleCode, paymentId: params.id });
  return { view: "document" as const, kind, document: outcome.document, pdf };
}

const INVOICE_FACTS: readonly InvoiceFact[] = [
  "description",
  "period",
  "amount",
  "vat",
  "due",
  "paidDate",
  "kid",
  "account",
];
const RECEIPT_FACTS: readonly InvoiceFact[] = [
  "description",
  "period",
  "amount",
  "vat",
  "paidDate",
  "method",
  "kid",
];

export default function DokumentRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view === "unknown") return <UnknownDocument kind={data.kind} id={data.id} />;
  return <DocumentView document={data.document} pdf={data.pdf} />;
}

function DocumentView({ document, pdf }: { document: InvoiceDocument; pdf: string }) {
  const invoiceNo = document.ariaInvoiceNo;
  const receipt = document.kind === "RECEIPT";
  const { name: seller, organizationNumber } = document.seller;
  const { name: subscriber, ariaAccountNo } = document.subscriber;
  return (
    <div className={styles.document}>
      <Page
        heading={
          receipt ? <Trans>Kvittering for faktura {invoiceNo}</Trans> : <Trans>Faktura {invoiceNo}</Trans>
        }
      >
        <div className={styles.parties}>
          <p>
            <Trans>
              Fra {seller}, organisasjonsnummer {organizationNumber}
            </Trans>
          </p>
          <p>
            <Trans>
              Til {subscriber}, kundenummer {ariaAccountNo}
            </Trans>
          </p>
        </div>
        <InvoiceFacts
          invoice={{ ...document, paid: document.paidDate !== null }}
          facts={receipt ? RECEIPT_FACTS : INVOICE_FACTS}
        />
        <p className={`${pageStyles.actions} ${styles.noPrint}`}>
          <a href={pdf} download className={pageStyles.primary}>
            {receipt ? (
              <Trans>Last ned kvitteringen som PDF</Trans>
            ) : (
              <Trans>Last ned fakturaen som PDF</Trans>
            )}
          </a>
          <button type="button" className={pageStyles.secondary} onClick={() => window.print()}>
            <Trans>Skriv ut</Trans>
          </button>
        </p>
        <p className={styles.noPrint}>
          <Link to="/fakturaoversikt" className="line">
            <Trans>Se alle fakturaer</Trans>
          </Link>
        </p>
      </Page>
    </div>
  );
}

function UnknownDocument({ kind, id }: { kind: DocumentKind; id: string }) {
  return (
    <Page heading={<Trans>Fant ikke dokumentet</Trans>}>
      <p role="alert">
        {kind === "invoice" ? (
          <Trans>
            Vi finner ingen faktura med nummer {id} hos deg. Sjekk nummeret, eller se alle fakturaene dine.
          </Trans>
        ) : (
          <Trans>Vi finner ingen kvittering for denne betalingen hos deg. Se alle fakturaene dine.</Trans>
        )}
      </p>
      <p>
        <Link to="/fakturaoversikt">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
      <p>
        <Link to="/">
          <Trans>Tilbake til Min side</Trans>
        </Link>
      </p>
    </Page>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(() => <Trans>Dokumentet kan ikke vises akkurat nå.</Trans>, {
  backToFrontPage: true,
});
