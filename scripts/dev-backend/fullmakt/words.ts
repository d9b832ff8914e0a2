// What the platform writes about a power of attorney, in the title's language (nb or nn): the
// invitation to the helper, the code that proves the invited address or number, the receipt the
// subscriber gets for what a helper did (a change, a complaint, an invoice paid), and the word to
// the other side when one side ends it.
import type { HelperRight } from "#app/domain/fullmakt.ts";
import type { Title } from "#app/title/title-schema.ts";

interface FullmaktWords {
  rights: Record<HelperRight, string>;
  invitation: (m: {
    grantorName: string;
    titleName: string;
    rights: string;
    until: string;
    link: string;
  }) => string;
  helperActed: (m: { helperName: string; titleName: string; lines: string[] }) => string;
  /** A line of the receipt for an invoice a helper paid; amount and date come formatted. */
  invoicePaid: (m: { invoiceNo: string; amount: string; method: string; on: string }) => string;
  contactCode: (m: { code: string; titleName: string }) => string;
  /** To the helper: the subscriber has withdrawn it. */
  endedByGrantor: (m: { grantorName: string; titleName: string; date: string }) => string;
}

/** One language's sentences, whole, with blanks `{name}` for what the message is about. */
interface Sentences {
  rights: Record<HelperRight, string>;
  /** Blanks: grantorName, titleName, rights, until, link. */
  invitation: string;
  /** Blanks: helperName, titleName, lines (the receipt's lines, one after the other). */
  helperActed: string;
  /** Blanks: invoiceNo, amount, method, on. */
  invoicePaid: string;
  /** Blanks: code, titleName. */
  contactCode: string;
  /** Blanks: grantorName, titleName, date. */
  endedByGrantor: string;
}

/** The sentence with its blanks filled; a blank with no value is a mistake in the sentence. */
function fill(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${sentence}"`);
    return value;
  });
}

/** The receipts and invitation of one language: each language writes its sentences once. */
const wordsOf = (sentences: Sentences): FullmaktWords => ({
  rights: sentences.rights,
  invitation: (m) => fill(sentences.invitation, m),
  helperActed: ({ lines, ...m }) => fill(sentences.helperActed, { ...m, lines: lines.join(" ") }),
  invoicePaid: (m) => fill(sentences.invoicePaid, m),
  contactCode: (m) => fill(sentences.contactCode, m),
  endedByGrantor: (m) => fill(sentences.endedByGrantor, m),
});

const nb = wordsOf({
  rights: {
    see: "se abonnementet og fakturaene",
    pay: "betale fakturaer",
    delivery: "levering og ferieomlegging",
    complaint: "reklamasjoner",
  },
  invitation:
    "{grantorName} vil at du skal hjelpe til med abonnementet på {titleName}: {rights}. " +
    "Fullmakten gjelder til og med {until}. Logg inn med din egen bruker og godta her: {link}",
  helperActed:
    "{helperName} har gjort dette for deg på Min side for {titleName}, med fullmakten du ga: " +
    "{lines} Du kan avslutte fullmakten når du vil på Min side.",
  invoicePaid: "Faktura {invoiceNo} på {amount} ble betalt med {method} {on}.",
  contactCode:
    "Koden din er {code}. Skriv den inn på Min side for {titleName} for å godta fullmakten. " +
    "Koden gjelder i 30 minutter.",
  endedByGrantor:
    "{grantorName} har avsluttet fullmakten for {titleName} fra og med {date}. " +
    "Du kan ikke lenger hjelpe til med abonnementet på Min side.",
});

const nn = wordsOf({
  rights: {
    see: "sjå abonnementet og fakturaene",
    pay: "betale fakturaer",
    delivery: "levering og ferieomlegging",
    complaint: "reklamasjonar",
  },
  invitation:
    "{grantorName} vil at du skal hjelpe til med abonnementet på {titleName}: {rights}. " +
    "Fullmakta gjeld til og med {until}. Logg inn med din eigen brukar og godta her: {link}",
  helperActed:
    "{helperName} har gjort dette for deg på Min side for {titleName}, med fullmakta du gav: " +
    "{lines} Du kan avslutte fullmakta når du vil på Min side.",
  invoicePaid: "Faktura {invoiceNo} på {amount} vart betalt med {method} {on}.",
  contactCode:
    "Koden din er {code}. Skriv han inn på Min side for {titleName} for å godta fullmakta. " +
    "Koden gjeld i 30 minutt.",
  endedByGrantor:
    "{grantorName} har avslutta fullmakta for {titleName} frå og med {date}. " +
    "Du kan ikkje lenger hjelpe til med abonnementet på Min side.",
});

export const fullmaktWords = (title: Pick<Title, "locale">): FullmaktWords =>
  title.locale === "nn" ? nn : nb;
