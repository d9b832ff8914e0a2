// The form's side of a draft kept across sign-in (auth/kept-draft.ts): every form passes its
// action's reply through this hook, so the form that was being sent when the session was refused
// comes back with what was typed, the way a failed call keeps it (conform's `initialValue`).
import { parse, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { forgetDraft, readDraft } from "#app/auth/kept-draft.ts";
import { setDraftRestoredOn, signedInUserId } from "#app/auth/session-status.ts";

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
