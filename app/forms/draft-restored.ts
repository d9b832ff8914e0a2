// Whether this page's form came back filled in after signing in again (ADR 024), for the notice
// under every screen's heading (components/page.tsx), and the shell's look for a draft no form took.
// Every page loads this, so it stays small: the draft itself is read by ./draft.ts, loaded only
// when there is one.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { signedInUserId, useSessionStatus } from "#app/auth/session-status.ts";
import { readItem } from "#app/browser/storage.ts";
import { DRAFT_KEY, forgetDraft } from "./draft-key.ts";

export { forgetDraft };

// ─── Whether this page's form came back filled in ───────────────────────────────────────────────

/** Where the notice of a form kept across sign-in shows, and whether anything typed came back. */
export interface DraftRestored {
  path: string;
  typed: boolean;
  /** The page was reloaded while it was being sent (else: signed in again). */
  reloaded: boolean;
}
let draftRestored: DraftRestored | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The page (path) whose form was being sent when the session was refused, now shown again after
 * sign-in — filled in with what was typed (`typed`), or a confirmation with nothing typed; null
 * once the notice has done its job (the form was sent, or the user went elsewhere).
 */
export function setDraftRestoredOn(path: string | null, typed = true, reloaded = false): void {
  if (path === draftRestored?.path && typed === draftRestored?.typed && reloaded === draftRestored?.reloaded)
    return;
  draftRestored = path === null ? null : { path, typed, reloaded };
  for (const listener of listeners) listener();
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

/**
 * For the app shell (root.tsx), whose effects run after the screen's: a draft for this page that no
 * form took — the step on show is not the form that was sent (a confirmation whose choice is in the
 * URL), or held only hidden fields — is dropped, and the page says the choice was not sent, so
 * nobody comes back to a confirmation wondering whether it went through.
 */
export function useUnclaimedDraft(): void {
  const { pathname } = useLocation();
  // On an open screen the shell learns who is signed in after the page shows: a draft is only
  // for its own user, so wait until that is known.
  const status = useSessionStatus();
  useEffect(() => {
    if (status === "unknown" || readItem("session", DRAFT_KEY) === null) return;
    let current = true;
    void import("./draft.ts").then(({ readDraft }) => {
      const draft = readDraft(pathname, signedInUserId());
      if (!current || !draft) return;
      forgetDraft();
      setDraftRestoredOn(pathname, false, draft.reason === "reload");
    });
    return () => {
      current = false;
    };
  }, [pathname, status]);
}
