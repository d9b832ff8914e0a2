// The messages the reader chose (docs/decisions/080): what they get by which channel, one change
// saved at a time, and the stop link of an e-mail, which needs no session. The platform's refusals
// get their kinds here, once; anything unexpected still throws.
import { addEndpoints, call, callExpecting, reasonOf } from "./client.ts";
import {
  messagesEndpoints,
  type MessagePreferences,
  type PreferenceChange,
  type Unsubscribed,
} from "./contract/messages.ts";
import { accountBody, type TitleAccount } from "./title-account.ts";

// Only /varsler and /avmeld call these: their schemas come with them (ADR 078).
addEndpoints(messagesEndpoints);

export const getMessagePreferences = (account: TitleAccount): Promise<MessagePreferences> =>
  call("getMessagePreferences", { params: account });

export type SaveOutcome =
  | { kind: "ok"; preferences: MessagePreferences }
  /** SMS chosen without a phone number, or e-mail without an address (422). */
  | { kind: "no-phone" | "no-email" }
  /** The kind or the newsletter is not the reader's any more (404): the page is read again. */
  | { kind: "unknown" };

/** Saves one change at once; the same change again is harmless (PUT). */
export async function saveMessagePreference(
  account: TitleAccount,
  change: PreferenceChange,
): Promise<SaveOutcome> {
  const outcome = await callExpecting(
    "saveMessagePreference",
    { body: { ...accountBody(account), change } },
    { 404: "unknown", 422: "refused" },
  );
  if (outcome.kind === "ok") return { kind: "ok", preferences: outcome.data };
  if (outcome.kind === "unknown") return { kind: "unknown" };
  const reason = reasonOf(outcome.error);
  if (reason === "no-phone" || reason === "no-email") return { kind: reason };
  throw outcome.error;
}

export type UnsubscribeOutcome = { kind: "ok"; turnedOff: Unsubscribed } | { kind: "invalid" | "expired" };

/** What an e-mail's stop link turns off, turned off; a forged or expired link changes nothing. */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const outcome = await callExpecting("unsubscribe", { body: { token } }, { 422: "refused" });
  if (outcome.kind === "ok") return { kind: "ok", turnedOff: outcome.data };
  const reason = reasonOf(outcome.error);
  return { kind: reason === "expired" ? "expired" : "invalid" };
}
