// What the platform writes about a power of attorney, in the title's language (nb or nn): the
// invitation to the helper, and the receipt the subscriber gets for what a helper did (a change,
// a complaint, an invoice paid).
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
}

const nb: FullmaktWords = {
  rights: {
    see: "se abonnementet og fakturaene",
    pay: "betale fakturaer",
    delivery: "levering og ferieomlegging",
    complaint: "reklamasjoner",
  },
  invitation: ({ grantorName, titleName, rights, until, link }) =>
    `${grantorName} vil at du skal hjelpe til med abonnementet på ${titleName}: ${rights}. ` +
    `Fullmakten gjelder til og med ${until}. Logg inn med din egen bruker og godta her: ${link}`,
  helperActed: ({ helperName, titleName, lines }) =>
    `${helperName} har gjort dette for deg på Min side for ${titleName}, med fullmakten du ga: ` +
    `${lines.join(" ")} Du kan avslutte fullmakten når du vil på Min side.`,
  invoicePaid: ({ invoiceNo, amount, method, on }) =>
    `Faktura ${invoiceNo} på ${amount} ble betalt med ${method} ${on}.`,
};

const nn: FullmaktWords = {
  rights: {
    see: "sjå abonnementet og fakturaene",
    pay: "betale fakturaer",
    delivery: "levering og ferieomlegging",
    complaint: "reklamasjonar",
  },
  invitation: ({ grantorName, titleName, rights, until, link }) =>
    `${grantorName} vil at du skal hjelpe til med abonnementet på ${titleName}: ${rights}. ` +
    `Fullmakta gjeld til og med ${until}. Logg inn med din eigen brukar og godta her: ${link}`,
  helperActed: ({ helperName, titleName, lines }) =>
    `${helperName} har gjort dette for deg på Min side for ${titleName}, med fullmakta du gav: ` +
    `${lines.join(" ")} Du kan avslutte fullmakta når du vil på Min side.`,
  invoicePaid: ({ invoiceNo, amount, method, on }) =>
    `Faktura ${invoiceNo} på ${amount} vart betalt med ${method} ${on}.`,
};

export const fullmaktWords = (title: Pick<Title, "locale">): FullmaktWords =>
  title.locale === "nn" ? nn : nb;
