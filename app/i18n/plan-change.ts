// A plan change in words, for what it changes (app/domain/plan-change.ts changeKind): another plan,
// only how often it is paid for, or both — with its price and the day it takes effect. Said the
// same on the receipt, the front page, /endre-abonnement and the cancellation offer.
import { t } from "@lingui/core/macro";
import type { BillingPeriod } from "#app/domain/billing.ts";
import { formatDate, formatKroner } from "#app/domain/format.ts";
import { changeKind } from "#app/domain/plan-change.ts";
import { perPeriod } from "./words.ts";

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
