// Documents on the invoice overview beside each invoice's own: a card or Vipps payment's receipt,
// and the reader's credit and debit notes as issued — a credit (a complaint's, a stop's…), and each
// later correction of it, its own note — as a page and a PDF, newest first.
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { CreditNote, Receipt } from "#app/api/contract/documents.ts";
import { documentHref, getDocumentPdf } from "#app/api/documents.ts";
import pay from "#app/components/payment.module.css";
import { PdfDownload } from "#app/components/pdf-download.tsx";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { paymentMethodInSentence } from "#app/i18n/words.ts";

export function CreditNotes({ notes, titleCode }: { notes: CreditNote[] | null; titleCode: string }) {
  if (!notes || notes.length === 0) return null;
  return (
    <section className={pay.invoice} aria-labelledby="kreditnotaer">
      <h2 id="kreditnotaer">
        <Trans>Kreditnotaer og debetnotaer</Trans>
      </h2>
      <ul className={pay.documents}>
        {notes.map((note) => {
          const id = note.creditId;
          const amount = formatKroner(note.amount);
          const date = formatDate(note.issuedOn, __LOCALE__);
          const first = note.refersTo ?? "";
          const debit = note.kind === "DEBIT_NOTE";
          return [
            <li key={`${id}-page`}>
              <Link to={`/dokument/kreditnota/${encodeURIComponent(id)}`}>
                {debit ? (
                  <Trans>
                    Se debetnota {id}: {amount} belastet {date}, korrigerer kreditnota {first}
                  </Trans>
                ) : note.refersTo ? (
                  <Trans>
                    Se kreditnota {id}: {amount} kreditert {date}, korrigerer kreditnota {first}
                  </Trans>
                ) : (
                  <Trans>
                    Se kreditnota {id}: {amount} kreditert {date}
                  </Trans>
                )}
              </Link>
            </li>,
            <li key={`${id}-pdf`}>
              <PdfDownload
                href={documentHref("credit-note", titleCode, id)}
                fetchPdf={(retry) => getDocumentPdf("credit-note", titleCode, id, retry)}
              >
                {debit ? (
                  <Trans>Last ned debetnota {id} (PDF)</Trans>
                ) : (
                  <Trans>Last ned kreditnota {id} (PDF)</Trans>
                )}
              </PdfDownload>
            </li>,
          ];
        })}
      </ul>
    </section>
  );
}

/** A card or Vipps payment of the invoice: its receipt, as a page and as a PDF. */
export function ReceiptLinks({ receipt, titleCode }: { receipt: Receipt; titleCode: string }) {
  const method = paymentMethodInSentence(receipt.method);
  const date = formatDate(receipt.paidDate, __LOCALE__);
  return (
    <>
      <li>
        <Link to={`/dokument/kvittering/${encodeURIComponent(receipt.paymentId)}`}>
          <Trans>
            Se kvittering for betalingen med {method} {date}
          </Trans>
        </Link>
      </li>
      <li>
        <PdfDownload
          href={documentHref("receipt", titleCode, receipt.paymentId)}
          fetchPdf={(retry) => getDocumentPdf("receipt", titleCode, receipt.paymentId, retry)}
        >
          <Trans>
            Last ned kvitteringen for betalingen med {method} {date} (PDF)
          </Trans>
        </PdfDownload>
      </li>
    </>
  );
}
