// What a document (invoice, receipt, credit or debit note) says, in the title's language: Bokmål (nb) or
// Nynorsk (nn), each word once per language (as core/reader-messages.ts does for messages). The
// PDF's labels; the portal's page says the same in its own catalogues.
import type { Locale } from "#app/title/title-schema.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import type { CreditRecord } from "./credits.ts";

export interface DocumentWords {
  INVOICE: string;
  RECEIPT: string;
  CREDIT_NOTE: string;
  DEBIT_NOTE: string;
  receiptFor: (invoiceNo: string) => string;
  vatRegistered: string;
  register: string;
  seller: string;
  buyer: string;
  address: string;
  customerNo: string;
  issuedOn: string;
  /** A credit or debit note's date: it is no invoice. */
  noteDate: string;
  invoiceNo: string;
  creditNoteNo: string;
  debitNoteNo: string;
  /** A receipt's own number, in the title's series. */
  receiptNo: string;
  /** A later note: the credit note it corrects. */
  refersTo: string;
  credits: string;
  kid: string;
  about: string;
  period: string;
  net: string;
  vat: (rate: number) => string;
  gross: string;
  due: string;
  paid: string;
  unpaid: string;
  paidAt: string;
  at: string;
  account: string;
  method: string;
  /** An unpaid invoice drawn by AvtaleGiro: what stands where the KID and account would. */
  drawnBy: string;
  avtaleGiroDraws: string;
  card: (last4: string | null) => string;
  reference: string;
  total: string;
  totalPaid: string;
  totalCredited: string;
  totalDebited: string;
  creditReason: (credit: CreditRecord) => string;
  /** A stop's credit note: the papers the stop leaves out, and what each is credited. */
  stopped: string;
  page: (n: number, of: number) => string;
  /**
   * An invoice's line as the platform writes it, in the title's language: the plan and its period,
   * with what was taken off ("Digital, 1.12.2026–31.12.2026, stopp i leveringen −155,79 kr").
   */
  periodLine: (planName: string, period: InvoicedPeriod) => string;
  /** An order's first period, and its discount code ("Digital, første periode, rabattkode HOST2026"). */
  firstPeriod: (planName: string, discountCode: string | null) => string;
}

/** The period an invoice charges, and what was taken off it (kroner; absent or 0: nothing). */
export interface InvoicedPeriod {
  periodFrom: string;
  periodTo: string;
  complaintCredit?: number | null;
  stopCredit?: number | null;
  /** A gift of another product, redeemed as a credit (ADR 077). */
  giftCredit?: number | null;
}

/** "Digital, 1.12.2026–31.12.2026" and each deduction, in the words given. */
const periodLine =
  (complaintWord: string, stopWord: string, giftWord: string): DocumentWords["periodLine"] =>
  (planName, p) =>
    `${planName}, ${formatNumericDate(p.periodFrom)}–${formatNumericDate(p.periodTo)}` +
    (p.complaintCredit ? `, ${complaintWord} −${formatKroner(p.complaintCredit)}` : "") +
    (p.stopCredit ? `, ${stopWord} −${formatKroner(p.stopCredit)}` : "") +
    (p.giftCredit ? `, ${giftWord} −${formatKroner(p.giftCredit)}` : "");

const dates = (list: readonly string[]) => list.map(formatNumericDate).join(", ");
const span = (c: CreditRecord) => `${formatNumericDate(c.periodFrom)}–${formatNumericDate(c.periodTo)}`;

/** "8 × 17,31 kr": the papers a stop leaves out, times each one's credit. */
export const papersTimes = (papers: number, perPaper: number) => `${papers} × ${formatKroner(perPaper)}`;

