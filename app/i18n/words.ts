// Norwegian names for the contract's codes, read in the active locale.
import { t } from "@lingui/core/macro";
import type { BillingPeriod } from "#app/domain/billing.ts";
import type { HelperRight } from "#app/domain/helper-rights.ts";
import { changeKind } from "#app/domain/change-kind.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";

export function billingPeriodName(period: BillingPeriod): string {
  switch (period) {
    case "ANNUAL":
      return t`Årlig`;
    case "QUARTERLY":
      return t`Kvartalsvis`;
    // The premium is the plan's (its name says so); paid, it is monthly like the rest (SPEC §3).
    case "MONTHLY":
    case "MONTHLY_PREMIUM":
      return t`Månedlig`;
  }
}

/** "299 kr per måned" — the price with what it is per. */
export function perPeriod(period: BillingPeriod): string {
  switch (period) {
    case "ANNUAL":
      return t`per år`;
    case "QUARTERLY":
      return t`per kvartal`;
    case "MONTHLY":
    case "MONTHLY_PREMIUM":
      return t`per måned`;
  }
}

export type FeatureLabel = "PLUS_CONTENT" | "E_PAPER" | "PAPER" | "FAMILY_SHARING" | "PARTNER_SITES";

/** The feature labels of SPEC §3. */
export function featureName(feature: FeatureLabel): string {
  switch (feature) {
    case "PLUS_CONTENT":
      return t`Plussinnhold`;
    case "E_PAPER":
      return t`E-avis`;
    case "PAPER":
      return t`Papiravis`;
    case "FAMILY_SHARING":
      return t`Familiedeling`;
    case "PARTNER_SITES":
      return t`Partnersider`;
  }
}

export type PaymentMethodType = "VIPPS" | "SWEDBANK-PPG" | "BANKGIRO" | "AVTALEGIRO" | "STREX";

/** Labels of SPEC §9: Betalingskort (card), Vipps. */
export function paymentMethodName(type: PaymentMethodType): string {
  switch (type) {
    case "SWEDBANK-PPG":
      return t`Betalingskort`;
    case "VIPPS":
      return t`Vipps`;
    case "AVTALEGIRO":
      return t`AvtaleGiro`;
    case "BANKGIRO":
      return t`Faktura (bankgiro)`;
    case "STREX":
      return t`Mobilregning`;
  }
}

/** The same names inside a sentence ("Du betaler med faktura (bankgiro)."): lowercase where not a name. */
export function paymentMethodInSentence(type: PaymentMethodType): string {
  switch (type) {
    case "SWEDBANK-PPG":
      return t`betalingskort`;
    case "VIPPS":
      return t`Vipps`;
    case "AVTALEGIRO":
      return t`AvtaleGiro`;
    case "BANKGIRO":
      return t`faktura (bankgiro)`;
    case "STREX":
      return t`mobilregning`;
  }
}

/** How an invoice was sent (app/api/contract/efaktura.ts). */
export function invoiceChannelName(channel: "EFAKTURA" | "EMAIL" | "PAPER"): string {
  switch (channel) {
    case "EFAKTURA":
      return t`eFaktura i nettbanken`;
    case "EMAIL":
      return t`E-post`;
    case "PAPER":
      return t`Papir i posten`;
  }
}

/** Why the bank rejected an AvtaleGiro mandate (app/api/contract/mandates.ts), as a sentence. */
export function mandateRejectionText(
  reason: "ACCOUNT_NOT_FOUND" | "NOT_ACCOUNT_HOLDER" | "LIMIT_NOT_ACCEPTED",
): string {
  switch (reason) {
    case "ACCOUNT_NOT_FOUND":
      return t`Banken fant ikke kontoen avtalen gjaldt.`;
    case "NOT_ACCOUNT_HOLDER":
      return t`Du står ikke som eier av kontoen, så banken kunne ikke godkjenne avtalen.`;
    case "LIMIT_NOT_ACCEPTED":
      return t`Banken godtok ikke beløpsgrensen.`;
  }
}

/**
 * A delivery complaint's category (GET complaintcodes) by its code. The platform's description is
 * Bokmål whatever the title's language, so it is shown only for a code we do not know yet.
 */
