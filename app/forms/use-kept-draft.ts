// TRANSITION SHIM while routes move to the intent kit (./use-intent-form.tsx); removed when none imports it.
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { signedInUserId } from "#app/auth/session-status.ts";
import { forgetDraft, readDraft, setDraftRestoredOn } from "./draft.ts";
import { keptAsTyped } from "./intent.ts";

export { keptAsTyped };
export { useUnclaimedDraft } from "./draft.ts";

export function useKeptDraft(
  lastResult: SubmissionResult<string[]> | undefined,
): SubmissionResult<string[]> | undefined {
  const [draft] = useState(() => {
    if (typeof window === "undefined") return undefined;
    const kept = readDraft(window.location.pathname, signedInUserId());
    if (!kept) return undefined;
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
