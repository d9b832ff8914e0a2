// What each entry of the subscription's history says, in the reader's language: composed here from
// the entry's kind and facts (the API sends no prose, app/api/contract/history.ts). `text` is the
// line that links to the entry's screen, `detail` a plain line under it where there is more to tell.
import { t } from "@lingui/core/macro";
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { ConsentChoices } from "#app/domain/consent.ts";
import { formatKroner } from "#app/domain/format.ts";
import { monthsText } from "#app/i18n/months.ts";
import { helperRightName } from "#app/i18n/words.ts";
import { dayOf } from "./time.ts";

export interface Wording {
  text: string;
  detail?: string;
}

/**
 * `choicesSaid` words consent choices the way the consent screens do (features/consent/words.ts,
 * handed in by the route: one feature does not import another).
 */
export function wordingOf(entry: HistoryEntry, choicesSaid: (choices: ConsentChoices) => string): Wording {
  const date = dayOf;
  switch (entry.kind) {
    case "order": {
      const { planName } = entry;
      const amount = entry.amount === null ? null : formatKroner(entry.amount);
      if (entry.event === "withdrawn")
        return {
          text: amount
            ? t`Angret kjøpet av ${planName} og fikk ${amount} tilbake`
            : t`Angret kjøpet av ${planName}`,
        };
      return { text: amount ? t`Bestilte ${planName} og betalte ${amount}` : t`Bestilte ${planName}` };
    }
    case "plan-change": {
      const { planName } = entry;
      if (entry.event === "withdrawn") return { text: t`Angret byttet til ${planName}` };
      if (entry.event === "applied") return { text: t`Byttet til ${planName}` };
      const from = entry.effectiveDate ? date(entry.effectiveDate) : null;
      return { text: from ? t`Ba om å bytte til ${planName} fra ${from}` : t`Ba om å bytte til ${planName}` };
    }
    case "cancellation": {
      const { planName } = entry;
      return { text: t`Sa opp ${planName}` };
    }
    case "cancellation-undone": {
      const { planName } = entry;
      return { text: t`Angret oppsigelsen av ${planName}` };
    }
    case "invoice": {
      const invoiceNo = entry.ariaInvoiceNo;
      const amount = formatKroner(entry.amount);
      const from = date(entry.periodFrom);
      const to = date(entry.periodTo);
      return {
        text: t`Faktura ${invoiceNo} på ${amount}`,
        detail: entry.paid ? t`For ${from} – ${to}. Betalt.` : t`For ${from} – ${to}. Ikke betalt.`,
      };
    }
    case "payment":
    case "payment-failed": {
      const invoiceNo = entry.ariaInvoiceNo;
      const amount = entry.amount === null ? null : formatKroner(entry.amount);
      if (entry.kind === "payment")
        return {
          text: invoiceNo && amount ? t`Betalte ${amount} for faktura ${invoiceNo}` : t`Betalte en faktura`,
        };
      return {
        text:
          invoiceNo && amount
            ? t`Trekket på ${amount} for faktura ${invoiceNo} gikk ikke gjennom`
            : t`En betaling gikk ikke gjennom`,
      };
    }
    case "payment-method":
      return { text: t`Endret betalingsmåte` };
    case "avtalegiro": {
      const limit = formatKroner(entry.limit);
      return entry.event === "confirmed"
        ? { text: t`Tok i bruk AvtaleGiro med beløpsgrense ${limit}`, detail: t`Godkjent i nettbanken.` }
        : { text: t`Stoppet AvtaleGiro med beløpsgrense ${limit}`, detail: t`Faktura fra neste betaling.` };
    }
    case "efaktura":
      return entry.event === "registered"
        ? { text: t`Tok i bruk eFaktura`, detail: t`Fakturaene kommer i nettbanken.` }
        : { text: t`Stoppet eFaktura`, detail: t`Fakturaene kommer på e-post igjen.` };
    case "delivery-change": {
      // The credit as it was when the entry was written: granted, after a move, or taken back.
      const credit = entry.credit ? formatKroner(entry.credit) : null;
      const detail =
        credit === null
          ? null
          : entry.event === "withdrawn"
            ? t`${credit} til gode er trukket tilbake`
            : entry.event === "new-last-day"
              ? t`Nå ${credit} til gode på neste betaling`
              : t`${credit} til gode på neste betaling`;
      return { text: deliveryChangeText(entry, date), ...(detail ? { detail } : {}) };
    }
    case "carrier-note": {
      const text = entry.text ?? "";
      const from = entry.fromDate ? date(entry.fromDate) : "";
      if (entry.event === "removed")
        return {
          text: entry.changeId
            ? t`Fjernet beskjeden til avisbudet på den midlertidige adressen`
            : t`Fjernet beskjeden til avisbudet`,
        };
      return {
        text: entry.changeId
          ? t`Ga avisbudet beskjed for den midlertidige adressen, fra ${from}`
          : t`Ga avisbudet beskjed, fra ${from}`,
        detail: t`Avisbudet ser: «${text}»`,
      };
    }
    case "complaint": {
      const days = (entry.dates?.length ? entry.dates : [entry.date]).map(date);
      const day = days.length > 1 ? `${days.slice(0, -1).join(", ")} ${t`og`} ${days.at(-1)}` : days[0]!;
      const credit = entry.credit ? formatKroner(entry.credit) : null;
      return {
        text: t`Meldte fra om feil i leveringen ${day}`,
        ...(credit ? { detail: t`${credit} til gode på neste betaling` } : {}),
      };
    }
    case "family-invitation": {
      const { email } = entry;
      switch (entry.event) {
        case "sent":
          return { text: t`Inviterte ${email} til familiedeling` };
        case "accepted":
          return { text: t`${email} ble med i familiedelingen` };
        case "withdrawn":
          return { text: t`Trakk tilbake invitasjonen til ${email}` };
        case "ended":
          return { text: t`Familiedelingen med ${email} ble avsluttet` };
        case "joined":
          return { text: t`Ble med i familiedelingen til ${email}` };
      }
      break;
    }
    case "business-invitation": {
      const { email } = entry;
      if (entry.event === "removed") return { text: t`Fjernet ${email} fra bedriftsabonnementet` };
      return entry.event === "sent"
        ? { text: t`Inviterte ${email} til bedriftsabonnementet` }
        : { text: t`Fikk bedriftsabonnement som ${email}` };
    }
    case "consent":
      return {
        text: t`Endret samtykkene`,
        detail: choicesSaid(entry.choices),
      };
    case "discount": {
      const code = entry.discountCode;
      return { text: t`Tok i bruk rabattkoden ${code}` };
    }
    case "fullmakt":
      return fullmaktWording(entry, date);
    case "pause":
    case "price-change":
    case "payment-day":
      return scheduleWording(entry, date);
    case "gift": {
      const { productName: product, personName: name } = entry;
      const months = entry.months;
      const length = monthsText(months);
      const amount = entry.amount === null ? null : formatKroner(entry.amount);
      switch (entry.event) {
        case "given":
          return {
            text: t`Ga ${product} i ${length} i gave til ${name}`,
            ...(amount ? { detail: t`Betalt ${amount}` } : {}),
          };
        case "withdrawn":
          return {
            text: t`Angret gaven til ${name}`,
            ...(amount ? { detail: t`Fikk tilbake ${amount}` } : {}),
          };
        case "redeemed":
          return { text: t`Løste inn gave fra ${name}: ${product} i ${length}` };
      }
    }
  }
}

