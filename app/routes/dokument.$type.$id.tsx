import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { getDocument, pdfHref, type DocumentKind } from "#app/api/documents.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { InvoiceFacts, type InvoiceFact } from "#app/components/invoice-facts.tsx";
import { LinkLine, NotAvailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import { currentTitle } from "#app/title/current-title.ts";
import styles from "./dokument.module.css";
import type { Route } from "./+types/dokument.$type.$id";

// An invoice (/dokument/faktura/{ariaInvoiceNo}) or the receipt of a card or Vipps payment
// (/dokument/kvittering/{paymentId}) as a document to keep (issue 25 §3, docs/decisions/029): the
// same facts as its PDF, readable by screen readers, printing as the document alone, with the PDF
// to download. Only the signed-in user's own: any other number is said not to be found.

const KINDS: Record<string, DocumentKind> = { faktura: "invoice", kvittering: "receipt" };

export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  context.get(signedInContext);
  const kind = KINDS[params.type];
  const { titleCode } = currentTitle();
  if (!kind) return { view: "unknown" as const, kind: "invoice" as const, id: params.id };
  const outcome = await getDocument(kind, titleCode, params.id);
  if (outcome.kind === "unknown") return { view: "unknown" as const, kind, id: params.id };
  return {
    view: "document" as const,
    kind,
    document: outcome.document,
    pdf: pdfHref(kind, titleCode, params.id),
  };
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
        <LinkLine to="/fakturaoversikt" className={styles.noPrint}>
          <Trans>Se alle fakturaer</Trans>
        </LinkLine>
      </Page>
    </div>
  );
}

function UnknownDocument({ kind, id }: { kind: DocumentKind; id: string }) {
  return (
    <NotAvailable heading={<Trans>Fant ikke dokumentet</Trans>}>
      <p role="alert">
        {kind === "invoice" ? (
          <Trans>
            Vi finner ingen faktura med nummer {id} hos deg. Sjekk nummeret, eller se alle fakturaene dine.
          </Trans>
        ) : (
          <Trans>Vi finner ingen kvittering for denne betalingen hos deg. Se alle fakturaene dine.</Trans>
        )}
      </p>
      <LinkLine to="/fakturaoversikt">
        <Trans>Se alle fakturaer</Trans>
      </LinkLine>
    </NotAvailable>
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(() => <Trans>Dokumentet kan ikke vises akkurat nå.</Trans>, {
  backToFrontPage: true,
});
