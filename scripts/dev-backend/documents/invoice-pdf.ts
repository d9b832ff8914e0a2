// An invoice, a receipt or a credit note as a real PDF (docs/decisions/029, 047), written with
// pdf-lib: A4 pages in the title's language (nb or nn) with the same facts as the readable page in
// the portal. Text is set in DejaVu Sans (npm dejavu-fonts-ttf, Bitstream Vera licence), embedded
// and subset to the letters used, so any name — Norwegian, Sámi, the rest of Latin, Cyrillic,
// Greek — prints as written. Long values wrap inside their column and push what follows down,
// onto a new page when the page is full.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { formatKroner, formatNumericDate, formatTime } from "#app/domain/format.ts";
import type { Locale } from "#app/title/title-schema.ts";
import { fontBytes, printable } from "./fonts.ts";
import { DOCUMENT_WORDS, papersTimes } from "./words.ts";

const METHOD_NAMES: Record<string, string> = {
  VIPPS: "Vipps",
  BANKGIRO: "Bankgiro",
  AVTALEGIRO: "AvtaleGiro",
  STREX: "Strex",
};

type Row = [label: string, value: string];

/** The parties: the seller with what § 5-1-1 asks of it, the buyer with name, number and address. */
export function partyRows(doc: InvoiceDocument, locale: Locale): Row[] {
  const w = DOCUMENT_WORDS[locale];
  return [
    [w.seller, `${doc.seller.companyName} (${doc.seller.name})`],
    ["", doc.seller.address],
    ["", `Org.nr. ${doc.seller.organizationNumber} ${w.vatRegistered}`],
    ["", w.register],
    [w.buyer, doc.subscriber.name],
    // No address: no row (a consumer's sales document needs none).
    ...(doc.subscriber.address ? [[w.address, doc.subscriber.address] as Row] : []),
    [w.customerNo, doc.subscriber.ariaAccountNo],
  ];
}

/** The document's facts, label and value, in the order the page shows them. */
export function documentRows(doc: InvoiceDocument, locale: Locale): Row[] {
  const w = DOCUMENT_WORDS[locale];
  const credit = doc.kind === "CREDIT_NOTE" || doc.kind === "DEBIT_NOTE";
  // Every document is dated the day it was issued; an invoice's day is its invoice date.
  const rows: Row[] = [
    [doc.kind === "INVOICE" ? w.issuedOn : w.noteDate, formatNumericDate(doc.issuedOn)],
    ...(doc.kind === "CREDIT_NOTE"
      ? [[w.creditNoteNo, doc.documentNo] as Row]
      : doc.kind === "DEBIT_NOTE"
        ? [[w.debitNoteNo, doc.documentNo] as Row]
        : doc.kind === "RECEIPT"
          ? [[w.receiptNo, doc.documentNo] as Row, [w.invoiceNo, doc.ariaInvoiceNo ?? ""] as Row]
          : [[w.invoiceNo, doc.documentNo] as Row]),
  ];
  if (doc.refersTo) rows.push([w.refersTo, doc.refersTo]);
  if (credit && doc.ariaInvoiceNo) rows.push([w.credits, doc.ariaInvoiceNo]);
  // Drawn by AvtaleGiro: no KID to pay with (ADR 053).
  if (doc.kid && !doc.drawnBy) rows.push([w.kid, doc.kid]);
  rows.push(
    [w.about, doc.description],
    [w.period, `${formatNumericDate(doc.periodFrom)} – ${formatNumericDate(doc.periodTo)}`],
  );
  if (doc.creditReason?.kind === "STOP")
    rows.push([w.stopped, papersTimes(doc.creditReason.papers, doc.creditReason.perPaper)]);
  rows.push(
    [w.net, formatKroner(doc.netAmount)],
    [w.vat(doc.vatRate), formatKroner(doc.vatAmount)],
    [w.gross, formatKroner(doc.amount)],
  );
  if (doc.dueDate) rows.push([w.due, formatNumericDate(doc.dueDate)]);
  if (doc.kind === "RECEIPT") {
    const at = doc.paidAt ? ` ${w.at} ${formatTime(new Date(doc.paidAt))}` : "";
    rows.push([w.paidAt, `${formatNumericDate(doc.paidDate!)}${at}`]);
    const method = doc.method === "SWEDBANK-PPG" ? w.card(doc.cardLast4) : METHOD_NAMES[doc.method!]!;
    rows.push([w.method, method], [w.reference, doc.paymentId!]);
  } else if (!credit) {
    rows.push([w.paid, doc.paidDate ? formatNumericDate(doc.paidDate) : w.unpaid]);
    rows.push(doc.drawnBy ? [w.drawnBy, w.avtaleGiroDraws] : [w.account, doc.accountNumber]);
  }
  return rows;
}

