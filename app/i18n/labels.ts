// Norwegian names for the contract's codes, read in the active locale.
import { t } from "@lingui/core/macro";
import type { BillingPeriod } from "#app/domain/billing.ts";

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
