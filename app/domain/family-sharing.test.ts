import { describe, expect, it } from "vitest";
import { activeDigital } from "#tests/fixtures/subscription-facts.ts";
import {
  invitationActions,
  invitationState,
  mayShare,
  placesLeft,
  placesUsed,
  sharingRefusal,
  type InvitationFacts,
} from "./family-sharing.ts";
import { SubscriptionStatus } from "./subscription-status.ts";

const digital = activeDigital;

describe("who may share (SPEC §4, §6)", () => {
  it("an active digital or paper subscription, trial included", () => {
    expect(sharingRefusal(digital)).toBeNull();
    expect(mayShare({ ...digital, planProductType: "COMBO" })).toBe(true);
    expect(mayShare({ ...digital, instStatusCode: SubscriptionStatus.TRIAL })).toBe(true);
  });

  it("not a family subscription (not eligible for sharing), a youth plan or a business one", () => {
    expect(
      sharingRefusal({
        ...digital,
        eligibleForSharing: false,
        instStatusCode: SubscriptionStatus.ACTIVE_NON_BILLABLE,
      }),
    ).toBe("family");
    expect(sharingRefusal({ ...digital, ariaPlanID: "C-DIGITAL-UNG" })).toBe("youth");
    expect(
      sharingRefusal({ ...digital, subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: "admin" } }),
    ).toBe("business");
    expect(
      sharingRefusal({ ...digital, subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: "employee" } }),
    ).toBe("business");
  });

  it("not a cancelled one, nor one without access", () => {
    expect(sharingRefusal({ ...digital, instStatusCode: SubscriptionStatus.PENDING_CANCELLATION })).toBe(
      "cancelled",
    );
    expect(sharingRefusal({ ...digital, instStatusCode: SubscriptionStatus.CANCELLED })).toBe("inactive");
    expect(mayShare(null)).toBe(false);
  });
});

describe("invitation states", () => {
  const sent = 1_000_000;
  // The platform's 7 days: the portal reads an invitation's expiresAt, it does not count them.
  const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;
  const fresh: InvitationFacts = {
    expiresAt: sent + INVITATION_MS,
    deliveryFailed: false,
    withdrawnAt: null,
    acceptedAt: null,
    endedAt: null,
  };

  it("sent until the link runs out after 7 days, then expired", () => {
    expect(invitationState(fresh, sent)).toBe("emailSent");
    expect(invitationState(fresh, sent + INVITATION_MS - 1)).toBe("emailSent");
    expect(invitationState(fresh, sent + INVITATION_MS)).toBe("expired");
  });

  it("active once accepted, used once that sharing has ended; withdrawn; failed", () => {
    expect(invitationState({ ...fresh, acceptedAt: sent + 5 }, sent + INVITATION_MS * 3)).toBe("active");
    expect(invitationState({ ...fresh, acceptedAt: sent + 5, endedAt: sent + 9 }, sent + 10)).toBe("used");
    expect(invitationState({ ...fresh, withdrawnAt: sent + 5 }, sent + 10)).toBe("withdrawn");
    expect(invitationState({ ...fresh, deliveryFailed: true }, sent + 10)).toBe("failed");
  });

  it("the owner withdraws what is unanswered, removes members, and sends again what is not answered", () => {
    expect(invitationActions("emailSent")).toEqual({ withdraw: true, remove: false, resend: true });
    expect(invitationActions("active")).toEqual({ withdraw: false, remove: true, resend: false });
    expect(invitationActions("expired")).toEqual({ withdraw: false, remove: false, resend: true });
    expect(invitationActions("failed")).toEqual({ withdraw: true, remove: false, resend: true });
    expect(invitationActions("withdrawn")).toEqual({ withdraw: false, remove: false, resend: false });
    expect(invitationActions("used")).toEqual({ withdraw: false, remove: false, resend: false });
  });
});

describe("places in the household", () => {
  it("the owner, the members and the unanswered invitations take a place; the rest do not", () => {
    expect(placesUsed([])).toBe(1);
    expect(placesUsed(["active", "emailSent", "failed", "expired", "withdrawn", "used"])).toBe(4);
    expect(placesLeft(5, ["active", "emailSent"])).toBe(2);
    expect(placesLeft(5, ["active", "active", "emailSent", "emailSent", "emailSent"])).toBe(0);
  });
});
