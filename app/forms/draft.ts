// What was typed survives a refused session (issue 16, SPEC §8, ADR 024). A 401/406 answer to a
// form's call starts sign-in at once, and the page leaves for the identity provider: without this,
// the subscriber came back to an empty form. The intent kit (./intent.ts) catches the refusal and
// keeps the form's text values in this tab's sessionStorage (never localStorage, never a token or a
// file) with the page and the signed-in user; the form on that page takes them once when it
// renders again (./use-intent-form.tsx). A draft is for the same user and page only, lives 30
// minutes at most, and sign-out clears it. Kept light (no conform, no zod): every page's heading
// reads whether a draft came back (components/page.tsx).
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { signedInUserId, useSessionStatus } from "#app/auth/session-status.ts";
import { webStorage } from "#app/browser/storage.ts";

const KEY = "minside.utkast";
export const DRAFT_KEPT_MS = 30 * 60 * 1000;
/** Form data a browser could hold for one screen; anything larger is not kept. */
const MAX_DRAFT_CHARS = 20_000;

export interface Draft {
  path: string;
  entries: Array<[string, string]>;
  /** The identity user who typed it; null when nobody was signed in. */
  user: string | null;
  at: number;
}

/** Refused: nothing is kept, and the subscriber types it again, as before. */
const storage = () => webStorage("session");

/** The text fields of a form (files and conform's own `__` fields left out). */
function entriesOf(form: FormData): Array<[string, string]> {
  return [...form].flatMap(([name, value]): Array<[string, string]> =>
    typeof value === "string" && !name.startsWith("__") ? [[name, value]] : [],
  );
}

/**
 * Sign-in is starting because the session was refused while this form was being sent: keep what
 * was typed for its page and user (the intent kit calls this when a call answers `SignInStarted`).
 */
export function keepDraft(request: Request, form: FormData, user: string | null, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  // Nothing typed (a confirmation) is kept too: the page then says why the subscriber is back.
  const draft: Draft = { path: new URL(request.url).pathname, entries: entriesOf(form), user, at: now };
  const text = JSON.stringify(draft);
  if (text.length > MAX_DRAFT_CHARS) return;
  try {
    store.setItem(KEY, text);
  } catch (error) {
    // Storage full or refused (a DOMException): the subscriber types it again, as before.
    if (!(error instanceof DOMException)) throw error;
  }
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.path === "string" &&
    typeof draft.at === "number" &&
    (draft.user === null || typeof draft.user === "string") &&
    Array.isArray(draft.entries) &&
    draft.entries.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === "string" &&
        typeof entry[1] === "string",
    )
  );
}

/**
 * The draft kept for this page and user; the form that fills itself in then forgets it, so it is
 * used once. A draft of another page stays for that page; one of another user, or older than 30
 * minutes, is dropped.
 */
export function readDraft(path: string, user: string | null, now = Date.now()): Draft | null {
  const store = storage();
  const text = store?.getItem(KEY);
  if (!store || !text) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(text);
  } catch (error) {
    // Not ours, or cut short: dropped below like any draft that is not a draft.
    if (!(error instanceof SyntaxError)) throw error;
    draft = null;
  }
  if (!isDraft(draft) || now - draft.at > DRAFT_KEPT_MS || (draft.user !== null && draft.user !== user)) {
    store.removeItem(KEY);
    return null;
  }
  return draft.path === path ? draft : null;
}

/** Used, or sign-out: nothing typed stays behind in this tab. */
export function forgetDraft(): void {
  storage()?.removeItem(KEY);
}

// ─── Whether this page's form came back filled in ───────────────────────────────────────────────

/** Where the notice of a form kept across sign-in shows, and whether anything typed came back. */
export interface DraftRestored {
  path: string;
  typed: boolean;
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
export function setDraftRestoredOn(path: string | null, typed = true): void {
  if (path === draftRestored?.path && typed === draftRestored?.typed) return;
  draftRestored = path === null ? null : { path, typed };
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
    if (status === "unknown" || !readDraft(pathname, signedInUserId())) return;
    forgetDraft();
    setDraftRestoredOn(pathname, false);
  }, [pathname, status]);
}
