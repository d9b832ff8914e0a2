// What the platform writes to a reader by SMS and e-mail, in the title's language: Bokmål (nb) or
// Nynorsk (nn). Words only; the caller formats dates, times and amounts and passes them in, so each
// text is said once per language and both languages say the same things. Messages to the customer
// centre itself stay Bokmål where they are sent.
import type { Locale, Title } from "#app/title/title-schema.ts";
import type { COMPLAINT_CODES } from "#scripts/dev-backend/complaint/rules.ts";
import type { AccountRow } from "./rows.ts";
import {
  NB_PER,
  nbChange,
  nbMonths,
  NN_PER,
  nnChange,
  nnMonths,
  type ChangeWords,
  type Period,
} from "./change-words.ts";

// The receipt of a change is worded in ./change-words.ts; its type is read from here too.
export type { ChangeWords } from "./change-words.ts";

type ComplaintCode = (typeof COMPLAINT_CODES)[number]["code"];

/** A price schedule (app/domain/prices.ts) with its amounts formatted, for a message to word. */
export interface PriceWords {
  period: Period;
  now: { amount: string; months: number };
  discounted: Array<{ amount: string; months: number }>;
  ordinary: string;
  discount: { code: string; percentOff: number; months: number; total: string } | null;
}

export interface ReaderMessages {
  /** A complaint's category as the confirmation quotes it, in lower case: "(avisen kom ikke)". */
  complaintCategory: Record<ComplaintCode, string>;
  redelivery: (date: string) => string;
  credit: (amount: string, periodStart: string) => string;
  extend: (days: number, from: string) => string;
  noRemedy: string;
  complaintConfirmation: (m: {
    titleName: string;
    days: string;
    category: string;
    complaintId: string;
    remedy: string;
    customerServiceContacts: boolean;
  }) => string;
  chargeFailed: (amount: string, on: string) => string;
  invoiceOverdue: (invoiceNo: string, amount: string, dueDate: string) => string;
  accessStops: (date: string) => string;
  reminderSms: (what: string, stops: string, link: string) => string;
  reminderEmail: (what: string, stops: string, invoiceNo: string, link: string) => string;
  businessInvitation: (m: { again: boolean; companyName: string; titleName: string; link: string }) => string;
  businessCode: (companyName: string, code: string) => string;
  familyInvitation: (m: { ownerName: string; titleName: string; link: string }) => string;
  linkAccountCode: (code: string) => string;
  schoolCode: (kind: "student" | "pupil", code: string, minutes: number) => string;
  withdrawal: (m: {
    planName: string;
    orderNo: string;
    date: string;
    time: string;
    paid: string;
    refund: string;
  }) => string;
  orderReceipt: (m: { planName: string; orderNo: string; prices: PriceWords; startDate: string }) => string;
  /** An invoice paid at the payment provider: what the screen said when it came back (outcome.tsx). */
  invoicePaid: (m: { invoiceNo: string; amount: string; method: string; link: string }) => string;
  dataExport: (days: number, readyBy: string) => string;
  deletion: (days: number) => string;
  /** A receipt for a change to the subscription: what changed, from when, what it costs. */
  change: ChangeWords;
}

/** "Betalt nå: 1 kr for 1 måned. Deretter 150 kr per måned i 3 måneder, så 299 kr per måned. Rabatt: …" */
function nbPrices(p: PriceWords) {
  const per = NB_PER[p.period];
  const phases = p.discounted.map((d) => `${d.amount} ${per} i ${nbMonths(d.months)}`);
  const then = phases.length ? `${phases.join(", ")}, så ${p.ordinary} ${per}` : `${p.ordinary} ${per}`;
  const discount = p.discount
    ? ` Rabatt: ${p.discount.code}: ${p.discount.percentOff} % rabatt i ${nbMonths(p.discount.months)}, ${p.discount.total} til sammen.`
    : "";
  return `Betalt nå: ${p.now.amount} for ${nbMonths(p.now.months)}. Deretter ${then}.${discount}`;
}

