// Account calls whose refusals mean something on screen: finding a subscription by e-mail or phone
// and confirming it with the SMS code (/koble-bruker), and the sign-in code exchange (/callback).
import { call, callExpecting } from "./client.ts";
import type { BodyOf } from "./contract.ts";

export type SearchOutcome =
  { kind: "found"; searchId: string; maskedPhoneNumber: string } | { kind: "not-found" };

/** Finds a subscription by e-mail or phone; the platform sends an SMS code to the phone on file. */
export async function searchAccount(
  body: { email: string } | { phoneNumber: string },
): Promise<SearchOutcome> {
  const answer = await callExpecting("searchAccount", { body }, { 404: "not-found" });
  return answer.kind === "ok" ? { kind: "found", ...answer.data } : { kind: answer.kind };
}

/** Checks the SMS code and connects the subscription it found to the signed-in user. */
export async function connectAccount(searchId: string, code: string) {
  const checked = await callExpecting(
    "verify",
    { body: { searchId, code } },
    { 422: "wrong-code", 410: "expired", 404: "expired" },
  );
  if (checked.kind !== "ok") return checked.kind;
  const assigned = await callExpecting(
    "assignAccount",
    { body: { searchId } },
    { 404: "expired", 409: "refused" },
  );
  if (assigned.kind === "ok") return "connected" as const;
  if (assigned.kind === "refused") {
    // The user has an active subscription to the same title: nothing to connect.
    if (assigned.error.code === "ALREADY_SUBSCRIBED") return "already-subscribed" as const;
    return "expired" as const;
  }
  return assigned.kind;
}

export type ResendOutcome = { kind: "sent"; maskedPhoneNumber: string } | { kind: "too-many" };

/** Sends the search's SMS code again; the platform limits how many. */
export async function resendCode(searchId: string): Promise<ResendOutcome> {
  const answer = await callExpecting(
    "segmentMessage",
    { params: { id: searchId }, body: { channel: "sms" } },
    { 429: "too-many" },
  );
  return answer.kind === "ok"
    ? { kind: "sent", maskedPhoneNumber: answer.data.maskedPhoneNumber }
    : { kind: answer.kind };
}

/**
 * Exchanges the authorization code of a sign-in started with a login token (SPEC §3, §7
 * handleLoginToken: state, code and the identity user id) — every sign-in the portal starts
 * (docs/decisions/035); "wrong-state" when the state is not the one this browser started, its token
 * is used, or the code is not this user's.
 */
export async function exchangeCode(body: { code: string; state: string; spidId: number }) {
  const answer = await callExpecting(
    "handleLoginToken",
    { body },
    { 403: "wrong-state" },
    { unauthorized: "throw" },
  );
  return answer.kind;
}

/** Saves what the reader changed of the account's details (phone, name, birthdate). */
export const modifyAccount = (body: BodyOf<"modifyAccount">) => call("modifyAccount", { body });
