// What a plan change changes (ADR 050): another plan, only how often it is paid for, or both. On
// its own, without imports, so the words that use it on the front page load nothing more.
import type { BillingPeriod } from "./billing.ts";
/** What a plan change changes: the plan, only how often it is paid for, or both. */
export type ChangeKind = "plan" | "period" | "both";

export function changeKind(
  current: { ariaPlanID: string; billingPeriod?: BillingPeriod | undefined },
  target: { ariaPlanID: string; billingPeriod?: BillingPeriod | undefined },
): ChangeKind {
  const samePeriod =
    current.billingPeriod === undefined ||
    target.billingPeriod === undefined ||
    current.billingPeriod === target.billingPeriod;
  if (current.ariaPlanID === target.ariaPlanID) return "period";
  return samePeriod ? "plan" : "both";
}
