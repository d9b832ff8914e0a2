// A power of attorney's step as the subscriber's receipt says it (history/receipts.ts), in the
// title's language (nb or nn); the rights in the words the invitation uses (fullmakt/words.ts).
import type { HistoryEntry } from "#app/api/contract/history.ts";
import type { Title } from "#app/title/title-schema.ts";
import { fullmaktWords } from "#scripts/dev-backend/fullmakt/words.ts";

type GrantEntry = Extract<HistoryEntry, { kind: "fullmakt" }>;

/**
 * A power of attorney's step, as the subscriber's receipt says it, in the title's language (nb or
 * nn); the rights in the words the invitation uses (fullmakt/words.ts).
 */
export const GRANT_WORDS: Record<
  Title["locale"],
  (entry: GrantEntry, titleName: string, until: string) => string
> = {
  nb: (entry, titleName, until) => {
    const helper = entry.helperName;
    if (entry.event === "given")
      return `Du ga ${helper} fullmakt til å hjelpe deg med abonnementet på ${titleName}: ${rightsIn("nb", entry)}, til og med ${until}.`;
    if (entry.event === "accepted") return `${helper} godtok fullmakten du ga.`;
    if (entry.endedBy === "grantor") return `Du avsluttet fullmakten til ${helper}.`;
    if (entry.endedBy === "helper") return `${helper} ga fra seg fullmakten du ga.`;
    return `Fullmakten til ${helper} ble avsluttet.`;
  },
  nn: (entry, titleName, until) => {
    const helper = entry.helperName;
    if (entry.event === "given")
      return `Du gav ${helper} fullmakt til å hjelpe deg med abonnementet på ${titleName}: ${rightsIn("nn", entry)}, til og med ${until}.`;
    if (entry.event === "accepted") return `${helper} godtok fullmakta du gav.`;
    if (entry.endedBy === "grantor") return `Du avslutta fullmakta til ${helper}.`;
    if (entry.endedBy === "helper") return `${helper} gav frå seg fullmakta du gav.`;
    return `Fullmakta til ${helper} vart avslutta.`;
  },
};

const rightsIn = (locale: Title["locale"], entry: GrantEntry) => {
  const words = fullmaktWords({ locale }).rights;
  return entry.rights.map((right) => words[right]).join(", ");
};
