// What the platform writes in a receipt for a change to the subscription (history/receipts.ts puts
// the lines together), in Bokmål (nb) and Nynorsk (nn): the plan, the payment method, delivery
// changes, the family and business, a discount. Amounts and dates come formatted by the caller, as
// for the other messages (./reader-messages.ts).

export type Period = "ANNUAL" | "QUARTERLY" | "MONTHLY" | "MONTHLY_PREMIUM";

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
  /** After an undone cancellation: the plan change ordered before it still stands. */
  changeStands: (m: { planName: string; from: string }) => string;
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
    /** new-last-day: the last day before the move (null: none, "til videre"; undefined: not known). */
    was?: string | null | undefined;
  }) => string;
  /** Where a transfer or a move delivers, as the screen's list of changes says it. */
  deliveredTo: (address: string) => string;
  priceUnchanged: string;
  /** A stop's credit, as the screen says it: per paper, the papers, the sum, and when it is paid. */
  stopCredit: (m: { each: string; papers: number; total: string }) => string;
  /** A stop that credits nothing (a plan it does not change), as the screen says it. */
  stopPriceUnchanged: string;
  /** A withdrawn stop: its credit taken back. */
  creditTakenBack: (amount: string) => string;
  /** The credit or debit note issued for the change. */
  note: (kind: "CREDIT_NOTE" | "DEBIT_NOTE", documentNo: string) => string;
  /** A note to the carrier saved (text and the first delivery it is on) or removed (null); `transfer`: at a temporary address. */
  carrierNote: (
    m: { text: string; from: string; transfer: boolean } | { removed: true; transfer: boolean },
  ) => string;
  family: (event: "sent" | "accepted" | "withdrawn" | "ended" | "joined", email: string) => string;
  business: (event: "sent" | "received" | "removed", email: string) => string;
  discount: (m: { code: string; percentOff: number; months: number }) => string;
  /** A pause's step (ADR 079); `withdrawn`: ended before its first day, it never happened. */
  pause: (m: {
    event: "registered" | "changed" | "ended" | "withdrawn" | "resumed";
    from: string;
    to: string;
    resumesOn: string;
  }) => string;
  /** The payment day moved (ADR 079): the day, the next charge and the first period it pays. */
  paymentDay: (m: {
    day: number;
    date: string;
    amount: string;
    periodFrom: string;
    periodTo: string;
  }) => string;
  other: string;
}

export const NB_PER: Record<Period, string> = {
  ANNUAL: "per år",
  QUARTERLY: "per kvartal",
  MONTHLY: "per måned",
  MONTHLY_PREMIUM: "per måned",
};
export const nbMonths = (n: number) => (n === 1 ? "1 måned" : `${n} måneder`);

export const NN_PER: Record<Period, string> = {
  ANNUAL: "per år",
  QUARTERLY: "per kvartal",
  MONTHLY: "per månad",
  MONTHLY_PREMIUM: "per månad",
};
export const nnMonths = (n: number) => (n === 1 ? "1 månad" : `${n} månader`);

