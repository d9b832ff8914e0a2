// Business subscriptions (SPEC §2 Business, §8) with the platform's refusals as typed outcomes:
// not the company's admin, an invitation already taken up, no invitation to an address, already a
// subscriber, a wrong or spent code. Anything else still throws, for the screen's "try again".
import { callExpecting, type CallOptions, type Input } from "./client.ts";
import type { EndpointName, ResponseOf } from "./contract.ts";
import type { Company, Invitation } from "./contract/business.ts";
import type { z } from "zod/mini";
import type { deletionResult, invitationResult } from "./contract/business.ts";
import type { TitleAccount } from "./title-account.ts";

export type { Company, Invitation } from "./contract/business.ts";
export type InvitationResult = z.infer<typeof invitationResult>;
export type DeletionResult = z.infer<typeof deletionResult>;

/**
 * A call only the company's admin may make: what its answer gives, or "not-admin" when the platform
 * does not know this user as one (403).
 */
async function asAdmin<N extends EndpointName, T>(
  name: N,
  input: Input<N>,
  options: CallOptions | undefined,
  ok: (data: ResponseOf<N>) => T,
): Promise<T | { kind: "not-admin" }> {
  const answer = await callExpecting(name, input, { 403: "not-admin" }, options);
  return answer.kind === "ok" ? ok(answer.data) : { kind: "not-admin" };
}

export type BusinessOutcome =
  { kind: "ok"; company: Company; invitations: Invitation[] } | { kind: "not-admin" };

/** The company and its invitations, or "not-admin". */
export function getBusiness(account: TitleAccount): Promise<BusinessOutcome> {
  return asAdmin("getBusiness", { params: account }, undefined, (data) => ({ kind: "ok", ...data }));
}

export type InviteOutcome =
  { kind: "ok"; results: Array<{ email: string; result: InvitationResult }> } | { kind: "not-admin" };

/** Invites the addresses; the key is made once per reviewed list, so a double click sends once. */
export function inviteEmployees(
  account: TitleAccount,
  emails: string[],
  options: CallOptions,
): Promise<InviteOutcome> {
  return asAdmin("inviteEmployees", { params: account, body: { emails } }, options, ({ results }) => ({
    kind: "ok",
    results,
  }));
}

export type ResendOutcome =
  | { kind: "resent"; email: string }
  /** Taken up meanwhile (409), or gone (404): the list is out of date. */
  | { kind: "active" }
  | { kind: "gone" }
  | { kind: "not-admin" };

export async function resendInvitation(account: TitleAccount, id: string): Promise<ResendOutcome> {
  const answer = await callExpecting(
    "resendInvitation",
    { params: { ...account, id }, body: {} },
    { 403: "not-admin", 404: "gone", 409: "active" },
  );
  return answer.kind === "ok" ? { kind: "resent", email: answer.data.email } : { kind: answer.kind };
}

export type RemoveOutcome =
  | { kind: "ok"; results: Array<{ id: string; email: string | null; result: DeletionResult }> }
  | { kind: "not-admin" };

export function removeInvitations(
  account: TitleAccount,
  ids: string[],
  options?: CallOptions,
): Promise<RemoveOutcome> {
  return asAdmin("removeInvitations", { params: account, body: { ids } }, options, ({ results }) => ({
    kind: "ok",
    results,
  }));
}

export type CodeRequestOutcome =
  | { kind: "sent"; email: string; companyName: string }
  /** No invitation to the address, or another user has taken it up (SPEC §8: invalid e-mail or account). */
  | { kind: "not-invited" }
  | { kind: "already-subscriber" };

/** E-mails the employee a code at the work address the invitation went to. */
export async function requestBusinessCode(email: string, titleCode: string): Promise<CodeRequestOutcome> {
  const answer = await callExpecting(
    "requestBusinessCode",
    { body: { email, titleCode } },
    { 404: "not-invited", 409: "already-subscriber" },
  );
  return answer.kind === "ok" ? { kind: "sent", ...answer.data } : { kind: answer.kind };
}

export type VerifyOutcome =
  | { kind: "verified"; companyName: string }
  | { kind: "wrong-code" }
  | { kind: "expired" }
  | { kind: "not-invited" }
  | { kind: "already-subscriber" };

/** Checks the code: the employee gets the company's subscription. */
export async function verifyBusinessCode(
  email: string,
  code: string,
  titleCode: string,
): Promise<VerifyOutcome> {
  const answer = await callExpecting(
    "verifyBusinessCode",
    { body: { email, code, titleCode } },
    { 404: "not-invited", 409: "already-subscriber", 410: "expired", 422: "wrong-code" },
  );
  return answer.kind === "ok"
    ? { kind: "verified", companyName: answer.data.companyName }
    : { kind: answer.kind };
}
