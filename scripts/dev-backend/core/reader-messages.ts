// What the platform writes to a reader by SMS and e-mail, in the title's language: Bokmål (nb) or
// Nynorsk (nn). Words only; the caller formats dates, times and amounts and passes them in, so each
// text is said once per language and both languages say the same things. Messages to the customer
// centre itself stay Bokmål where they are sent.
import type { Locale, Title } from "#app/title/title-schema.ts";
import type { COMPLAINT_CODES } from "#scripts/dev-backend/complaint/rules.ts";
import type { AccountRow } from "./rows.ts";

type ComplaintCode = (typeof COMPLAINT_CODES)[number]["code"];

type Period = "ANNUAL" | "QUARTERLY" | "MONTHLY" | "MONTHLY_PREMIUM";

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
    orderId: string;
    date: string;
    time: string;
    paid: string;
    refund: string;
  }) => string;
  orderReceipt: (m: { planName: string; orderId: string; prices: PriceWords; startDate: string }) => string;
  dataExport: (days: number, readyBy: string) => string;
  deletion: (days: number) => string;
  /** A receipt for a change to the subscription: what changed, from when, what it costs. */
  change: ChangeWords;
}

/** The words of a change's receipt (history/receipts.ts puts them together); amounts and dates come formatted. */
export interface ChangeWords {
  receipt: (titleName: string, lines: string[]) => string;
  perPeriod: Record<Period, string>;
  paymentMethod: Record<"VIPPS" | "SWEDBANK-PPG" | "BANKGIRO" | "AVTALEGIRO" | "STREX", string>;
  /** kind: what the change changes (app/domain/plan-change.ts changeKind). */
  planOrdered: (m: {
    kind: "plan" | "period" | "both";
    planName: string;
    per: string;
    price: string;
    from: string;
  }) => string;
  replaces: string;
  planWithdrawn: (m: { planName: string; from: string; current: string; price: string }) => string;
  cancelled: (m: { planName: string; lastDay: string }) => string;
  cancellationUndone: (m: { planName: string; price: string }) => string;
  newPaymentMethod: (method: string) => string;
  /** AvtaleGiro confirmed by the bank or stopped; `limit` per charge, formatted. */
  avtalegiro: (event: "confirmed" | "stopped", limit: string) => string;
  efaktura: (event: "registered" | "stopped") => string;
  nextPayment: (amount: string, date: string) => string;
  delivery: (m: {
    event: "registered" | "withdrawn" | "new-last-day";
    type: "TRANSFER" | "PERMANENT" | "STOP";
    from: string;
    to: string | null;
  }) => string;
  priceUnchanged: string;
  /** A note to the carrier saved (text and the first delivery it is on) or removed (null); `transfer`: at a temporary address. */
  carrierNote: (
    m: { text: string; from: string; transfer: boolean } | { removed: true; transfer: boolean },
  ) => string;
  family: (event: "sent" | "accepted" | "withdrawn" | "ended" | "joined", email: string) => string;
  business: (event: "sent" | "received" | "removed", email: string) => string;
  discount: (m: { code: string; percentOff: number; months: number }) => string;
  other: string;
}

