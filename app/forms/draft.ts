// What was typed survives a refused session (issue 16, SPEC §8). A 401/406 answer to a form's
// call starts sign-in at once, and the page leaves for the identity provider: without this, the
// subscriber came back to an empty form. A root client middleware (./return-target.ts) knows the
// form being sent while its action runs; when the refusal starts sign-in (./login.ts), the form's text
// values go to this tab's sessionStorage (never localStorage, never a token or a file) with the
// page and the signed-in user; the form on that page takes them once when it renders again
// (components/kept-draft.ts). A draft is for the same user and page only, lives 30 minutes at
// most, and sign-out clears it.

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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage blocked: nothing is kept, as before
  }
}

/** The text fields of a form (files and conform's own `__` fields left out). */
async function entriesOf(request: Request): Promise<Array<[string, string]>> {
  const form = await request.formData().catch(() => null);
  if (!form) return [];
  return [...form].flatMap(([name, value]): Array<[string, string]> =>
    typeof value === "string" && !name.startsWith("__") ? [[name, value]] : [],
  );
}

/**
 * Sign-in is starting because the session was refused: keep the form being sent, if any
 * (`request`, from ./return-target.ts, read at the refusal, before its action has ended).
 */
export async function keepDraft(
  request: Request | null,
  user: string | null,
  now = Date.now(),
): Promise<void> {
  const store = storage();
  if (!store || !request) return;
  // Nothing typed (a confirmation) is kept too: the page then says why the subscriber is back.
  const entries = await entriesOf(request);
  const draft: Draft = { path: new URL(request.url).pathname, entries, user, at: now };
  const text = JSON.stringify(draft);
  if (text.length > MAX_DRAFT_CHARS) return;
  try {
    store.setItem(KEY, text);
  } catch {
    // storage full or refused: the subscriber types it again, as before
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
  } catch {
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
