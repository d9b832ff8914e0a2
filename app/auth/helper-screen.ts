// What the requires-auth guard does for a helper acting for someone (ADR 057): a screen the grant
// does not reach is not loaded — it says plainly whose choice it is, or that the grant does not
// cover it — and the person the page shows is noted, so a send from a page of someone the session
// no longer acts for sends nothing (./page-person.ts).
import { helperScreen } from "#app/domain/helper-rights.ts";
import type { SignedIn } from "./session.ts";
import { changeSincePageShown, notePageShows, type PersonChange } from "./page-person.ts";

/** A send was just refused for showing someone else: the load after it leaves the page be. */
let refusedSend = false;

/** A helper reached a screen the grant does not reach; the error screen says so in words. */
export class HelperCannot extends Error {
  readonly code = "HELPER_CANNOT";
  /** The person helped, named as the platform names them. */
  readonly person: string;
  readonly reason: "owner-only" | "not-granted";
  constructor(person: string, reason: "owner-only" | "not-granted") {
    super(`A helper for ${person} cannot open this screen (${reason})`);
    this.name = "HelperCannot";
    this.person = person;
    this.reason = reason;
  }
}

/**
 * For a page load: refuses a screen the grant does not reach and notes whom the page shows. For a
 * send: whom the page showed, if the session acts for someone else now (else null). The helper's
 * own list of grants (/fullmakt) is where one switches, so it is about no one person.
 */
export function checkHelperOn(request: Request, session: SignedIn): PersonChange | null {
  const { pathname } = new URL(request.url);
  const { acting } = session;
  const own = pathname.replace(/\/+$/, "") === "/fullmakt";
  const person = { accountNo: session.account.ariaAccountNo, name: acting?.name ?? null };
  const sending = request.method !== "GET";
  // A send from a page of someone else is refused for that first, whatever the new person's grant.
  const changed = sending && !own ? changeSincePageShown(person) : null;
  if (changed) {
    refusedSend = true;
    return changed;
  }
  // The load that follows a send runs this guard again, though no screen loads anything after a
  // refused one: the page stays as it was, for the person it showed.
  if (!sending && refusedSend) {
    refusedSend = false;
    return null;
  }
  if (acting) {
    const reach = helperScreen(pathname, acting.rights);
    if (reach !== "allowed") throw new HelperCannot(acting.name, reach);
  }
  if (!sending && !own) notePageShows(person);
  return null;
}