const NB_PER: Record<Period, string> = {
  ANNUAL: "per år",
  QUARTERLY: "per kvartal",
  MONTHLY: "per måned",
  MONTHLY_PREMIUM: "per måned",
};
const nbMonths = (n: number) => (n === 1 ? "1 måned" : `${n} måneder`);

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
    `Angrerett: vi bekrefter at du angret kjøpet av ${m.planName} (ordre ${m.orderId}) ` +
    `${m.date} kl. ${m.time}. Tilgangen er avsluttet. Du betalte ${m.paid} ` +
    `og får tilbake ${m.refund} innen 14 dager. Hilsen kundesenteret.`,
  orderReceipt: (m) =>
    `Kvittering: takk for bestillingen av ${m.planName}. Ordrenummer ${m.orderId}. ${nbPrices(m.prices)} ` +
    `Abonnementet starter ${m.startDate}. Hilsen kundesenteret.`,
  dataExport: (days, readyBy) =>
    `Vi har mottatt bestillingen av dataene dine. Du får en e-post med lenke til nedlastingen innen ` +
    `${days} dager, senest ${readyBy}. Hilsen kundesenteret.`,
  deletion: (days) =>
    `Vi har mottatt ønsket ditt om å slette kontoen og dataene dine. Det kan ta opptil ${days} dager ` +
    `før alt er slettet. Betalingshistorikken tar vi vare på i 5 år, fordi bokføringsloven krever det. ` +
    `Hilsen kundesenteret.`,
  change: {
    receipt: (titleName, lines) =>
      `Kvittering for endring av abonnementet ditt på ${titleName}: ${lines.join(" ")} Hilsen kundesenteret.`,
    perPeriod: NB_PER,
    paymentMethod: {
      VIPPS: "Vipps",
      "SWEDBANK-PPG": "betalingskort",
      BANKGIRO: "faktura",
      AVTALEGIRO: "AvtaleGiro",
      STREX: "mobilregningen",
    },
    planOrdered: (m) =>
      m.kind === "period"
        ? `Du betaler for ${m.planName} ${m.per} fra ${m.from}: ${m.price}.`
        : m.kind === "both"
          ? `Du får ${m.planName} og betaler ${m.per} fra ${m.from}: ${m.price}.`
          : `Du får ${m.planName} fra ${m.from}: ${m.price}.`,
    replaces: "Dette erstatter endringen du bestilte før.",
    planWithdrawn: (m) =>
      `Du har angret endringen til ${m.planName} fra ${m.from}. Du beholder ${m.current} til ${m.price}.`,
    cancelled: (m) =>
      `Du har sagt opp ${m.planName}. Du har tilgang til og med ${m.lastDay}, og betaler ikke mer etter det.`,
    cancellationUndone: (m) => `Du har angret oppsigelsen. ${m.planName} fortsetter til ${m.price}.`,
    newPaymentMethod: (method) => `Fra nå betaler du med ${method}.`,
    avtalegiro: (event, limit) =>
      event === "confirmed"
        ? `Banken har godkjent AvtaleGiro. Fra nå trekker banken betalingen fra kontoen din, med beløpsgrense ${limit} per trekk.`
        : `AvtaleGiro med beløpsgrense ${limit} er stoppet. Fra neste betaling får du faktura.`,
    efaktura: (event) =>
      event === "registered"
        ? "Du har tatt i bruk eFaktura. Fra neste faktura kommer fakturaene i nettbanken din, og du godkjenner dem der."
        : "Du har stoppet eFaktura. Fra neste faktura får du fakturaene på e-post.",
    nextPayment: (amount, date) => `Neste betaling er ${amount} den ${date}.`,
    delivery: (m) => {
      const what =
        m.type === "STOP"
          ? "Stopp av avisen"
          : m.type === "TRANSFER"
            ? "Omadressering av avisen"
            : "Ny fast leveringsadresse";
      const when = m.to
        ? `fra ${m.from} til og med ${m.to}`
        : m.type === "PERMANENT"
          ? `fra ${m.from}`
          : `fra ${m.from}, til videre`;
      if (m.event === "withdrawn") return `${what} ${when} er angret.`;
      if (m.event === "new-last-day") return `${what} har fått ny siste dag: ${m.to ?? ""}.`;
      return `${what} ${when} er registrert.`;
    },
    priceUnchanged: "Prisen endres ikke.",
    carrierNote: (m) => {
      const where = m.transfer ? " på den midlertidige adressen" : "";
      if ("removed" in m) return `Beskjeden til avisbudet${where} er fjernet.`;
      return `Beskjeden til avisbudet${where} er lagret: «${m.text}». Avisbudet ser den fra ${m.from}.`;
    },
    family: (event, email) =>
      ({
        sent: `Du har invitert ${email} til å dele abonnementet. Det koster ingenting ekstra.`,
        accepted: `${email} deler nå abonnementet ditt. Det koster ingenting ekstra.`,
        withdrawn: `Invitasjonen til ${email} er trukket tilbake.`,
        ended: `${email} deler ikke lenger abonnementet.`,
        joined: `Du deler nå abonnementet til ${email}. Det koster deg ingenting.`,
      })[event],
    business: (event, email) =>
      ({
        sent: `Du har gitt ${email} tilgang gjennom bedriftsabonnementet.`,
        received: `Du har fått tilgang gjennom bedriftsabonnementet (${email}). Det koster deg ingenting.`,
        removed: `${email} har ikke lenger tilgang gjennom bedriftsabonnementet.`,
      })[event],
    discount: (m) =>
      `Rabattkoden ${m.code} er lagt til: ${m.percentOff} % rabatt i ${nbMonths(m.months)}, fra neste betaling.`,
    other: "Endringen er registrert.",
  },
};

