// The form's side of a draft kept across sign-in (auth/kept-draft.ts): every form passes its
// action's reply through this hook, so the form that was being sent when the session was refused
// comes back with what was typed, the way a failed call keeps it (conform's `initialValue`).
import { parse, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { forgetDraft, readDraft } from "#app/forms/draft.ts";
import { setDraftRestoredOn, signedInUserId, useSessionStatus } from "#app/auth/session-status.ts";

/**
 * A reply that shows the form as it was sent, with no field errors: for an action that fails before
 * it could check the form (its schema needs an answer the API did not give).
 */
export function keptAsTyped(formData: FormData): SubmissionResult<string[]> {
  return parse<unknown, string[]>(formData, { resolve: () => ({ value: undefined }) }).reply();
}

/** The action's reply when there is one; otherwise, once, the draft kept for this page. */
export function useKeptDraft(
  lastResult: SubmissionResult<string[]> | undefined,
): SubmissionResult<string[]> | undefined {
  const [draft] = useState(() => {
    if (typeof window === "undefined") return undefined;
    const kept = readDraft(window.location.pathname, signedInUserId());
    if (!kept) return undefined;
    // A confirmation has nothing typed: the notice alone says why the subscriber is back here.
    if (kept.entries.length === 0) return { reply: undefined, typed: false };
    const form = new FormData();
    for (const [name, value] of kept.entries) form.append(name, value);
    return { reply: keptAsTyped(form), typed: true };
  });
  useEffect(() => {
    if (!draft) return;
    forgetDraft();
    setDraftRestoredOn(window.location.pathname, draft.typed);
  }, [draft]);
  return lastResult ?? draft?.reply;
}

/**
 * For the signed-in layout (guards/requires-auth.tsx), whose effect runs after its screen's, and
 * an open screen that sends a confirmation (routes/betaling.tsx): a draft
 * for this page that no form took — the step on show is not the form that was sent (a confirmation
 * whose choice is in the URL), or held only hidden fields — is dropped, and the page says the choice
 * was not sent, so nobody comes back to a confirmation wondering whether it went through.
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
