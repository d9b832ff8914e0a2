// Power-of-attorney calls whose refusals mean something on screen (docs/decisions/054): the
// platform refuses with 409 and names the reason in fields.reason; each reason gets its kind here,
// once, so no screen reads a status or a field. Anything unexpected still throws.
import { call, callExpecting, type CallOptions, type Input, reasonOf } from "./client.ts";
import type { ParamsOf } from "./contract.ts";
import type { Acting, FullmaktInvitation, Grant } from "./contract/fullmakt.ts";

/** Whom the reader helps and who helps the reader, with invitations waiting. */
export const getFullmakt = (params: ParamsOf<"getFullmakt">) => call("getFullmakt", { params });

/** Ends a grant, from either side; the same key ends it once. */
export const endFullmakt = (id: string, titleCode: string, idempotencyKey: string) =>
  call("endFullmakt", { params: { id }, body: { titleCode } }, { idempotencyKey });

export type InviteHelperOutcome =
  | { kind: "ok"; grant: Grant }
  /** The subscriber's own address or number. */
  | { kind: "own-contact" }
  /** That address or number has an open invitation or a grant in force already. */
  | { kind: "already-helper" }
  /** No subscription of one's own to the title (any longer). */
  | { kind: "no-subscription" };

export async function inviteHelper(
  body: Input<"inviteHelper">["body"],
  options?: CallOptions,
): Promise<InviteHelperOutcome> {
  const outcome = await callExpecting("inviteHelper", { body }, { 409: "refused" }, options);
  if (outcome.kind === "ok") return { kind: "ok", grant: outcome.data };
  const reason = reasonOf(outcome.error);
  if (reason === "ownContact") return { kind: "own-contact" };
  if (reason === "alreadyHelper") return { kind: "already-helper" };
  if (reason === "noSubscription") return { kind: "no-subscription" };
  throw outcome.error;
}

/**
 * The invitation behind a code; null when no invitation has it; "too-many" when this user has tried
 * too many wrong codes lately (429: said in words, try again later).
 */
export async function lookUpFullmakt(code: string): Promise<FullmaktInvitation | null | "too-many"> {
  const outcome = await callExpecting(
    "getFullmaktInvitation",
    { params: { code } },
    { 404: "unknown", 429: "too-many" },
  );
  if (outcome.kind === "ok") return outcome.data;
  return outcome.kind === "too-many" ? "too-many" : null;
}

export type AcceptFullmaktOutcome =
  | { kind: "ok"; grantId: string; grantorName: string }
  | { kind: "unknown" | "used" | "own" | "ended" | "expired" }
  /** The invitation went to another address or number than this account's: prove it with a code. */
  | { kind: "not-invited" }
  | { kind: "wrong-contact-code" | "contact-code-expired" }
  /** Too many wrong codes lately: wait. */
  | { kind: "too-many" };

export async function acceptFullmakt(
  code: string,
  titleCode: string,
  contactCode: string | undefined,
  options?: CallOptions,
): Promise<AcceptFullmaktOutcome> {
  const outcome = await callExpecting(
    "acceptFullmakt",
    { body: { code, titleCode, ...(contactCode ? { contactCode } : {}) } },
    { 404: "unknown", 409: "refused", 429: "too-many" },
    options,
  );
  if (outcome.kind === "ok") return { kind: "ok", ...outcome.data };
  if (outcome.kind === "unknown" || outcome.kind === "too-many") return { kind: outcome.kind };
  const reason = reasonOf(outcome.error);
  if (reason === "used" || reason === "own" || reason === "ended" || reason === "expired")
    return { kind: reason };
  if (reason === "notInvited") return { kind: "not-invited" };
  if (reason === "wrongContactCode") return { kind: "wrong-contact-code" };
  if (reason === "contactCodeExpired") return { kind: "contact-code-expired" };
  throw outcome.error;
}

export type ContactCodeOutcome =
  | { kind: "sent"; sentTo: string }
  | { kind: "unknown" | "too-many" }
  | { kind: "used" | "own" | "ended" | "expired" };

/** A code to the address or number the invitation went to, for one whose account has another. */
export async function sendFullmaktContactCode(code: string, titleCode: string): Promise<ContactCodeOutcome> {
  const outcome = await callExpecting(
    "sendFullmaktContactCode",
    { body: { code, titleCode } },
    { 404: "unknown", 409: "refused", 429: "too-many" },
  );
  if (outcome.kind === "ok") return { kind: "sent", sentTo: outcome.data.sentTo };
  if (outcome.kind === "unknown" || outcome.kind === "too-many") return { kind: outcome.kind };
  const reason = reasonOf(outcome.error);
  if (reason === "used" || reason === "own" || reason === "ended" || reason === "expired")
    return { kind: reason };
  throw outcome.error;
}

/** Acting for the subscriber of a grant, or (null) for oneself; "not-active" when the grant is over. */
export async function setActing(
  grantId: string | null,
): Promise<{ kind: "ok"; acting: Acting } | { kind: "not-active" }> {
  const outcome = await callExpecting("setActing", { body: { grantId } }, { 409: "not-active" });
  return outcome.kind === "ok" ? { kind: "ok", acting: outcome.data } : { kind: "not-active" };
}