const NN_PER: Record<Period, string> = {
  ANNUAL: "per år",
  QUARTERLY: "per kvartal",
  MONTHLY: "per månad",
  MONTHLY_PREMIUM: "per månad",
};
const nnMonths = (n: number) => (n === 1 ? "1 månad" : `${n} månader`);

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
    `Angrerett: vi stadfestar at du angra kjøpet av ${m.planName} (ordre ${m.orderId}) ` +
    `${m.date} kl. ${m.time}. Tilgangen er avslutta. Du betalte ${m.paid} ` +
    `og får tilbake ${m.refund} innan 14 dagar. Helsing kundesenteret.`,
  orderReceipt: (m) =>
    `Kvittering: takk for bestillinga av ${m.planName}. Ordrenummer ${m.orderId}. ${nnPrices(m.prices)} ` +
    `Abonnementet startar ${m.startDate}. Helsing kundesenteret.`,
  dataExport: (days, readyBy) =>
    `Vi har fått bestillinga av dataa dine. Du får ein e-post med lenke til nedlastinga innan ` +
    `${days} dagar, seinast ${readyBy}. Helsing kundesenteret.`,
  deletion: (days) =>
    `Vi har fått ønsket ditt om å slette kontoen og dataa dine. Det kan ta opp til ${days} dagar ` +
    `før alt er sletta. Betalingshistorikken tek vi vare på i 5 år, fordi bokføringslova krev det. ` +
    `Helsing kundesenteret.`,
  change: {
    receipt: (titleName, lines) =>
      `Kvittering for endring av abonnementet ditt på ${titleName}: ${lines.join(" ")} Helsing kundesenteret.`,
    perPeriod: NN_PER,
    paymentMethod: {
      VIPPS: "Vipps",
      "SWEDBANK-PPG": "betalingskort",
      BANKGIRO: "faktura",
      AVTALEGIRO: "AvtaleGiro",
      STREX: "mobilrekninga",
    },
    planOrdered: (m) =>
      m.kind === "period"
        ? `Du betaler for ${m.planName} ${m.per} frå ${m.from}: ${m.price}.`
        : m.kind === "both"
          ? `Du får ${m.planName} og betaler ${m.per} frå ${m.from}: ${m.price}.`
          : `Du får ${m.planName} frå ${m.from}: ${m.price}.`,
    replaces: "Dette kjem i staden for endringa du bestilte før.",
    planWithdrawn: (m) =>
      `Du har angra endringa til ${m.planName} frå ${m.from}. Du beheld ${m.current} til ${m.price}.`,
    cancelled: (m) =>
      `Du har sagt opp ${m.planName}. Du har tilgang til og med ${m.lastDay}, og betaler ikkje meir etter det.`,
    cancellationUndone: (m) => `Du har angra oppseiinga. ${m.planName} held fram til ${m.price}.`,
    newPaymentMethod: (method) => `Frå no betaler du med ${method}.`,
    avtalegiro: (event, limit) =>
      event === "confirmed"
        ? `Banken har godkjent AvtaleGiro. Frå no trekkjer banken betalinga frå kontoen din, med beløpsgrense ${limit} per trekk.`
        : `AvtaleGiro med beløpsgrense ${limit} er stoppa. Frå neste betaling får du faktura.`,
    efaktura: (event) =>
      event === "registered"
        ? "Du har teke i bruk eFaktura. Frå neste faktura kjem fakturaene i nettbanken din, og du godkjenner dei der."
        : "Du har stoppa eFaktura. Frå neste faktura får du fakturaene på e-post.",
    nextPayment: (amount, date) => `Neste betaling er ${amount} den ${date}.`,
    delivery: (m) => {
      const what =
        m.type === "STOP"
          ? "Stopp av avisa"
          : m.type === "TRANSFER"
            ? "Omadressering av avisa"
            : "Ny fast leveringsadresse";
      const when = m.to
        ? `frå ${m.from} til og med ${m.to}`
        : m.type === "PERMANENT"
          ? `frå ${m.from}`
          : `frå ${m.from}, inntil vidare`;
      if (m.event === "withdrawn") return `${what} ${when} er angra.`;
      if (m.event === "new-last-day") return `${what} har fått ny siste dag: ${m.to ?? ""}.`;
      return `${what} ${when} er registrert.`;
    },
    priceUnchanged: "Prisen blir ikkje endra.",
    carrierNote: (m) => {
      const where = m.transfer ? " på den mellombelse adressa" : "";
      if ("removed" in m) return `Beskjeden til avisbodet${where} er fjerna.`;
      return `Beskjeden til avisbodet${where} er lagra: «${m.text}». Avisbodet ser han frå ${m.from}.`;
    },
    family: (event, email) =>
      ({
        sent: `Du har invitert ${email} til å dele abonnementet. Det kostar ingenting ekstra.`,
        accepted: `${email} deler no abonnementet ditt. Det kostar ingenting ekstra.`,
        withdrawn: `Invitasjonen til ${email} er trekt tilbake.`,
        ended: `${email} deler ikkje lenger abonnementet.`,
        joined: `Du deler no abonnementet til ${email}. Det kostar deg ingenting.`,
      })[event],
    business: (event, email) =>
      ({
        sent: `Du har gitt ${email} tilgang gjennom bedriftsabonnementet.`,
        received: `Du har fått tilgang gjennom bedriftsabonnementet (${email}). Det kostar deg ingenting.`,
        removed: `${email} har ikkje lenger tilgang gjennom bedriftsabonnementet.`,
      })[event],
    discount: (m) =>
      `Rabattkoden ${m.code} er lagd til: ${m.percentOff} % rabatt i ${nnMonths(m.months)}, frå neste betaling.`,
    other: "Endringa er registrert.",
  },
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
