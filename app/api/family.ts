// Family sharing calls whose refusals mean something on screen (docs/decisions/011). The platform
// refuses with 409 and names the reason in fields.reason; this module gives each reason its kind
// once, so no screen reads a status or a field. Anything unexpected still throws.
import { call, callExpecting, type CallOptions, reasonOf } from "./client.ts";
import { ApiError } from "./errors.ts";
import type { FamilyInvitation, InvitationLookup } from "./contract/family.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

/**
 * The outcome a 409's reason stands for, from a call's table of reasons; a reason not in the table
 * (or none) is not expected, and the error is thrown on.
 */
function refusalOf<K extends string>(error: ApiError, kinds: Readonly<Record<string, K>>): { kind: K } {
  const reason = reasonOf(error);
  if (reason === undefined || !Object.hasOwn(kinds, reason)) throw error;
  return { kind: kinds[reason]! };
}

/** The household's places and invitations, or whose household a member is in. */
export const getFamily = (account: TitleAccount) => call("getFamily", { params: account });

/**
 * Who shares the subscription now (accepted invitations: their names, or the address before the
 * platform has one), for what ends with it; null when the platform did not answer — the screen then
 * says it in general, rather than nothing.
 */
export async function sharingWith(account: TitleAccount): Promise<string[] | null> {
  try {
    const { invitations } = await getFamily(account);
    return invitations.filter((i) => i.state === "active").map((i) => i.name ?? i.email);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export type InviteOutcome =
  | { kind: "ok"; invitation: FamilyInvitation }
  /** The subscriber's own address. */
  | { kind: "own-address" }
  /** The address is invited already, or a member. */
  | { kind: "already-invited" }
  /** The household is full. */
  | { kind: "full" }
  /** The subscription may not be shared (any longer). */
  | { kind: "not-shareable" };

export async function inviteFamilyMember(
  account: TitleAccount,
  email: string,
  options?: CallOptions,
): Promise<InviteOutcome> {
  const outcome = await callExpecting(
    "inviteFamilyMember",
    { body: { ...accountBody(account), email } },
    { 409: "refused" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", invitation: outcome.data };
  return refusalOf(outcome.error, {
    ownAddress: "own-address",
    userExist: "already-invited",
    maxUsersReached: "full",
    notShareable: "not-shareable",
  });
}

export type ResendOutcome =
  | { kind: "ok"; invitation: FamilyInvitation }
  /** Accepted, withdrawn or ended meanwhile: nothing to send. */
  | { kind: "answered" }
  /** An expired invitation, and the household has filled up since. */
  | { kind: "full" };

export async function resendFamilyInvitation(
  account: TitleAccount,
  id: string,
  options?: CallOptions,
): Promise<ResendOutcome> {
  const outcome = await callExpecting(
    "resendFamilyInvitation",
    { params: { id }, body: accountBody(account) },
    { 409: "refused" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", invitation: outcome.data };
  return reasonOf(outcome.error) === "maxUsersReached" ? { kind: "full" } : { kind: "answered" };
}

export type WithdrawOutcome =
  | { kind: "ok"; invitation: FamilyInvitation }
  /** The person accepted before it was withdrawn: they are a member now. */
  | { kind: "accepted" };

export async function withdrawFamilyInvitation(
  account: TitleAccount,
  id: string,
  options?: CallOptions,
): Promise<WithdrawOutcome> {
  const outcome = await callExpecting(
    "withdrawFamilyInvitation",
    { params: { id }, body: accountBody(account) },
    { 409: "accepted" },
    options,
  );
  return outcome.kind === "ok" ? { kind: "ok", invitation: outcome.data } : { kind: "accepted" };
}

/** Ends a member's access at once. A member removed already answers the same. */
export async function removeFamilyMember(
  account: TitleAccount,
  id: string,
  options?: CallOptions,
): Promise<{ kind: "ok"; invitation: FamilyInvitation } | { kind: "not-member" }> {
  const outcome = await callExpecting(
    "removeFamilyMember",
    { params: { id }, body: accountBody(account) },
    { 409: "not-member" },
    options,
  );
  return outcome.kind === "ok" ? { kind: "ok", invitation: outcome.data } : { kind: "not-member" };
}

/** The invitation behind a link, or null when no invitation has this link. */
export async function lookUpInvitation(token: string): Promise<InvitationLookup | null> {
  const outcome = await callExpecting("getFamilyInvitation", { params: { token } }, { 404: "unknown" });
  return outcome.kind === "ok" ? outcome.data : null;
}

export type AcceptOutcome =
  | { kind: "ok"; ownerName: string }
  | { kind: "unknown" }
  | { kind: "expired" }
  | { kind: "withdrawn" }
  | { kind: "used" }
  /** The user has a subscription of their own to the title. */
  | { kind: "subscriber" };

export async function acceptFamilyInvitation(
  token: string,
  titleCode: string,
  options?: CallOptions,
): Promise<AcceptOutcome> {
  const outcome = await callExpecting(
    "acceptFamilyInvitation",
    { body: { token, titleCode } },
    { 404: "unknown", 409: "refused" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", ownerName: outcome.data.ownerName };
  if (outcome.kind === "unknown") return { kind: "unknown" };
  return refusalOf(outcome.error, {
    expired: "expired",
    withdrawn: "withdrawn",
    used: "used",
    userHasSubscription: "subscriber",
  });
}
