// What the platform writes about a gift, in the title's language: Bokmål (nb) or Nynorsk (nn), each
// text once per language, as core/reader-messages.ts does. The caller formats dates and amounts.
// An e-mail is one text in the outbox: its first line is the subject, the rest the body.
import type { Locale, Title } from "#app/title/title-schema.ts";
import { nbMonths, nnMonths } from "#scripts/dev-backend/core/change-words.ts";

export interface GiftFacts {
  giftNo: string;
  product: string;
  months: number;
}

export interface GiftWords {
  months: (n: number) => string;
  /** The invoice's line, and so the receipt's: product, length and the recipient's name only. */
  receiptLine: (m: GiftFacts & { recipientName: string }) => string;
  /** The recipient's e-mail: who it is from, the message, what, the code and where to redeem it. */
  toRecipient: (m: {
    titleName: string;
    giverName: string;
    message: string | null;
    product: string;
    months: number;
    code: string;
    link: string;
    validUntil: string;
  }) => string;
  /** The giver's receipt when paid: when it goes (or that the card is theirs to give). */
  bought: (
    m: GiftFacts & { titleName: string; recipientName: string; amount: string; when: string | null },
  ) => string;
  withdrawn: (m: GiftFacts & { titleName: string; date: string; time: string; refund: string }) => string;
  /** To the recipient GIFT_END_NOTICE_DAYS before their gift subscription ends. */
  endsSoon: (m: {
    titleName: string;
    endDate: string;
    planName: string;
    price: string;
    link: string;
  }) => string;
  /** The gift card's words. */
  card: {
    heading: string;
    to: string;
    from: string;
    what: string;
    code: string;
    validUntil: string;
    redeemAt: string;
  };
}

const nb: GiftWords = {
  months: nbMonths,
  receiptLine: (m) => `Gaveabonnement: ${m.product}, ${nbMonths(m.months)}, til ${m.recipientName}`,
  toRecipient: (m) =>
    `Du har fått en gave fra ${m.giverName}: ${m.titleName}\n` +
    `${m.giverName} gir deg ${m.product} fra ${m.titleName} i ${nbMonths(m.months)}.\n` +
    (m.message ? `Hilsen fra ${m.giverName}: «${m.message}»\n` : "") +
    `Gavekoden din er ${m.code}. Løs den inn her: ${m.link}\n` +
    `Koden gjelder til og med ${m.validUntil}. Hilsen kundesenteret.`,
  bought: (m) =>
    `Kvittering: takk for at du kjøpte et gaveabonnement hos ${m.titleName}\n` +
    `Gave ${m.giftNo}: ${m.product}, ${nbMonths(m.months)}, til ${m.recipientName}. Betalt: ${m.amount}. ` +
    (m.when === null
      ? "Gavekortet kan du laste ned på Min side og gi selv. "
      : `Vi sender gaven på e-post ${m.when}. `) +
    `Du kan angre kjøpet innen 14 dager så lenge gaven ikke er løst inn. Hilsen kundesenteret.`,
  withdrawn: (m) =>
    `Angrerett: vi bekrefter at du angret kjøpet av gave ${m.giftNo} hos ${m.titleName}\n` +
    `${m.product}, ${nbMonths(m.months)}, angret ${m.date} kl. ${m.time}. Gavekoden virker ikke lenger. ` +
    `Du får tilbake ${m.refund} innen 14 dager. Hilsen kundesenteret.`,
  endsSoon: (m) =>
    `Gaveabonnementet ditt på ${m.titleName} slutter snart\n` +
    `Gaveabonnementet ditt varer til og med ${m.endDate}. Vil du fortsette å lese, koster ${m.planName} ` +
    `${m.price} per måned. Bestill her: ${m.link} Hilsen kundesenteret.`,
  card: {
    heading: "Gavekort",
    to: "Til",
    from: "Fra",
    what: "Gaven",
    code: "Gavekode",
    validUntil: "Gjelder til og med",
    redeemAt: "Løs inn gaven på",
  },
};

const nn: GiftWords = {
  months: nnMonths,
  receiptLine: (m) => `Gåveabonnement: ${m.product}, ${nnMonths(m.months)}, til ${m.recipientName}`,
  toRecipient: (m) =>
    `Du har fått ei gåve frå ${m.giverName}: ${m.titleName}\n` +
    `${m.giverName} gir deg ${m.product} frå ${m.titleName} i ${nnMonths(m.months)}.\n` +
    (m.message ? `Helsing frå ${m.giverName}: «${m.message}»\n` : "") +
    `Gåvekoden din er ${m.code}. Løys han inn her: ${m.link}\n` +
    `Koden gjeld til og med ${m.validUntil}. Helsing kundesenteret.`,
  bought: (m) =>
    `Kvittering: takk for at du kjøpte eit gåveabonnement hos ${m.titleName}\n` +
    `Gåve ${m.giftNo}: ${m.product}, ${nnMonths(m.months)}, til ${m.recipientName}. Betalt: ${m.amount}. ` +
    (m.when === null
      ? "Gåvekortet kan du laste ned på Mi side og gi sjølv. "
      : `Vi sender gåva på e-post ${m.when}. `) +
    `Du kan angre kjøpet innan 14 dagar så lenge gåva ikkje er løyst inn. Helsing kundesenteret.`,
  withdrawn: (m) =>
    `Angrerett: vi stadfestar at du angra kjøpet av gåve ${m.giftNo} hos ${m.titleName}\n` +
    `${m.product}, ${nnMonths(m.months)}, angra ${m.date} kl. ${m.time}. Gåvekoden verkar ikkje lenger. ` +
    `Du får tilbake ${m.refund} innan 14 dagar. Helsing kundesenteret.`,
  endsSoon: (m) =>
    `Gåveabonnementet ditt på ${m.titleName} sluttar snart\n` +
    `Gåveabonnementet ditt varer til og med ${m.endDate}. Vil du halde fram med å lese, kostar ${m.planName} ` +
    `${m.price} per månad. Bestill her: ${m.link} Helsing kundesenteret.`,
  card: {
    heading: "Gåvekort",
    to: "Til",
    from: "Frå",
    what: "Gåva",
    code: "Gåvekode",
    validUntil: "Gjeld til og med",
    redeemAt: "Løys inn gåva på",
  },
};

const BY_LOCALE: Record<Locale, GiftWords> = { nb, nn };

/** The gift texts for a title's readers; Bokmål when the title is not known. */
export const giftWords = (title: Pick<Title, "locale"> | undefined): GiftWords =>
  BY_LOCALE[title?.locale ?? "nb"];