export const nbChange: ChangeWords = {
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
  changeStands: (m) => `Endringen du bestilte, står fortsatt: ${m.planName} fra ${m.from}.`,
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
      // The change's name as the screen gives it (app/features/delivery-change/words.tsx).
      m.type === "STOP"
        ? "Stopp i leveringen"
        : m.type === "TRANSFER"
          ? "Levering til annen adresse"
          : "Flytting til ny adresse";
    const when = m.to
      ? `fra ${m.from} til og med ${m.to}`
      : m.type === "PERMANENT"
        ? `fra ${m.from}`
        : `fra ${m.from}, til videre`;
    if (m.event === "withdrawn") return `${what} ${when} er angret.`;
    if (m.event === "new-last-day")
      return m.was
        ? `${what} fra ${m.from} har fått ny siste dag: ${m.to ?? ""} (var ${m.was}).`
        : `${what} fra ${m.from} har fått siste dag: ${m.to ?? ""}.`;
    return `${what} ${when} er registrert.`;
  },
  deliveredTo: (address) => `Leveres til: ${address}.`,
  priceUnchanged: "Prisen endres ikke.",
  stopCredit: (m) =>
    `Du får ${m.each} til gode for hver avis du ikke får: ${m.papers === 1 ? "1 avis" : `${m.papers} aviser`}, ${m.total} i alt. Beløpet trekkes fra neste betaling.`,
  stopPriceUnchanged: "En stopp endrer ikke prisen på abonnementet ditt.",
  creditTakenBack: (amount) => `${amount} du hadde til gode for stoppen, er trukket tilbake.`,
  note: (kind, no) =>
    `${kind === "CREDIT_NOTE" ? "Kreditnota" : "Debetnota"} ${no} finner du under Fakturaer på Min side.`,
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
  pause: (m) =>
    ({
      registered: `Abonnementet ditt er satt på pause fra ${m.from} til og med ${m.to}. Det starter igjen ${m.resumesOn}, og du betaler ikke for dagene det står på pause.`,
      changed: `Pausen fra ${m.from} varer nå til og med ${m.to}. Abonnementet starter igjen ${m.resumesOn}.`,
      ended: `Du har avsluttet pausen. Abonnementet starter igjen ${m.resumesOn}.`,
      withdrawn: `Pausen du hadde planlagt fra ${m.from}, er avlyst. Abonnementet fortsetter som før.`,
      resumed: `Pausen er over, og abonnementet startet igjen ${m.resumesOn}.`,
    })[m.event],
  paymentDay: (m) =>
    `Betalingsdagen din er nå den ${m.day}. i måneden. Neste betaling er ${m.amount} den ${m.date}, for perioden ${m.periodFrom}–${m.periodTo}.`,
  other: "Endringen er registrert.",
};

export const nnChange: ChangeWords = {
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
  changeStands: (m) => `Endringa du bestilte, står framleis: ${m.planName} frå ${m.from}.`,
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
        ? "Stopp i leveringa"
        : m.type === "TRANSFER"
          ? "Levering til anna adresse"
          : "Flytting til ny adresse";
    const when = m.to
      ? `frå ${m.from} til og med ${m.to}`
      : m.type === "PERMANENT"
        ? `frå ${m.from}`
        : `frå ${m.from}, inntil vidare`;
    if (m.event === "withdrawn") return `${what} ${when} er angra.`;
    if (m.event === "new-last-day")
      return m.was
        ? `${what} frå ${m.from} har fått ny siste dag: ${m.to ?? ""} (var ${m.was}).`
        : `${what} frå ${m.from} har fått siste dag: ${m.to ?? ""}.`;
    return `${what} ${when} er registrert.`;
  },
  deliveredTo: (address) => `Blir levert til: ${address}.`,
  priceUnchanged: "Prisen blir ikkje endra.",
  stopCredit: (m) =>
    `Du får ${m.each} til gode for kvar avis du ikkje får: ${m.papers === 1 ? "1 avis" : `${m.papers} aviser`}, ${m.total} i alt. Beløpet blir trekt frå neste betaling.`,
  stopPriceUnchanged: "Ein stopp endrar ikkje prisen på abonnementet ditt.",
  creditTakenBack: (amount) => `${amount} du hadde til gode for stoppen, er trekt tilbake.`,
  note: (kind, no) =>
    `${kind === "CREDIT_NOTE" ? "Kreditnota" : "Debetnota"} ${no} finn du under Fakturaer på Min side.`,
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
  pause: (m) =>
    ({
      registered: `Abonnementet ditt er sett på pause frå ${m.from} til og med ${m.to}. Det startar igjen ${m.resumesOn}, og du betaler ikkje for dagane det står på pause.`,
      changed: `Pausen frå ${m.from} varer no til og med ${m.to}. Abonnementet startar igjen ${m.resumesOn}.`,
      ended: `Du har avslutta pausen. Abonnementet startar igjen ${m.resumesOn}.`,
      withdrawn: `Pausen du hadde planlagt frå ${m.from}, er avlyst. Abonnementet held fram som før.`,
      resumed: `Pausen er over, og abonnementet starta igjen ${m.resumesOn}.`,
    })[m.event],
  paymentDay: (m) =>
    `Betalingsdagen din er no den ${m.day}. i månaden. Neste betaling er ${m.amount} den ${m.date}, for perioden ${m.periodFrom}–${m.periodTo}.`,
  other: "Endringa er registrert.",
};