/** A pause, a price told ahead, a new payment day (docs/decisions/079): what was true when written. */
function scheduleWording(
  entry: Extract<HistoryEntry, { kind: "pause" | "price-change" | "payment-day" }>,
  date: (iso: string) => string,
): Wording {
  if (entry.kind === "price-change") {
    const { planName } = entry;
    const from = date(entry.from);
    const oldPrice = formatKroner(entry.oldPrice);
    const newPrice = formatKroner(entry.newPrice);
    return {
      text: t`Ny pris for ${planName} fra ${from}`,
      detail: t`${oldPrice} blir ${newPrice}. Du fikk beskjed på forhånd.`,
    };
  }
  if (entry.kind === "payment-day") {
    const day = entry.day;
    const next = date(entry.date);
    const amount = formatKroner(entry.amount);
    return { text: t`Flyttet betalingsdagen til den ${day}.`, detail: t`Neste betaling ${next}: ${amount}` };
  }
  const from = date(entry.from);
  const to = date(entry.to);
  switch (entry.event) {
    case "registered":
      return { text: t`Satte abonnementet på pause fra ${from} til og med ${to}` };
    case "changed":
      return { text: t`Endret pausen: til og med ${to}` };
    case "ended":
      return { text: t`Startet abonnementet igjen etter pause` };
    case "withdrawn":
      // It had not begun: it never was.
      return { text: t`Trakk tilbake pausen fra ${from}` };
    case "resumed":
      return { text: t`Abonnementet startet igjen etter pausen ${from} – ${to}` };
  }
}

