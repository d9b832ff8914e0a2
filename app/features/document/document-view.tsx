// An invoice, a receipt or a credit note as a readable page: the same facts as its PDF
// (scripts/dev-backend/documents/invoice-pdf.ts), in the same order, as description lists a screen
// reader can walk. What the reader or the platform wrote (a name, an address) is shown as text,
// never put into a translated message, so nothing in it is read as markup.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { getDocumentPdf, type DocumentKind } from "#app/api/documents.ts";
import { Page } from "#app/components/page.tsx";
import pageStyles from "#app/components/page.module.css";
import styles from "#app/components/payment.module.css";
import { PdfDownload } from "#app/components/pdf-download.tsx";
import { formatDate, formatKroner, formatTime } from "#app/domain/format.ts";
import { paymentMethodName } from "#app/i18n/words.ts";

const date = (iso: string) => formatDate(iso, __LOCALE__);

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function DocumentHeading({ document }: { document: InvoiceDocument }) {
  const number = document.documentNo;
  const invoiceNo = document.ariaInvoiceNo ?? number;
  switch (document.kind) {
    case "RECEIPT":
      return <Trans>Kvittering for faktura {invoiceNo}</Trans>;
    case "CREDIT_NOTE":
      return <Trans>Kreditnota {number}</Trans>;
    case "DEBIT_NOTE":
      return <Trans>Debetnota {number}</Trans>;
    case "INVOICE":
      return <Trans>Faktura {number}</Trans>;
  }
}

/** Seller and buyer, with what bokføringsforskriften § 5-1-1 asks of each. */
function Parties({ document }: { document: InvoiceDocument }) {
  const { seller, subscriber } = document;
  const orgNo = seller.organizationNumber;
  return (
    <dl className={`${styles.facts} ${styles.parties}`}>
      <Fact term={<Trans>Selger</Trans>}>
        {seller.companyName} ({seller.name})
        <br />
        {seller.address}
        <br />
        <Trans>Org.nr. {orgNo} MVA</Trans>
        <br />
        <Trans>Foretaksregisteret</Trans>
      </Fact>
      <Fact term={<Trans>Kunde</Trans>}>{subscriber.name}</Fact>
      {/* A reader without an address has none on the document: no row that says so in its place. */}
      {subscriber.address ? <Fact term={<Trans>Adresse</Trans>}>{subscriber.address}</Fact> : null}
      <Fact term={<Trans>Kundenummer</Trans>}>{subscriber.ariaAccountNo}</Fact>
    </dl>
  );
}

function Facts({ document: d }: { document: InvoiceDocument }) {
  const rate = d.vatRate;
  const credit = d.kind === "CREDIT_NOTE" || d.kind === "DEBIT_NOTE";
  const paidAt = d.paidAt ? formatTime(new Date(d.paidAt)) : null;
  return (
    <dl className={styles.facts}>
      {/* Every document is dated the day it was issued; an invoice's day is its invoice date. */}
      <Fact term={d.kind === "INVOICE" ? <Trans>Fakturadato</Trans> : <Trans>Dato</Trans>}>
        {date(d.issuedOn)}
      </Fact>
      {d.kind === "CREDIT_NOTE" ? (
        <Fact term={<Trans>Kreditnotanummer</Trans>}>{d.documentNo}</Fact>
      ) : d.kind === "DEBIT_NOTE" ? (
        <Fact term={<Trans>Debetnotanummer</Trans>}>{d.documentNo}</Fact>
      ) : d.kind === "RECEIPT" ? (
        <>
          <Fact term={<Trans>Kvitteringsnummer</Trans>}>{d.documentNo}</Fact>
          <Fact term={<Trans>Fakturanummer</Trans>}>{d.ariaInvoiceNo}</Fact>
        </>
      ) : (
        <Fact term={<Trans>Fakturanummer</Trans>}>{d.documentNo}</Fact>
      )}
      {d.refersTo ? <Fact term={<Trans>Korrigerer kreditnota</Trans>}>{d.refersTo}</Fact> : null}
      {credit && d.ariaInvoiceNo ? (
        <Fact term={<Trans>Krediterer faktura</Trans>}>{d.ariaInvoiceNo}</Fact>
      ) : null}
      {d.kid && !d.drawnBy ? <Fact term={<Trans>KID</Trans>}>{d.kid}</Fact> : null}
      <Fact term={<Trans>Gjelder</Trans>}>{d.description}</Fact>
      <Fact term={<Trans>Periode</Trans>}>
        {date(d.periodFrom)} – {date(d.periodTo)}
      </Fact>
      {d.creditReason?.kind === "STOP" ? <StoppedPapers {...d.creditReason} /> : null}
      <Fact term={<Trans>Beløp uten mva.</Trans>}>{formatKroner(d.netAmount)}</Fact>
      <Fact term={<Trans>Merverdiavgift {rate} %</Trans>}>{formatKroner(d.vatAmount)}</Fact>
      <Fact term={<Trans>Beløp med mva.</Trans>}>{formatKroner(d.amount)}</Fact>
      {d.dueDate ? <Fact term={<Trans>Forfallsdato</Trans>}>{date(d.dueDate)}</Fact> : null}
      {d.kind === "RECEIPT" ? (
        <>
          <Fact term={<Trans>Betalt</Trans>}>
            {d.paidDate ? date(d.paidDate) : null}
            {paidAt ? <Trans> kl. {paidAt}</Trans> : null}
          </Fact>
          <Fact term={<Trans>Betalt med</Trans>}>{d.method ? <Method document={d} /> : null}</Fact>
          <Fact term={<Trans>Referanse</Trans>}>{d.paymentId}</Fact>
        </>
      ) : credit ? null : (
        <>
          <Fact term={<Trans>Betalt dato</Trans>}>
            {d.paidDate ? date(d.paidDate) : <Trans>Ikke betalt</Trans>}
          </Fact>
          {d.drawnBy ? (
            <Fact term={<Trans>Betales med</Trans>}>
              <Trans>AvtaleGiro, trekkes fra kontoen din på forfallsdagen</Trans>
            </Fact>
          ) : (
            <Fact term={<Trans>Kontonummer</Trans>}>{d.accountNumber}</Fact>
          )}
        </>
      )}
    </dl>
  );
}

