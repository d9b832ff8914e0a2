// What the gift screens say, each once, by name (docs/decisions/077).
import { t } from "@lingui/core/macro";
import type { Gift, GiftOutcome, GiftState } from "#app/api/contract/gifts.ts";
import type { CodeRefusal, GiftRefusal } from "#app/api/gifts.ts";
import { formatDate, formatKroner, formatTime } from "#app/domain/format.ts";
import { osloDateTime } from "#app/domain/oslo-date.ts";

/** A day and hour as "24. desember 2026 kl. 08.00". */
export function dayAndHour(instant: string): string {
  const { date } = osloDateTime(new Date(instant));
  const day = formatDate(date, __LOCALE__);
  const time = formatTime(new Date(instant));
  return t`${day} kl. ${time}`;
}

/** A gift's state in one or two words, as the list of gifts shows it. */
const STATE_TEXT: Record<GiftState, () => string> = {
  AWAITING_PAYMENT: () => t`Venter på betaling`,
  FAILED: () => t`Ikke betalt`,
  PLANNED: () => t`Planlagt`,
  SENT: () => t`Sendt`,
  REDEEMED: () => t`Løst inn`,
  EXPIRED: () => t`Utløpt`,
  WITHDRAWN: () => t`Angret`,
};

export const stateText = (state: GiftState): string => STATE_TEXT[state]();

/** When the gift is or was given, in words. */
export function whenText(gift: Gift): string {
  const when = dayAndHour(gift.sendAt);
  const name = gift.recipientName;
  if (gift.delivery === "CARD") return t`Gavekort til ${name}, kjøpt ${when}`;
  if (gift.state === "PLANNED") return t`Sendes til ${name} ${when}`;
  return t`Sendt til ${name} ${when}`;
}

/** What redeeming would do, or did, for the reader. */
export function outcomeText(outcome: GiftOutcome, done: boolean): string {
  switch (outcome.kind) {
    case "NEW": {
      const from = formatDate(outcome.startDate, __LOCALE__);
      const to = formatDate(outcome.endDate, __LOCALE__);
      return done
        ? t`Abonnementet ditt gjelder fra ${from} til og med ${to}. Det koster deg ingenting og slutter av seg selv.`
        : t`Du får abonnementet fra ${from} til og med ${to}. Du betaler ingenting, og det slutter av seg selv: ingenting fornyes uten at du bestiller.`;
    }
    case "EXTEND": {
      const plan = outcome.planName;
      const before = formatDate(outcome.nextChargeBefore, __LOCALE__);
      const after = formatDate(outcome.nextChargeAfter, __LOCALE__);
      return done
        ? t`Gaven er lagt til ${plan}. Neste betaling er flyttet fra ${before} til ${after}.`
        : t`Du har allerede ${plan}. Gaven legges til: neste betaling flyttes fra ${before} til ${after}.`;
    }
    case "CREDIT": {
      const plan = outcome.planName;
      const amount = formatKroner(outcome.amount);
      return done
        ? t`Gaven er godskrevet med ${amount}. Det trekkes fra de neste betalingene for ${plan}.`
        : t`Du har ${plan}, som er et annet abonnement enn gaven. Gaven godskrives deg med ${amount}, som trekkes fra de neste betalingene. Abonnementet ditt fortsetter som før.`;
    }
  }
}

/** Why a code cannot be redeemed, in words that say which. */
export function codeRefusalText(refusal: CodeRefusal): string {
  switch (refusal) {
    case "unknown":
      return t`Vi finner ingen gave med denne koden. Sjekk at den er skrevet riktig.`;
    case "used":
      return t`Denne gavekoden er allerede brukt.`;
    case "expired":
      return t`Denne gavekoden er utløpt. En gavekode gjelder i tre år.`;
    case "withdrawn":
      return t`Denne gaven er trukket tilbake av giveren, så koden virker ikke lenger.`;
    case "too-many":
      return t`Du har prøvd for mange koder. Vent et kvarter og prøv igjen.`;
  }
}

/** Why a change to a gift was refused: what became of it meanwhile. */
export function giftRefusalText(refusal: GiftRefusal | "unknown"): string {
  switch (refusal) {
    case "sent":
      return t`Gaven er allerede sendt, så dagen kan ikke endres.`;
    case "redeemed":
      return t`Gaven er allerede løst inn.`;
    case "withdrawn":
      return t`Gaven er angret.`;
    case "expired":
      return t`Gaven er utløpt.`;
    case "card":
      return t`Et gavekort gir du selv, så det sendes ingen e-post.`;
    case "too-late":
      return t`Det er gått mer enn 14 dager siden kjøpet, så gaven kan ikke angres.`;
    case "unknown":
      return t`Vi fant ikke gaven. Last siden på nytt.`;
  }
}
