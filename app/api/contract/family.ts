// Family sharing (SPEC §2 Family, §3 invitation, §4 invitation states, §6, §8): the owner's household
// (members and invitations, the maximum), inviting by e-mail, sending again, withdrawing, removing
// a member; the invited person's lookup of the link and accepting it. SPEC §7 names none of these
// calls: they are designed here like the rest (docs/decisions/011).
//
// Refusals that mean something come as 409 with the reason in `fields.reason` (one of the SPEC's
// invitation results where one fits), so one status covers the several reasons of one call.
import { z } from "zod/mini";
import { INVITATION_STATES } from "#app/domain/family-sharing.ts";
import { endpoint, type Method, titleAccountBody, titleAccountParams, titleCode } from "./shared.ts";

export const invitationState = z.enum(INVITATION_STATES);

/** An invitation's id: in its answer, and as the path of what is done to it. */
const invitationId = z.string().check(z.maxLength(64), z.minLength(1));

/** One person the owner has invited, and what became of it. */
export const familyInvitation = z.object({
  id: invitationId,
  email: z.email().check(z.maxLength(254)),
  /** The member's name once the invitation is accepted; null before. */
  name: z.nullable(z.string().check(z.maxLength(100))),
  state: invitationState,
  /** When the link was last sent. */
  sentAt: z.iso.datetime(),
  /** When the link stops working (7 days after it was sent). */
  expiresAt: z.iso.datetime(),
  /** When it was accepted (active, used). */
  acceptedAt: z.nullable(z.iso.datetime()),
  /** When it was withdrawn, or the member's access ended (used). */
  endedAt: z.nullable(z.iso.datetime()),
});

export type FamilyInvitation = z.infer<typeof familyInvitation>;

export const familySharing = z.object({
  /** The most people in a household, the owner included (a platform parameter). */
  maxMembers: z.int().check(z.minimum(2)),
  /** Everyone invited, newest first. Empty for a subscription that is not shared. */
  invitations: z.array(familyInvitation),
  /** When this account is itself a member of someone's household on this title: whose, and since. */
  memberOf: z.nullable(z.object({ ownerName: z.string().check(z.maxLength(100)), since: z.iso.datetime() })),
});

export type FamilySharing = z.infer<typeof familySharing>;

/** An invitation as the invited person sees it from the link, with what they can do with it. */
export const invitationLookup = z.object({
  ownerName: z.string().check(z.maxLength(100)),
  titleCode,
  /** The title's display name. */
  titleName: z.string().check(z.maxLength(100)),
  email: z.email().check(z.maxLength(254)),
  expiresAt: z.iso.datetime(),
  /**
   * open: can be accepted; expired, withdrawn, used (by someone else): cannot; member: this user
   * accepted it and is a member; subscriber: this user has a subscription of their own to the title.
   */
  status: z.enum(["open", "expired", "withdrawn", "used", "member", "subscriber"]),
});

export type InvitationLookup = z.infer<typeof invitationLookup>;

/**
 * What the owner does to one invitation, by its id: the account in the body, the invitation as it
 * now stands in the answer; 404 for an unknown id, 409 with why not (`refused`) in `fields.reason`.
 */
function onInvitation(route: `${Method} ${string}{id}${string}`, summary: string, refused: string) {
  return endpoint(route, summary, {
    params: z.object({ id: invitationId }),
    body: titleAccountBody,
    response: familyInvitation,
    errors: { 404: "Unknown invitation", 409: `fields.reason: ${refused}` },
  });
}

export const familyEndpoints = {
  getFamily: endpoint(
    "GET family/{accountNo}/{titleCode}",
    "The household of the account's subscription: the maximum, the invitations and members, and whose household the account is a member of",
    {
      params: titleAccountParams,
      response: familySharing,
    },
  ),
  inviteFamilyMember: endpoint(
    "POST family/invitation",
    "Invite an e-mail address to the household; the link goes by e-mail and works 7 days",
    {
      body: z.extend(titleAccountBody, { email: z.email().check(z.maxLength(254)) }),
      response: familyInvitation,
      creates: true,
      errors: {
        409: "fields.reason: notShareable (the subscription may not be shared), ownAddress (the subscriber's own address), userExist (the address is invited already or a member), maxUsersReached (the household is full)",
      },
    },
  ),
  resendFamilyInvitation: onInvitation(
    "POST family/invitation/{id}/resend",
    "Send an unanswered, expired or undelivered invitation again; the same link works 7 more days",
    "answered (accepted, withdrawn or ended), maxUsersReached (an expired invitation and the household is full)",
  ),
  withdrawFamilyInvitation: onInvitation(
    "DELETE family/invitation/{id}",
    "Withdraw an invitation nobody has accepted; its link stops working. Withdrawn already: the same answer",
    "accepted (remove the member instead)",
  ),
  removeFamilyMember: onInvitation(
    "DELETE family/member/{id}",
    "End a member's access at once (id: the invitation they accepted). Removed already: the same answer",
    "notMember (not accepted)",
  ),
  getFamilyInvitation: endpoint(
    "GET family/join/{token}",
    "The invitation behind an e-mail link, as the signed-in invited person sees it",
    {
      params: z.object({ token: z.string().check(z.maxLength(200), z.minLength(16)) }),
      response: invitationLookup,
      errors: { 404: "No invitation with this link" },
    },
  ),
  acceptFamilyInvitation: endpoint(
    "POST family/join",
    "Accept an invitation: the signed-in user gets a free (ACTIVE_NON_BILLABLE) family subscription to the title. Accepted by this user already: the same answer",
    {
      body: z.object({ token: z.string().check(z.maxLength(200), z.minLength(16)), titleCode }),
      response: z.object({ ownerName: z.string().check(z.maxLength(100)), titleCode }),
      creates: true,
      errors: {
        404: "No invitation with this link",
        409: "fields.reason: expired, withdrawn, used (by someone else), userHasSubscription (a subscription of one's own to the title)",
      },
    },
  ),
} as const;