const nb: ReaderMessages = {
  complaintCategory: {
    MANGLER: "avisen kom ikke",
    SEN: "avisen kom for sent",
    SKADET: "avisen var våt eller skadet",
    FEIL_AVIS: "jeg fikk feil avis",
    MANGLER_BILAG: "det manglet bilag eller deler av avisen",
    ANNET: "annet",
  },
  redelivery: (date) => `Vi leverer dagens avis på nytt i dag, ${date}.`,
  credit: (amount, periodStart) =>
    `Vi trekker ${amount} fra fakturaen for perioden som starter ${periodStart}.`,
  extend: (days, from) => `Abonnementet forlenges med ${days} ${days === 1 ? "dag" : "dager"} fra ${from}.`,
  noRemedy: "Vi gir beskjed til avisbudet.",
  complaintConfirmation: (m) =>
    `Vi har registrert reklamasjonen din på ${m.titleName} ${m.days} (${m.category}), ` +
    `saksnummer ${m.complaintId}. ${m.remedy} ` +
    (m.customerServiceContacts ? "Kundeservice kontakter deg om leveringen. " : "") +
    `Takk for at du sa fra. Hilsen kundesenteret.`,
  chargeFailed: (amount, on) => `Vi fikk ikke trukket ${amount} for abonnementet ditt ${on}.`,
  invoiceOverdue: (invoiceNo, amount, dueDate) => `Faktura ${invoiceNo} på ${amount} forfalt ${dueDate}.`,
  accessStops: (date) => `Betal innen ${date}, ellers stopper tilgangen.`,
  reminderSms: (what, stops, link) => `${what} ${stops} Betal her: ${link} Hilsen kundesenteret.`,
  reminderEmail: (what, stops, invoiceNo, link) =>
    `Påminnelse om betaling. ${what} ${stops} Betal faktura ${invoiceNo} her: ${link} Hilsen kundesenteret.`,
  businessInvitation: (m) =>
    `${m.again ? "Påminnelse: " : ""}${m.companyName} har gitt deg tilgang til ${m.titleName} gjennom ` +
    `bedriftsabonnementet. Logg inn og bekreft e-postadressen din her: ${m.link}`,
  businessCode: (companyName, code) =>
    `Koden din for bedriftsabonnementet til ${companyName} er ${code}. Den gjelder i 30 minutter. Hilsen kundesenteret.`,
  familyInvitation: (m) =>
    `${m.ownerName} har invitert deg til å dele abonnementet sitt på ${m.titleName}. Du får tilgang til det ` +
    `digitale innholdet uten å betale noe. Bli med her: ${m.link} Lenken gjelder i 7 dager. Hilsen kundesenteret.`,
  linkAccountCode: (code) => `Koden din for å koble abonnementet er ${code}. Hilsen kundesenteret.`,
  schoolCode: (kind, code, minutes) =>
    `Koden din for ${kind === "pupil" ? "elevabonnementet" : "studentabonnementet"} er ${code}. ` +
    `Den gjelder i ${minutes} minutter. Hilsen kundesenteret.`,
  withdrawal: (m) =>
    `Angrerett: vi bekrefter at du angret kjøpet av ${m.planName} (ordre ${m.orderNo}) ` +
    `${m.date} kl. ${m.time}. Tilgangen er avsluttet. Du betalte ${m.paid} ` +
    `og får tilbake ${m.refund} innen 14 dager. Hilsen kundesenteret.`,
  orderReceipt: (m) =>
    `Kvittering: takk for bestillingen av ${m.planName}. Ordrenummer ${m.orderNo}. ${nbPrices(m.prices)} ` +
    `Abonnementet starter ${m.startDate}. Hilsen kundesenteret.`,
  invoicePaid: (m) =>
    `Takk! Faktura ${m.invoiceNo} er betalt. Vi har mottatt ${m.amount} med ${m.method}. ` +
    `Kvitteringen kan du laste ned her: ${m.link} Hilsen kundesenteret.`,
  dataExport: (days, readyBy) =>
    `Vi har mottatt bestillingen av dataene dine. Du får en e-post med lenke til nedlastingen innen ` +
    `${days} dager, senest ${readyBy}. Hilsen kundesenteret.`,
  deletion: (days) =>
    `Vi har mottatt ønsket ditt om å slette kontoen og dataene dine. Det kan ta opptil ${days} dager ` +
    `før alt er slettet. Betalingshistorikken tar vi vare på i 5 år, fordi bokføringsloven krever det. ` +
    `Hilsen kundesenteret.`,
  change: nbChange,
};

function nnPrices(p: PriceWords) {
  const per = NN_PER[p.period];
  const phases = p.discounted.map((d) => `${d.amount} ${per} i ${nnMonths(d.months)}`);
  const then = phases.length ? `${phases.join(", ")}, så ${p.ordinary} ${per}` : `${p.ordinary} ${per}`;
  const discount = p.discount
    ? ` Rabatt: ${p.discount.code}: ${p.discount.percentOff} % rabatt i ${nnMonths(p.discount.months)}, ${p.discount.total} til saman.`
    : "";
  return `Betalt no: ${p.now.amount} for ${nnMonths(p.now.months)}. Deretter ${then}.${discount}`;
}

