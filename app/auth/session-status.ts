// What the header needs to know about the session — signed in or not — without loading the
// sign-in code (ky, zod, the identity SDK) into every page. app/auth/session.ts keeps it current.
import { useSyncExternalStore } from "react";

export type SessionStatus = "unknown" | "anonymous" | "signed-in";

let status: SessionStatus = "unknown";
let userId: string | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `user` is the identity user's id when signed in (forms/draft.ts: a draft is for its own user). */
export function setSessionStatus(next: SessionStatus, user: string | null = null) {
  userId = next === "signed-in" ? user : null;
  if (next === status) return;
  status = next;
  changed();
}

/** The signed-in identity user's id, once the session is known; otherwise null. */
export function signedInUserId(): string | null {
  return userId;
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => "unknown",
  );
}