/** A power of attorney the reader gave (ADR 054): given with its rights and last day, accepted, ended. */
function fullmaktWording(
  entry: Extract<HistoryEntry, { kind: "fullmakt" }>,
  date: (iso: string) => string,
): Wording {
  const { helperName } = entry;
  switch (entry.event) {
    case "given": {
      // The rights in the words the fullmakt screen uses for them.
      const rights = entry.rights.map(helperRightName).join(", ");
      const until = date(entry.validUntil);
      return { text: t`Ga ${helperName} fullmakt`, detail: t`${rights}, til og med ${until}` };
    }
    case "accepted":
      return { text: t`${helperName} godtok fullmakten` };
    case "ended":
      if (entry.endedBy === "grantor") return { text: t`Avsluttet fullmakten til ${helperName}` };
      if (entry.endedBy === "helper") return { text: t`${helperName} ga fra seg fullmakten` };
      return { text: t`Fullmakten til ${helperName} ble avsluttet` };
  }
}

function deliveryChangeText(
  entry: Extract<HistoryEntry, { kind: "delivery-change" }>,
  date: (iso: string) => string,
): string {
  const from = date(entry.fromDate);
  const to = entry.toDate ? date(entry.toDate) : null;
  if (entry.event === "new-last-day" && to) {
    // From the day it was to the day it is: the change's first day is said apart.
    // null: it had no last day ("til videre"); absent: not recorded (entries from before).
    const was = entry.previousToDate ? date(entry.previousToDate) : entry.previousToDate;
    switch (entry.type) {
      case "TRANSFER":
        if (was === null) return t`Satte siste dag for omadresseringen fra ${from}: ${to}`;
        return was
          ? t`Flyttet siste dag for omadresseringen fra ${from}: fra ${was} til ${to}`
          : t`Ny siste dag for omadresseringen fra ${from}: ${to}`;
      case "PERMANENT":
        return t`Meldte flytting til ny adresse fra ${from}`;
      case "STOP":
        if (was === null) return t`Satte siste dag for stoppen fra ${from}: ${to}`;
        return was
          ? t`Flyttet siste dag for stoppen fra ${from}: fra ${was} til ${to}`
          : t`Ny siste dag for stoppen fra ${from}: ${to}`;
    }
  }
  if (entry.event === "withdrawn") {
    switch (entry.type) {
      case "TRANSFER":
        return t`Trakk tilbake omadresseringen fra ${from}`;
      case "PERMANENT":
        return t`Trakk tilbake flyttingen fra ${from}`;
      case "STOP":
        return t`Trakk tilbake stoppen i leveringen fra ${from}`;
    }
  }
  switch (entry.type) {
    case "TRANSFER":
      return to ? t`Meldte omadressering fra ${from} til ${to}` : t`Meldte omadressering fra ${from}`;
    case "PERMANENT":
      return t`Meldte flytting til ny adresse fra ${from}`;
    case "STOP":
      return to
        ? t`Meldte stopp i leveringen fra ${from} til ${to}`
        : t`Meldte stopp i leveringen fra ${from}`;
  }
}
