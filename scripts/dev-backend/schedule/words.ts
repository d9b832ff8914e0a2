// What the platform writes about a pause starting again and a price change ahead (docs/decisions/079),
// in the title's language: Bokmål (nb) or Nynorsk (nn), each text once per language, as
// core/reader-messages.ts does. The caller formats dates and amounts. An e-mail is one text in the
// outbox: its first line is the subject, the rest the body. A step's receipt: core/change-words.ts.
import type { Title } from "#app/title/title-schema.ts";

export interface ScheduleWords {
  /** A week before a pause is over: the day it starts again and what is charged next. */
  resumes: (m: {
    titleName: string;
    planName: string;
    resumesOn: string;
    paper: boolean;
    next: { amount: string; date: string } | null;
    link: string;
  }) => string;
  /** A new price for the reader's plan from a day, and what they can do before then. */
  priceChange: (m: {
    titleName: string;
    planName: string;
    per: string;
    oldPrice: string;
    newPrice: string;
    from: string;
    changeLink: string;
    pricesLink: string;
  }) => string;
}

const nb: ScheduleWords = {
  resumes: (m) =>
    `Abonnementet ditt starter igjen ${m.resumesOn}\n` +
    `Pausen i ${m.planName} hos ${m.titleName} er over, og fra ${m.resumesOn} kan du lese igjen` +
    (m.paper ? " og får avisen levert som før. " : ". ") +
    (m.next ? `Neste betaling er ${m.next.amount} den ${m.next.date}. ` : "") +
    `Vil du endre noe, gjør du det på Min side: ${m.link} Hilsen kundesenteret.`,
  priceChange: (m) =>
    `Ny pris på ${m.planName} fra ${m.from}\n` +
    `Fra ${m.from} koster ${m.planName} hos ${m.titleName} ${m.newPrice} ${m.per} (i dag ${m.oldPrice}). ` +
    `Vil du bytte abonnement eller si det opp før den nye prisen gjelder, kan du gjøre det innen ${m.from}: ` +
    `${m.changeLink} Les mer om de nye prisene: ${m.pricesLink} Hilsen kundesenteret.`,
};

const nn: ScheduleWords = {
  resumes: (m) =>
    `Abonnementet ditt startar igjen ${m.resumesOn}\n` +
    `Pausen i ${m.planName} hos ${m.titleName} er over, og frå ${m.resumesOn} kan du lese igjen` +
    (m.paper ? " og får avisa levert som før. " : ". ") +
    (m.next ? `Neste betaling er ${m.next.amount} den ${m.next.date}. ` : "") +
    `Vil du endre noko, gjer du det på Mi side: ${m.link} Helsing kundesenteret.`,
  priceChange: (m) =>
    `Ny pris på ${m.planName} frå ${m.from}\n` +
    `Frå ${m.from} kostar ${m.planName} hos ${m.titleName} ${m.newPrice} ${m.per} (i dag ${m.oldPrice}). ` +
    `Vil du byte abonnement eller seie det opp før den nye prisen gjeld, kan du gjere det innan ${m.from}: ` +
    `${m.changeLink} Les meir om dei nye prisane: ${m.pricesLink} Helsing kundesenteret.`,
};

export const scheduleWords = (title: Pick<Title, "locale"> | undefined): ScheduleWords =>
  title?.locale === "nn" ? nn : nb;
