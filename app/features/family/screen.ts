// The family sharing screen's address after a change went through: a fresh
// screen key (?nokkel=…, ADR 006, 011) and what was done (?invitert=<id>, …), so a reload repeats
// nothing and the list says what happened once it shows it.
import { redirect } from "react-router";
import { withScreenKey } from "#app/forms/intent.ts";

/** What went through, as the screen's URL names it. */
export const DONE = { invitert: "invite", sendt: "resend", trukket: "withdraw", fjernet: "remove" } as const;
export type Done = (typeof DONE)[keyof typeof DONE];

/** Back to the screen with a fresh key, saying what was done to which invitation. */
export function afterChange(done: Done, id: string) {
  const param = Object.keys(DONE).find((name) => DONE[name as keyof typeof DONE] === done)!;
  return redirect(withScreenKey(`/familiedeling?${new URLSearchParams({ [param]: id }).toString()}`));
}

/** What the screen's URL says went through, if anything. */
export function doneOf(url: URL): { intent: Done; id: string } | null {
  const param = (Object.keys(DONE) as Array<keyof typeof DONE>).find((name) => url.searchParams.has(name));
  return param ? { intent: DONE[param], id: url.searchParams.get(param) ?? "" } : null;
}