export function complaintCategoryName({ code, description }: { code: string; description: string }): string {
  switch (code) {
    case "MANGLER":
      return t`Avisen kom ikke`;
    case "SEN":
      return t`Avisen kom for sent`;
    case "SKADET":
      return t`Avisen var våt eller skadet`;
    case "FEIL_AVIS":
      return t`Jeg fikk feil avis`;
    case "MANGLER_BILAG":
      return t`Det manglet bilag eller deler av avisen`;
    case "ANNET":
      return t`Annet`;
    default:
      return description;
  }
}

/**
 * What a plan row gives, by plan and billing period (GET plans/{titleCode}); a plan we do not know
 * keeps the platform's description, which is Bokmål whatever the title's language.
 */
export function planDescription(plan: {
  ariaPlanID: string;
  billingPeriod: BillingPeriod;
  description: string;
}): string {
  switch (`${plan.ariaPlanID} ${plan.billingPeriod}`) {
    case "C-DIGITAL-DIGITAL MONTHLY":
      return t`Alle artikler på nett og i appen, e-avisen og familiedeling.`;
    case "C-DIGITAL-DIGITAL QUARTERLY":
      return t`Som Digital, betalt for tre måneder om gangen.`;
    case "C-DIGITAL-DIGITAL ANNUAL":
      return t`Som Digital, betalt for ett år om gangen – den laveste prisen per måned.`;
    case "C-DIGITAL-PREMIUM MONTHLY_PREMIUM":
      return t`Alt i Digital, og i tillegg artiklene i partneravisene våre.`;
    case "C-COMBO-PAPIR-DIGITAL MONTHLY":
      return t`Papiravisen levert hjem mandag til lørdag, og alt i Digital.`;
    case "C-COMBO-PAPIR-DIGITAL ANNUAL":
      return t`Papiravisen og alt i Digital, betalt for ett år om gangen.`;
    case "C-DIGITAL-UNG MONTHLY":
      return t`Alle artikler og e-avisen til redusert pris for deg under 34 år.`;
    default:
      return plan.description;
  }
}

// ─── A plan change in words (ADR 050): for what it changes, with its price and the day it takes
// effect; said the same on the receipt, the front page and /endre-abonnement. ───

export interface ChangeFacts {
  /** The plan and period the subscriber has now. */
  current: { ariaPlanID: string; billingPeriod?: BillingPeriod | undefined };
  /** The plan, period and price it changes to, and from when. */
  target: {
    ariaPlanID: string;
    planName: string;
    billingPeriod?: BillingPeriod | undefined;
    price?: number | undefined;
    effectiveDate: string;
  };
}

/** "Du betaler for Digital per år fra 18. desember 2026 (3 190 kr per år)." */
export function changeSentence({ current, target }: ChangeFacts): string {
  const planName = target.planName;
  const date = formatDate(target.effectiveDate, __LOCALE__);
  const per = target.billingPeriod ? perPeriod(target.billingPeriod) : "";
  const price = target.price !== undefined && per ? `${formatKroner(target.price)} ${per}` : null;
  switch (changeKind(current, target)) {
    case "period":
      return price
        ? t`Du betaler for ${planName} ${per} fra ${date} (${price}).`
        : t`Du betaler for ${planName} ${per} fra ${date}.`;
    case "both":
      return price
        ? t`Du får ${planName} og betaler ${per} fra ${date} (${price}).`
        : t`Du får ${planName} og betaler ${per} fra ${date}.`;
    case "plan":
      return price ? t`Du får ${planName} fra ${date} (${price}).` : t`Du får ${planName} fra ${date}.`;
  }
}

/** What a power of attorney lets a helper do, as the fullmakt screen and the history both say it. */
export function helperRightName(right: HelperRight): string {
  switch (right) {
    case "see":
      return t`Se abonnementet og fakturaene`;
    case "pay":
      return t`Betale fakturaer`;
    case "delivery":
      return t`Levering og ferieomlegging`;
    case "complaint":
      return t`Reklamasjoner`;
  }
}