/** The document's heading: "Faktura 10012", "Kvittering for faktura 10012", "Kreditnota 10047". */
export function documentHeading(doc: InvoiceDocument, locale: Locale): string {
  const w = DOCUMENT_WORDS[locale];
  if (doc.kind === "RECEIPT") return w.receiptFor(doc.ariaInvoiceNo ?? doc.documentNo);
  return `${w[doc.kind]} ${doc.documentNo}`;
}

/**
 * Lines of at most `width` points: broken at spaces, and inside a word longer than a line (between
 * whole characters). Widths add up character by character, so a 3,000-character word takes no
 * longer than a sentence.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const widths = new Map<string, number>();
  const widthOf = (char: string) => {
    let w = widths.get(char);
    if (w === undefined) widths.set(char, (w = font.widthOfTextAtSize(char, size)));
    return w;
  };
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/(?<= )/)) {
      const chars = Array.from(word);
      const wordWidth = chars.reduce((sum, c) => sum + widthOf(c), 0);
      if (lineWidth + wordWidth <= width) {
        line += word;
        lineWidth += wordWidth;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = "";
      lineWidth = 0;
      for (const char of chars) {
        const w = widthOf(char);
        if (lineWidth + w > width && line) {
          lines.push(line.trimEnd());
          line = "";
          lineWidth = 0;
        }
        line += char;
        lineWidth += w;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_X = MARGIN;
const VALUE_X = 220;
const VALUE_WIDTH = A4[0] - MARGIN - VALUE_X;
const LABEL_WIDTH = VALUE_X - LABEL_X - 12;
const black = rgb(0, 0, 0);

export async function documentPdf(doc: InvoiceDocument, locale: Locale): Promise<Uint8Array> {
  const w = DOCUMENT_WORDS[locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const heading = documentHeading(doc, locale);
  pdf.setTitle(printable(`${heading} – ${doc.seller.name}`, null));
  pdf.setAuthor(doc.seller.companyName);
  pdf.setLanguage(locale === "nn" ? "nn-NO" : "nb-NO");
  const [regularBytes, boldBytes] = await fontBytes();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  /** Room for `height` points more, else a new page. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, x: number, width: number, size: number, font: PDFFont) => {
    const lines = wrap(printable(value, font), font, size, width);
    const start = { page, y };
    for (const line of lines) {
      room(size * 1.3);
      page.drawText(line, { x, y: y - size, size, font, color: black });
      y -= size * 1.3;
    }
    return start;
  };
  const row = ([label, value]: Row) => {
    // Label and value side by side, each wrapped in its column; the taller one decides the next row.
    room(11 * 1.3);
    const top = { page, y };
    text(label, LABEL_X, LABEL_WIDTH, 11, bold);
    const after = { page, y };
    page = top.page;
    y = top.y;
    text(value, VALUE_X, VALUE_WIDTH, 11, regular);
    if (after.page === page && after.y < y) y = after.y;
    y -= 6;
  };

  text(doc.seller.name, LABEL_X, A4[0] - 2 * MARGIN, 12, bold);
  y -= 18;
  text(heading, LABEL_X, A4[0] - 2 * MARGIN, 22, bold);
  y -= 14;
  for (const r of partyRows(doc, locale)) row(r);
  y -= 14;
  for (const r of documentRows(doc, locale)) row(r);
  y -= 14;
  const total =
    doc.kind === "CREDIT_NOTE"
      ? w.totalCredited
      : doc.kind === "DEBIT_NOTE"
        ? w.totalDebited
        : doc.paidDate
          ? w.totalPaid
          : w.total;
  text(`${total}: ${formatKroner(doc.amount)}`, LABEL_X, A4[0] - 2 * MARGIN, 14, bold);

  const pages = pdf.getPages();
  if (pages.length > 1)
    pages.forEach((p, i) =>
      p.drawText(w.page(i + 1, pages.length), {
        x: LABEL_X,
        y: MARGIN / 2,
        size: 9,
        font: regular,
        color: black,
      }),
    );
  return pdf.save();
}
