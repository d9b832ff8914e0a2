// What the header needs to know about the session — signed in or not — without loading the
// sign-in code (ky, zod, the identity SDK) into every page. app/auth/session.ts keeps it current.
// Also whether a form on this page was filled in again after signing in (components/kept-draft.ts),
// for the notice under every screen's heading.
import { useSyncExternalStore } from "react";

export type SessionStatus = "unknown" | "anonymous" | "signed-in";

let status: SessionStatus = "unknown";
let userId: string | null = null;
/** Where the notice of a form kept across sign-in shows, and whether anything typed came back. */
export interface DraftRestored {
  path: string;
  typed: boolean;
}
let draftRestored: DraftRestored | null = null;
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

/** `user` is the identity user's id when signed in (kept-draft.ts: a draft is for its own user). */
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

/**
 * The page (path) whose form was being sent when the session was refused, now shown again after
 * sign-in — filled in with what was typed (`typed`), or a confirmation with nothing typed; null
 * once the notice has done its job (the form was sent, or the user went elsewhere).
 */
export function setDraftRestoredOn(path: string | null, typed = true): void {
  if (path === draftRestored?.path && typed === draftRestored?.typed) return;
  draftRestored = path === null ? null : { path, typed };
  changed();
}

export function restoredDraftPage(): string | null {
  return draftRestored?.path ?? null;
}

export function useDraftRestored(): DraftRestored | null {
  return useSyncExternalStore(
    subscribe,
    () => draftRestored,
    () => null,
  );
}
