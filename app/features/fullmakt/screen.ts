// The power-of-attorney screen's address after a change went through: a fresh screen key
// (?nokkel=…, ADR 006) and what was done to which grant, so a reload repeats nothing and the screen
// says what happened once it shows it.
import { redirect } from "react-router";
import { withScreenKey } from "#app/forms/intent.ts";

export const DONE = { invitert: "invite", avsluttet: "end", godtatt: "accept" } as const;
export type Done = (typeof DONE)[keyof typeof DONE];

/** Back to /fullmakt with a fresh key, saying what was done to which grant. */
export function afterChange(done: Done, id: string) {
  const param = Object.keys(DONE).find((name) => DONE[name as keyof typeof DONE] === done)!;
  return redirect(withScreenKey(`/fullmakt?${new URLSearchParams({ [param]: id }).toString()}`));
}

/** What the screen's URL says went through, if anything. */
export function doneOf(url: URL): { intent: Done; id: string } | null {
  const param = (Object.keys(DONE) as Array<keyof typeof DONE>).find((name) => url.searchParams.has(name));
  return param ? { intent: DONE[param], id: url.searchParams.get(param) ?? "" } : null;
}
