// A card gift's gift card as a one-page PDF (docs/decisions/077), drawn with pdf-lib in the title's
// language like the documents (documents/invoice-pdf.ts): the title, "Gavekort", to whom, the
// message, what the gift is, the code, how long it is valid and where to redeem it.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import { formatNumericDate } from "#app/domain/format.ts";
import type { Title } from "#app/title/title-schema.ts";
import { fontBytes, printable } from "#scripts/dev-backend/documents/fonts.ts";
import { wrap } from "#scripts/dev-backend/documents/invoice-pdf.ts";
import { giftWords } from "./words.ts";

export interface CardFacts {
  recipientName: string;
  giverName: string;
  message: string | null;
  product: string;
  months: number;
  code: string;
  validUntil: string;
  redeemAt: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const black = rgb(0, 0, 0);

export async function giftCardPdf(
  title: Pick<Title, "name" | "locale">,
  card: CardFacts,
): Promise<Uint8Array> {
  const w = giftWords(title).card;
  const months = giftWords(title).months;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(printable(`${w.heading} – ${title.name}`, null));
  pdf.setLanguage(title.locale === "nn" ? "nn-NO" : "nb-NO");
  const [regularBytes, boldBytes] = await fontBytes();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (value: string, size: number, font: PDFFont, gap = 6) => {
    for (const line of wrap(printable(value, font), font, size, WIDTH)) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: black });
      y -= size * 1.3;
    }
    y -= gap;
  };
  text(title.name, 14, bold, 18);
  text(w.heading, 32, bold, 24);
  text(`${w.to}: ${card.recipientName}`, 16, bold);
  text(`${w.from}: ${card.giverName}`, 12, regular, 14);
  if (card.message) text(`«${card.message}»`, 13, regular, 18);
  text(`${w.what}: ${card.product}, ${months(card.months)}`, 12, regular, 18);
  text(w.code, 12, bold, 0);
  text(card.code, 28, bold, 18);
  text(`${w.validUntil} ${formatNumericDate(card.validUntil)}`, 12, regular);
  text(`${w.redeemAt} ${card.redeemAt}`, 12, regular);
  return pdf.save();
}