const nn: ReaderMessages = {
  complaintCategory: {
    MANGLER: "avisa kom ikkje",
    SEN: "avisa kom for seint",
    SKADET: "avisa var våt eller skadd",
    FEIL_AVIS: "eg fekk feil avis",
    MANGLER_BILAG: "det mangla bilag eller delar av avisa",
    ANNET: "anna",
  },
  redelivery: (date) => `Vi leverer dagens avis på nytt i dag, ${date}.`,
  credit: (amount, periodStart) =>
    `Vi trekkjer ${amount} frå fakturaen for perioden som startar ${periodStart}.`,
  extend: (days, from) =>
    `Abonnementet blir forlengd med ${days} ${days === 1 ? "dag" : "dagar"} frå ${from}.`,
  noRemedy: "Vi gir beskjed til avisbodet.",
  complaintConfirmation: (m) =>
    `Vi har registrert reklamasjonen din på ${m.titleName} ${m.days} (${m.category}), ` +
    `saksnummer ${m.complaintId}. ${m.remedy} ` +
    (m.customerServiceContacts ? "Kundeservice kontaktar deg om leveringa. " : "") +
    `Takk for at du sa frå. Helsing kundesenteret.`,
  chargeFailed: (amount, on) => `Vi fekk ikkje trekt ${amount} for abonnementet ditt ${on}.`,
  invoiceOverdue: (invoiceNo, amount, dueDate) => `Faktura ${invoiceNo} på ${amount} forfall ${dueDate}.`,
  accessStops: (date) => `Betal innan ${date}, elles stoppar tilgangen.`,
  reminderSms: (what, stops, link) => `${what} ${stops} Betal her: ${link} Helsing kundesenteret.`,
  reminderEmail: (what, stops, invoiceNo, link) =>
    `Påminning om betaling. ${what} ${stops} Betal faktura ${invoiceNo} her: ${link} Helsing kundesenteret.`,
  businessInvitation: (m) =>
    `${m.again ? "Påminning: " : ""}${m.companyName} har gitt deg tilgang til ${m.titleName} gjennom ` +
    `bedriftsabonnementet. Logg inn og stadfest e-postadressa di her: ${m.link}`,
  businessCode: (companyName, code) =>
    `Koden din for bedriftsabonnementet til ${companyName} er ${code}. Han gjeld i 30 minutt. Helsing kundesenteret.`,
  familyInvitation: (m) =>
    `${m.ownerName} har invitert deg til å dele abonnementet sitt på ${m.titleName}. Du får tilgang til det ` +
    `digitale innhaldet utan å betale noko. Bli med her: ${m.link} Lenka gjeld i 7 dagar. Helsing kundesenteret.`,
  linkAccountCode: (code) => `Koden din for å kople abonnementet er ${code}. Helsing kundesenteret.`,
  schoolCode: (kind, code, minutes) =>
    `Koden din for ${kind === "pupil" ? "elevabonnementet" : "studentabonnementet"} er ${code}. ` +
    `Han gjeld i ${minutes} minutt. Helsing kundesenteret.`,
  withdrawal: (m) =>
    `Angrerett: vi stadfestar at du angra kjøpet av ${m.planName} (ordre ${m.orderNo}) ` +
    `${m.date} kl. ${m.time}. Tilgangen er avslutta. Du betalte ${m.paid} ` +
    `og får tilbake ${m.refund} innan 14 dagar. Helsing kundesenteret.`,
  orderReceipt: (m) =>
    `Kvittering: takk for bestillinga av ${m.planName}. Ordrenummer ${m.orderNo}. ${nnPrices(m.prices)} ` +
    `Abonnementet startar ${m.startDate}. Helsing kundesenteret.`,
  invoicePaid: (m) =>
    `Takk! Faktura ${m.invoiceNo} er betalt. Vi har motteke ${m.amount} med ${m.method}. ` +
    `Kvitteringa kan du laste ned her: ${m.link} Helsing kundesenteret.`,
  dataExport: (days, readyBy) =>
    `Vi har fått bestillinga av dataa dine. Du får ein e-post med lenke til nedlastinga innan ` +
    `${days} dagar, seinast ${readyBy}. Helsing kundesenteret.`,
  deletion: (days) =>
    `Vi har fått ønsket ditt om å slette kontoen og dataa dine. Det kan ta opp til ${days} dagar ` +
    `før alt er sletta. Betalingshistorikken tek vi vare på i 5 år, fordi bokføringslova krev det. ` +
    `Helsing kundesenteret.`,
  change: nnChange,
};

const BY_LOCALE: Record<Locale, ReaderMessages> = { nb, nn };

/** The texts for a title's readers; Bokmål when the title is not known. */
export const readerMessages = (title: Pick<Title, "locale"> | undefined): ReaderMessages =>
  BY_LOCALE[title?.locale ?? "nb"];

/** For a message about the account rather than one title: the language of the title it first subscribed to. */
export const accountMessages = (
  titles: ReadonlyArray<Pick<Title, "titleCode" | "locale">>,
  account: Pick<AccountRow, "first_title_code">,
) => readerMessages(titles.find((t) => t.titleCode === account.first_title_code));
