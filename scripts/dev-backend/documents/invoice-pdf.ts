// An invoice or a receipt as a real PDF (docs/decisions/029), written with pdf-lib: one A4 page in
// the title's language (nb or nn) with the same facts as the readable page in the portal. Helvetica
// is one of the PDF standard fonts, so nothing is embedded; its WinAnsi encoding holds æ, ø and å.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import type { Locale } from "#app/title/title-schema.ts";

const WORDS = {
  nb: {
    INVOICE: "Faktura",
    RECEIPT: "Kvittering",
    seller: "Selger",
    orgNo: "Org.nr.",
    subscriber: "Kunde",
    customerNo: "Kundenummer",
    invoiceNo: "Fakturanummer",
    kid: "KID",
    about: "Gjelder",
    period: "Periode",
    amount: "Beløp",
    vat: (rate: number) => `Merverdiavgift ${rate} %`,
    due: "Forfallsdato",
    paid: "Betalt dato",
    unpaid: "Ikke betalt",
    account: "Kontonummer",
    method: "Betalt med",
    card: "Betalingskort",
    total: "Å betale",
    totalPaid: "Betalt",
  },
  nn: {
    INVOICE: "Faktura",
    RECEIPT: "Kvittering",
    seller: "Seljar",
    orgNo: "Org.nr.",
    subscriber: "Kunde",
    customerNo: "Kundenummer",
    invoiceNo: "Fakturanummer",
    kid: "KID",
    about: "Gjeld",
    period: "Periode",
    amount: "Beløp",
    vat: (rate: number) => `Meirverdiavgift ${rate} %`,
    due: "Forfallsdato",
    paid: "Betalt dato",
    unpaid: "Ikkje betalt",
    account: "Kontonummer",
    method: "Betalt med",
    card: "Betalingskort",
    total: "Å betale",
    totalPaid: "Betalt",
  },
} satisfies Record<Locale, unknown>;

const METHOD_NAMES: Record<string, string> = {
  VIPPS: "Vipps",
  BANKGIRO: "Bankgiro",
  AVTALEGIRO: "AvtaleGiro",
  STREX: "Strex",
};

/** The document's rows, label and value, in the order the page shows them. */
export function documentRows(doc: InvoiceDocument, locale: Locale): Array<[string, string]> {
  const w = WORDS[locale];
  const rows: Array<[string, string]> = [
    [w.seller, doc.seller.name],
    [w.orgNo, doc.seller.organizationNumber],
    [w.subscriber, doc.subscriber.name],
    [w.customerNo, doc.subscriber.ariaAccountNo],
    [w.invoiceNo, doc.ariaInvoiceNo],
    [w.kid, doc.kid],
    [w.about, doc.description],
    [w.period, `${formatNumericDate(doc.periodFrom)} – ${formatNumericDate(doc.periodTo)}`],
    [w.amount, formatKroner(doc.amount)],
    [w.vat(doc.vatRate), formatKroner(doc.vatAmount)],
    [w.due, formatNumericDate(doc.dueDate)],
    [w.paid, doc.paidDate ? formatNumericDate(doc.paidDate) : w.unpaid],
  ];
  if (doc.method) rows.push([w.method, doc.method === "SWEDBANK-PPG" ? w.card : METHOD_NAMES[doc.method]!]);
  else rows.push([w.account, doc.accountNumber]);
  return rows;
}

export async function documentPdf(doc: InvoiceDocument, locale: Locale): Promise<Uint8Array> {
  const w = WORDS[locale];
  const pdf = await PDFDocument.create();
  const heading = `${w[doc.kind]} ${doc.ariaInvoiceNo}`;
  pdf.setTitle(`${heading} – ${doc.seller.name}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setLanguage(locale === "nn" ? "nn-NO" : "nb-NO");
  const regular = pdf.embedStandardFont(StandardFonts.Helvetica);
  const bold = pdf.embedStandardFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const black = rgb(0, 0, 0);
  let y = 780;
  page.drawText(doc.seller.name, { x: 56, y, size: 12, font: bold, color: black });
  y -= 36;
  page.drawText(heading, { x: 56, y, size: 22, font: bold, color: black });
  y -= 36;
  for (const [label, value] of documentRows(doc, locale)) {
    page.drawText(label, { x: 56, y, size: 11, font: bold, color: black });
    page.drawText(value, { x: 220, y, size: 11, font: regular, color: black, maxWidth: 320 });
    y -= 22;
  }
  y -= 14;
  const total = doc.paidDate ? w.totalPaid : w.total;
  page.drawText(`${total}: ${formatKroner(doc.amount)}`, { x: 56, y, size: 14, font: bold, color: black });
  return pdf.save();
}
