// Where a draft kept across sign-in lives (ADR 024), and forgetting it: shared by the draft itself
// (./draft.ts) and the notice every page reads (./draft-restored.ts), which loads the draft only
// when there is one.
import { removeItem } from "#app/browser/storage.ts";

/** Where the draft is kept in this tab's sessionStorage. */
export const DRAFT_KEY = "minside.utkast";

/** Used, or sign-out: nothing typed stays behind in this tab. */
export function forgetDraft(): void {
  removeItem("session", DRAFT_KEY);
}
