// Idempotency keys (docs/decisions/006): a screen's key is made when the intent is formed and kept
// in its URL (?nokkel=…), so a reload or a retry sends the same one. A screen that can send several
// intents adds what each is about (`intentKey`), so a double click or a retry of the same intent
// sends the same key, and another intent (other text, another address) another one.
import { redirect } from "react-router";

export const KEY_PARAM = "nokkel";

/** The screen's key from its URL; a URL without one is sent on to itself with a fresh key. */
export function screenKeyOf(request: Request): string {
  const url = new URL(request.url);
  const key = url.searchParams.get(KEY_PARAM);
  if (key) return key;
  url.searchParams.set(KEY_PARAM, crypto.randomUUID());
  throw redirect(`${url.pathname}${url.search}${url.hash}`);
}

/** FNV-1a of a string, as 8 hex digits: what an intent is about, without putting it in a header. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The key of one intent on a screen: the screen's key, the intent, and a digest of what it sends. */
export const intentKey = (screenKey: string, intent: string, content: unknown) =>
  `${screenKey}:${intent}:${fnv1a(JSON.stringify(content))}`;