/** A stop's credit: the papers it leaves out, times each one's credit ("8 × 17,31 kr"), as the PDF says. */
function StoppedPapers({ papers, perPaper }: { papers: number; perPaper: number }) {
  return (
    <Fact term={<Trans>Stoppede aviser</Trans>}>
      {papers} × {formatKroner(perPaper)}
    </Fact>
  );
}

function Method({ document }: { document: InvoiceDocument }) {
  const last4 = document.cardLast4;
  if (document.method === "SWEDBANK-PPG" && last4) return <Trans>Betalingskort som slutter på {last4}</Trans>;
  return <>{paymentMethodName(document.method!)}</>;
}

function Total({ document: d }: { document: InvoiceDocument }) {
  const amount = formatKroner(d.amount);
  if (d.kind === "CREDIT_NOTE") return <Trans>Kreditert: {amount}</Trans>;
  if (d.kind === "DEBIT_NOTE") return <Trans>Belastet: {amount}</Trans>;
  return d.paidDate ? <Trans>Betalt: {amount}</Trans> : <Trans>Å betale: {amount}</Trans>;
}

const KINDS: Record<InvoiceDocument["kind"], DocumentKind> = {
  INVOICE: "invoice",
  RECEIPT: "receipt",
  CREDIT_NOTE: "credit-note",
  DEBIT_NOTE: "credit-note",
};

export function DocumentView({
  document,
  id,
  pdf,
  titleCode,
  offer,
}: {
  document: InvoiceDocument;
  /** The number the document was asked for by (its address). */
  id: string;
  pdf: string;
  titleCode: string;
  /** What is offered beside the document (not printed with it). */
  offer?: ReactNode;
}) {
  const kind = KINDS[document.kind];
  return (
    <div className={styles.document}>
      <Page heading={<DocumentHeading document={document} />}>
        <Parties document={document} />
        <Facts document={document} />
        <p className={styles.total}>
          <Total document={document} />
        </p>
        <div className={`${pageStyles.actions} ${styles.noPrint}`}>
          <PdfDownload
            href={pdf}
            className={pageStyles.primary}
            fetchPdf={(retry) => getDocumentPdf(kind, titleCode, id, retry)}
          >
            {kind === "receipt" ? (
              <Trans>Last ned kvitteringen som PDF</Trans>
            ) : document.kind === "DEBIT_NOTE" ? (
              <Trans>Last ned debetnotaen som PDF</Trans>
            ) : kind === "credit-note" ? (
              <Trans>Last ned kreditnotaen som PDF</Trans>
            ) : (
              <Trans>Last ned fakturaen som PDF</Trans>
            )}
          </PdfDownload>
          <button type="button" className={pageStyles.secondary} onClick={() => window.print()}>
            <Trans>Skriv ut</Trans>
          </button>
        </div>
        <p className={styles.noPrint}>
          <Link to="/fakturaoversikt" className="line">
            <Trans>Se alle fakturaer</Trans>
          </Link>
        </p>
        {offer ? <div className={styles.noPrint}>{offer}</div> : null}
      </Page>
    </div>
  );
}

/** No document of the user's by that number: said without repeating the address, which anyone can write. */
export function UnknownDocument({ kind }: { kind: DocumentKind }) {
  return (
    <Page heading={<Trans>Fant ikke dokumentet</Trans>}>
      <p role="alert">
        {kind === "invoice" ? (
          <Trans>
            Vi finner ingen faktura med dette nummeret hos deg. Sjekk nummeret, eller se alle fakturaene dine.
          </Trans>
        ) : kind === "credit-note" ? (
          <Trans>Vi finner ingen kreditnota med dette nummeret hos deg. Se alle fakturaene dine.</Trans>
        ) : (
          <Trans>Vi finner ingen kvittering for denne betalingen hos deg. Se alle fakturaene dine.</Trans>
        )}
      </p>
      <p>
        <Link to="/fakturaoversikt" className="line">
          <Trans>Se alle fakturaer</Trans>
        </Link>
      </p>
      <p>
        <Link to="/" className="line">
          <Trans>Tilbake til Min side</Trans>
        </Link>
      </p>
    </Page>
  );
}
