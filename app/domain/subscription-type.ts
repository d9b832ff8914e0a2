// What a subscription is and may do, derived in one place from SPEC §4's type rules. Every screen
// and guard asks here; nothing else looks at plan ids or status codes to decide.
import { givesAccess, SubscriptionStatus } from "./subscription-status.ts";

/** The fields the rules read (a subset of the contract's Subscription). */
export interface SubscriptionFacts {
  ariaPlanID: string;
  planProductType: string;
  eligibleForSharing: boolean;
  instStatusCode: number;
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: string | null };
  pendingChange?: unknown | null;
  /** A gift subscription (docs/decisions/077): never charged, so nothing to pay, change or cancel. */
  gift?: unknown;
}

/** Youth (UNG) if the plan id contains UNG. */
export const isYouthPlan = (ariaPlanID: string) => ariaPlanID.includes("UNG");
export const isYouth = (s: SubscriptionFacts) => isYouthPlan(s.ariaPlanID);

/** Cancel kinds (SPEC §4): a cancellation to replace the subscription with another, or a plain one. */
export const cancelKind = (replacing: boolean): "REPLACEMENT-ANN" | "CANCELLATION" =>
  replacing ? "REPLACEMENT-ANN" : "CANCELLATION";
/** Paper if the product type is COMBO. */
export const isPaper = (s: SubscriptionFacts) => s.planProductType === "COMBO";
/** Family if not eligible for sharing. */
export const isFamily = (s: SubscriptionFacts) => !s.eligibleForSharing;
/** Business admin if subscriptionInfo1 contains admin. */
export const isBusinessAdmin = (s: SubscriptionFacts) =>
  (s.subsRetrieveSubscriptionAddInfo.subscriptionInfo1 ?? "").includes("admin");
/** A business subscription's employee (SPEC §4 Business user role): access through the employer. */
export const isBusinessEmployee = (s: SubscriptionFacts) =>
  !isBusinessAdmin(s) && (s.subsRetrieveSubscriptionAddInfo.subscriptionInfo1 ?? "").includes("employee");
/** Paying unless the status is TRIAL or ACTIVE_NON_BILLABLE, or subscriptionInfo1 is set, or it is a gift. */
export const isPaying = (s: SubscriptionFacts) =>
  s.instStatusCode !== SubscriptionStatus.TRIAL &&
  s.instStatusCode !== SubscriptionStatus.ACTIVE_NON_BILLABLE &&
  !s.subsRetrieveSubscriptionAddInfo.subscriptionInfo1 &&
  !s.gift;

export const isPendingCancellation = (s: SubscriptionFacts) =>
  s.instStatusCode === SubscriptionStatus.PENDING_CANCELLATION;

// Sharing with the household is decided in one place of its own: mayShare (family-sharing.ts).
export interface Capabilities {
  /** Change or pause paper delivery, and register a missing paper. */
  manageDelivery: boolean;
  complain: boolean;
  /** Change to another plan (paying subscribers whose subscription is running). */
  change: boolean;
  /** Cancel: paying subscribers whose subscription is running and not cancelled already. */
  cancel: boolean;
  /** Take back a cancellation before the subscription expires. */
  undoCancellation: boolean;
  /** See invoices and change the payment method. */
  payment: boolean;
  /** Manage the company's invitations. */
  businessAdmin: boolean;
}

export function capabilities(s: SubscriptionFacts | null): Capabilities {
  if (!s || !givesAccess(s.instStatusCode)) {
    return {
      manageDelivery: false,
      complain: false,
      change: false,
      cancel: false,
      undoCancellation: false,
      payment: false,
      businessAdmin: false,
    };
  }
  const paying = isPaying(s);
  const cancelled = isPendingCancellation(s);
  return {
    manageDelivery: isPaper(s) && !cancelled,
    complain: isPaper(s),
    change: paying && !cancelled,
    cancel: paying && !cancelled,
    undoCancellation: cancelled,
    payment: paying,
    businessAdmin: isBusinessAdmin(s),
  };
}
