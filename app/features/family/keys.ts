// Idempotency keys of family sharing (docs/decisions/006, 011). The screen's key lives in its URL
// (?nokkel=…, new after every change that went through); each intent adds what it is about, so
// a double click or a retry of the same intent sends the same key, and another address or another
// person is another intent.
import { fnv1a } from "#app/forms/intent-key.ts";

export const inviteKey = (screenKey: string, email: string) =>
  `${screenKey}:invite:${fnv1a(email.trim().toLowerCase())}`;

export const rowKey = (screenKey: string, intent: "withdraw" | "resend" | "remove", id: string) =>
  `${screenKey}:${intent}:${id}`;

/** The URL of a screen with a fresh key, and what went through (e.g. invitert=<id>) to say so. */
export function withFreshKey(path: string, done?: Record<string, string>) {
  const params = new URLSearchParams({ nokkel: crypto.randomUUID(), ...done });
  return `${path}?${params.toString()}`;
}
