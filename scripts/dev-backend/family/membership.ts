// A family membership from the member's side (docs/decisions/011): the free family subscription an
// accepted invitation gives, and how it ends — at once when the owner removes the member, or when
// the owner's own subscription stops giving access. The invitations themselves: handlers.ts.
import type { SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import { statusCodes, SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";

/** The plan a member gets: free, and not to be shared on. */
export const FAMILY_PLAN_ID = "C-DIGITAL-FAMILIE";

export interface InvitationRow {
  id: string;
  token: string;
  owner_account_no: string;
  title_code: string;
  email: string;
  sent_at: number;
  expires_at: number;
  delivery_failed: number;
  withdrawn_at: number | null;
  accepted_at: number | null;
  member_account_no: string | null;
  ended_at: number | null;
}

/** What a member gets: the owner's digital features, free, not to be shared on. */
export function familySubscription(owner: Subscription, today: string): Subscription {
  return {
    ariaPlanID: FAMILY_PLAN_ID,
    planName: "Familiedeling",
    planProductType: "DIGITAL",
    eligibleForSharing: false,
    instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
    billingPeriod: "MONTHLY",
    price: 0,
    features: owner.features.filter((f) => f !== "PAPER" && f !== "FAMILY_SHARING"),
    startDate: today,
    expiresOn: null,
    pendingChange: null,
    gift: null,
    pause: null,
  };
}

/** Ends a membership at once: the invitation is used up and the member's family subscription ends. */
export function endMembership(db: Database, row: InvitationRow, now: number, today: string) {
  run(db, "UPDATE family_invitations SET ended_at = ? WHERE id = ?", now, row.id);
  run(
    db,
    `UPDATE subscriptions SET inst_status_code = ?, expires_on = ?
     WHERE aria_account_no = ? AND title_code = ? AND aria_plan_id = ?`,
    SubscriptionStatus.TERMINATED,
    today,
    row.member_account_no,
    row.title_code,
    FAMILY_PLAN_ID,
  );
}

/**
 * Members of an owner whose subscription no longer gives access lose theirs too. Runs before every
 * /api/ endpoint (the catch-up in app.ts), like the plan changes that come due.
 */
export function endFamilyOfEndedOwners(db: Database, now: number, today: string) {
  const orphaned = many<InvitationRow>(
    db,
    `SELECT f.* FROM family_invitations f
     LEFT JOIN subscriptions s ON s.aria_account_no = f.owner_account_no AND s.title_code = f.title_code
     WHERE f.accepted_at IS NOT NULL AND f.ended_at IS NULL
       AND (s.id IS NULL OR s.inst_status_code NOT IN (${statusCodes.filter(hasAccess).join(", ")}))`,
  );
  for (const row of orphaned) endMembership(db, row, now, today);
}