export const DOCUMENT_WORDS: Record<Locale, DocumentWords> = {
  nb: {
    INVOICE: "Faktura",
    RECEIPT: "Kvittering",
    CREDIT_NOTE: "Kreditnota",
    DEBIT_NOTE: "Debetnota",
    receiptFor: (no) => `Kvittering for faktura ${no}`,
    vatRegistered: "MVA",
    register: "Foretaksregisteret",
    seller: "Selger",
    buyer: "Kunde",
    address: "Adresse",
    customerNo: "Kundenummer",
    issuedOn: "Fakturadato",
    noteDate: "Dato",
    invoiceNo: "Fakturanummer",
    creditNoteNo: "Kreditnotanummer",
    debitNoteNo: "Debetnotanummer",
    receiptNo: "Kvitteringsnummer",
    refersTo: "Korrigerer kreditnota",
    credits: "Krediterer faktura",
    kid: "KID",
    about: "Gjelder",
    period: "Periode",
    net: "Beløp uten mva.",
    vat: (rate) => `Merverdiavgift ${rate} %`,
    gross: "Beløp med mva.",
    due: "Forfallsdato",
    paid: "Betalt dato",
    unpaid: "Ikke betalt",
    paidAt: "Betalt",
    at: "kl.",
    account: "Kontonummer",
    method: "Betalt med",
    drawnBy: "Betales med",
    avtaleGiroDraws: "AvtaleGiro, trekkes fra kontoen din på forfallsdagen",
    card: (last4) => (last4 ? `Betalingskort som slutter på ${last4}` : "Betalingskort"),
    reference: "Referanse",
    total: "Å betale",
    totalPaid: "Betalt",
    totalCredited: "Kreditert",
    totalDebited: "Belastet",
    creditReason: (c) =>
      c.reason.kind === "GIFT"
        ? c.reason.event === "withdrawn"
          ? `Gaveabonnement ${c.reason.giftNo}, kjøpet angret`
          : `Gaveabonnement ${c.reason.giftNo}, gitt som kreditt`
        : c.reason.kind === "STOP"
          ? `${c.kind === "DEBIT_NOTE" ? "Tilbakeføring av kreditering" : "Kreditering"} for stopp i leveringen ${span(c)}`
          : `Kreditering for avis som ikke kom ${dates(c.reason.dates)} (reklamasjon ${c.caseNo ?? ""})`,
    stopped: "Stoppede aviser",
    page: (n, of) => `Side ${n} av ${of}`,
    periodLine: periodLine("reklamasjon", "stopp i leveringen", "gave"),
    firstPeriod: (plan, code) =>
      code ? `${plan}, første periode, rabattkode ${code}` : `${plan}, første periode`,
  },
  nn: {
    INVOICE: "Faktura",
    RECEIPT: "Kvittering",
    CREDIT_NOTE: "Kreditnota",
    DEBIT_NOTE: "Debetnota",
    receiptFor: (no) => `Kvittering for faktura ${no}`,
    vatRegistered: "MVA",
    register: "Foretaksregisteret",
    seller: "Seljar",
    buyer: "Kunde",
    address: "Adresse",
    customerNo: "Kundenummer",
    issuedOn: "Fakturadato",
    noteDate: "Dato",
    invoiceNo: "Fakturanummer",
    creditNoteNo: "Kreditnotanummer",
    debitNoteNo: "Debetnotanummer",
    receiptNo: "Kvitteringsnummer",
    refersTo: "Korrigerer kreditnota",
    credits: "Krediterer faktura",
    kid: "KID",
    about: "Gjeld",
    period: "Periode",
    net: "Beløp utan mva.",
    vat: (rate) => `Meirverdiavgift ${rate} %`,
    gross: "Beløp med mva.",
    due: "Forfallsdato",
    paid: "Betalt dato",
    unpaid: "Ikkje betalt",
    paidAt: "Betalt",
    at: "kl.",
    account: "Kontonummer",
    method: "Betalt med",
    drawnBy: "Blir betalt med",
    avtaleGiroDraws: "AvtaleGiro, blir trekt frå kontoen din på forfallsdagen",
    card: (last4) => (last4 ? `Betalingskort som sluttar på ${last4}` : "Betalingskort"),
    reference: "Referanse",
    total: "Å betale",
    totalPaid: "Betalt",
    totalCredited: "Kreditert",
    totalDebited: "Belasta",
    creditReason: (c) =>
      c.reason.kind === "GIFT"
        ? c.reason.event === "withdrawn"
          ? `Gåveabonnement ${c.reason.giftNo}, kjøpet angra`
          : `Gåveabonnement ${c.reason.giftNo}, gitt som kreditt`
        : c.reason.kind === "STOP"
          ? `${c.kind === "DEBIT_NOTE" ? "Tilbakeføring av kreditering" : "Kreditering"} for stopp i leveringa ${span(c)}`
          : `Kreditering for avis som ikkje kom ${dates(c.reason.dates)} (reklamasjon ${c.caseNo ?? ""})`,
    stopped: "Stoppa aviser",
    page: (n, of) => `Side ${n} av ${of}`,
    periodLine: periodLine("reklamasjon", "stopp i leveringa", "gåve"),
    firstPeriod: (plan, code) =>
      code ? `${plan}, fyrste periode, rabattkode ${code}` : `${plan}, fyrste periode`,
  },
};
