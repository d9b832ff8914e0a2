// Whom the page in this tab shows (STYLE.md §25, ADR 057): a helper may act for several people, and
// another tab may switch whom the session acts for, or a grant may end, while this page still shows
// the person it was loaded for. The requires-auth guard notes the person each page is loaded for,
// and on a send compares it with whom the session acts for now; the form kit sends nothing when
// they differ and the form says why (components/person-changed.tsx). Per tab, in memory: a page
// loaded afresh shows whom the session acts for.
import { createContext } from "react-router";

/** The account a page shows, and the name of the one the helper acts for (null: one's own). */
export interface PagePerson {
  accountNo: string;
  name: string | null;
}

/** The person the page showed, and the one the session acts for now (null: oneself). */
export interface PersonChange {
  shown: string | null;
  now: string | null;
}

let shown: PagePerson | null = null;

/** Set by the guard on a send whose page showed someone else than the session acts for now. */
export const personChangeContext = createContext<PersonChange | null>(null);

export function notePageShows(person: PagePerson) {
  shown = person;
}

export function changeSincePageShown(now: PagePerson): PersonChange | null {
  if (!shown || shown.accountNo === now.accountNo) return null;
  return { shown: shown.name, now: now.name };
}
