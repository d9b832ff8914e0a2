// A hint, kept in this browser, that someone signed in here and has not signed out: "1", nothing
// else — no token, no id (ADR 005). It decides only whether an open page asks, after it is
// interactive, who is signed in, so that an anonymous reader's page loads no sign-in code (ky, zod,
// the identity SDK) and makes no call that answers 401 (ADR 022). Set when /callback has exchanged
// the code and whenever the session is found signed in; cleared at sign-out, on a 401 that starts
// sign-in (auth/login.ts) and whenever the session is found anonymous — not when a screen only asks
// for the session afresh after a change (invalidateSession). A stale hint costs one quiet check,
// which then clears it.
import { webStorage } from "#app/browser/storage.ts";
export const SIGNED_IN_HINT_KEY = "minside.signedIn";
const KEY = SIGNED_IN_HINT_KEY;

/** Refused (private mode, a policy): every page asks, as before the hint. */
const storage = () => webStorage("local");

/** Whether an open page should ask who is signed in. */
export function maySignedIn(): boolean {
  const store = storage();
  return store === null || store.getItem(KEY) === "1";
}

export function rememberSignedIn(signedIn: boolean) {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(KEY, "1");
  else store.removeItem(KEY);
}

/** Another tab signed in or out: called with the new hint; answers the unsubscribe. */
export function onSignedInHintChange(listener: (maySignedIn: boolean) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener(maySignedIn());
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
