// The gift screens' addresses. The giver's list after a change went through: a fresh screen key
// (?nokkel=…, ADR 006) and what was done to which gift, so a reload repeats nothing and the list says
// what happened. The recipient's: the code from the link in the e-mail (?kode=…), which the guard
// brings through sign-in.
import { redirect } from "react-router";
import { withScreenKey } from "#app/forms/intent.ts";
import { normaliseGiftCode } from "#app/domain/gifts.ts";

export const DONE = { endret: "change", sendt: "send", angret: "withdraw" } as const;
export type Done = (typeof DONE)[keyof typeof DONE];

/** Back to /gaver with a fresh key, saying what was done to which gift. */
export function afterGiftChange(done: Done, id: string) {
  const param = Object.keys(DONE).find((name) => DONE[name as keyof typeof DONE] === done)!;
  return redirect(withScreenKey(`/gaver?${new URLSearchParams({ [param]: id }).toString()}`));
}

/** What the list's URL says went through, if anything. */
export function doneOf(url: URL): { done: Done; id: string } | null {
  const param = (Object.keys(DONE) as Array<keyof typeof DONE>).find((name) => url.searchParams.has(name));
  return param ? { done: DONE[param], id: url.searchParams.get(param) ?? "" } : null;
}

/** The code in the address, in its printed form; "" when there is none or it cannot be one. */
export const codeOf = (request: Request) =>
  normaliseGiftCode(new URL(request.url).searchParams.get("kode") ?? "") ?? "";

/** Whether the address carries a code at all (one that cannot be a code is said to be wrong). */
export const hasCode = (request: Request) => new URL(request.url).searchParams.has("kode");
