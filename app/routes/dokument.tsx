import { Trans } from "@lingui/react/macro";
import { useLoaderData } from "react-router";
import { documentHref, getDocument, type DocumentKind } from "#app/api/documents.ts";
import { getPaymentMethod } from "#app/api/payments.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { AvtaleGiroOffer } from "#app/components/avtalegiro-offer.tsx";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";
import { DocumentView, UnknownDocument } from "#app/features/document/document-view.tsx";
import { currentTitle } from "#app/title/current-title.ts";
import type { Route } from "./+types/dokument";

// An invoice (/dokument/faktura/{ariaInvoiceNo}), the receipt of a card or Vipps payment
// (/dokument/kvittering/{paymentId}) or a credit note (/dokument/kreditnota/{creditId}) as a
// document to keep (docs/decisions/029, 047): the same facts as its PDF, readable by screen readers,
// printing as the document alone, with the PDF to download. Only the signed-in user's own: any
// other number — or one of no document's shape — is said not to be found, and never repeated. An
// invoice payer is offered AvtaleGiro under an invoice, as on the invoices (ADR 053).

const KINDS: Record<string, DocumentKind> = {
  faktura: "invoice",
  kvittering: "receipt",
  kreditnota: "credit-note",
};

// Under the sign-in guard (app/routes.ts); the platform knows whose documents these are from the
// session cookie, so the loader needs nothing of the session itself.
export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  const kind = KINDS[params.type];
  if (!kind) return { view: "unknown" as const, kind: "invoice" as const };
  const session = context.get(signedInContext);
  const { titleCode } = session.titleAccount;
  const [outcome, method] = await Promise.all([
    getDocument(kind, titleCode, params.id),
    // An invoice payer is offered AvtaleGiro beside an invoice (ADR 053); a helper may not change it.
    kind === "invoice" && !session.acting ? getPaymentMethod(session.account.ariaAccountNo) : null,
  ]);
  if (outcome.kind === "unknown") return { view: "unknown" as const, kind };
  const byInvoice = method?.kind === "ok" && method.method?.type === "BANKGIRO";
  const pdf = documentHref(kind, titleCode, params.id);
  const offer = byInvoice && outcome.document.kind === "INVOICE" && !outcome.document.drawnBy;
  return { view: "document" as const, document: outcome.document, id: params.id, pdf, titleCode, offer };
}

export default function DokumentRoute() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view === "unknown") return <UnknownDocument kind={data.kind} />;
  return (
    <DocumentView
      document={data.document}
      id={data.id}
      pdf={data.pdf}
      titleCode={data.titleCode}
      offer={data.offer ? <AvtaleGiroOffer paperFee={currentTitle().paperInvoiceFee} /> : null}
    />
  );
}

/** This screen's data could not be loaded: said for what it is, with the way back. */
export const ErrorBoundary = screenErrorBoundary(() => <Trans>Dokumentet kan ikke vises akkurat nå.</Trans>, {
  backToFrontPage: true,
});
