// Family sharing (SPEC §2 Family, §4, §6): who may share, how many places the household has left,
// what state an invitation is in and what the owner may do with it. Pure rules for the screens;
// the dev backend states them itself (scripts/dev-backend/core/platform-rules.ts, ADR 027), and one table
// of cases (platform-rules.test.ts) holds the two statements together.
import { givesAccess } from "./subscription-status.ts";
import {
  isBusinessAdmin,
  isFamily,
  isPendingCancellation,
  isYouth,
  type SubscriptionFacts,
} from "./subscription-type.ts";

/** Why a subscription may not be shared, or null when it may. */
export type SharingRefusal =
  /** Not eligible for sharing: a family subscription someone else shares (SPEC §4). */
  | "family"
  /** Youth plans are not shared. */
  | "youth"
  /** A business subscription: the company gives access, per employee. */
  | "business"
  /** Cancelled: it runs out, so no new people are let in. */
  | "cancelled"
  /** No access at all. */
  | "inactive";

export function sharingRefusal(s: SubscriptionFacts): SharingRefusal | null {
  if (!givesAccess(s.instStatusCode)) return "inactive";
  if (isFamily(s)) return "family";
  if (isYouth(s)) return "youth";
  if (isBusinessAdmin(s) || s.subsRetrieveSubscriptionAddInfo.subscriptionInfo1) return "business";
  if (isPendingCancellation(s)) return "cancelled";
  return null;
}

/** Whether the subscriber may share this subscription with the household. */
export const mayShare = (s: SubscriptionFacts | null) => s !== null && sharingRefusal(s) === null;

/**
 * The states of SPEC §4 (invitation state), as the owner's list shows them: sent and waiting
 * (emailSent), accepted (active), not accepted in time (expired), accepted but the sharing has since
 * ended (used), taken back by the owner (withdrawn), or the e-mail could not be delivered (failed).
 */
export const INVITATION_STATES = ["emailSent", "active", "expired", "used", "withdrawn", "failed"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** What the platform keeps of an invitation (ms timestamps; null when it has not happened). */
export interface InvitationFacts {
  expiresAt: number;
  deliveryFailed: boolean;
  withdrawnAt: number | null;
  acceptedAt: number | null;
  endedAt: number | null;
}

export function invitationState(i: InvitationFacts, now: number): InvitationState {
  if (i.acceptedAt !== null) return i.endedAt === null ? "active" : "used";
  if (i.withdrawnAt !== null) return "withdrawn";
  if (i.deliveryFailed) return "failed";
  return now < i.expiresAt ? "emailSent" : "expired";
}

/** A place in the household: the members and the invitations still waiting for an answer. */
export const holdsPlace = (state: InvitationState) =>
  state === "active" || state === "emailSent" || state === "failed";

/** Places taken, the owner included. */
export const placesUsed = (states: readonly InvitationState[]) => 1 + states.filter(holdsPlace).length;

/** Places left for new invitations (never below 0). */
export const placesLeft = (maxMembers: number, states: readonly InvitationState[]) =>
  Math.max(0, maxMembers - placesUsed(states));

/** What the owner may do with an invitation in this state. */
export function invitationActions(state: InvitationState) {
  return {
    /** Take back an invitation nobody has answered. */
    withdraw: state === "emailSent" || state === "failed",
    /** End an accepted member's access. */
    remove: state === "active",
    /** Send the link again (it works 7 more days). */
    resend: state === "emailSent" || state === "expired" || state === "failed",
  };
}
