// What was typed survives a refused session (SPEC §8, ADR 024). A 401/406 answer to a
// form's call starts sign-in at once, and the page leaves for the identity provider: without this,
// the subscriber came back to an empty form. The intent kit (./intent.ts) catches the refusal and
// keeps the form's text values in this tab's sessionStorage (never localStorage, never a token or a
// file) with the page and the signed-in user; the form on that page takes them once when it
// renders again (./use-intent-form.tsx). A draft is for the same user and page only, lives 30
// minutes at most, and sign-out clears it. Whether a page's draft came back, and the shell's look
// for one no form took, are in ./draft-restored.ts: every page loads that, and this only when a
// form or a draft is there.
import { webStorage } from "#app/browser/storage.ts";
import { DRAFT_KEY as KEY, forgetDraft } from "./draft-key.ts";

export { forgetDraft };
export const DRAFT_KEPT_MS = 30 * 60 * 1000;
/** Form data a browser could hold for one screen; anything larger is not kept. */
const MAX_DRAFT_CHARS = 20_000;

/** Why a draft was kept: the session was refused mid-send, or the page may be reloaded mid-send. */
export type DraftReason = "sign-in" | "reload";

export interface Draft {
  path: string;
  /** Absent in drafts kept before there were two reasons: sign-in. */
  reason?: DraftReason;
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
export function keepDraft(
  request: Request,
  form: FormData,
  user: string | null,
  now = Date.now(),
  reason: DraftReason = "sign-in",
): void {
  const store = storage();
  if (!store) return;
  // Nothing typed (a confirmation) is kept too: the page then says why the subscriber is back.
  const draft: Draft = {
    path: new URL(request.url).pathname,
    reason,
    entries: entriesOf(form),
    user,
    at: now,
  };
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
