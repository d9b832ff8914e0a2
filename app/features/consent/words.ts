// What each consent category of SPEC §3 means, in plain Norwegian: the settings screen and the
// consent steps say the same (docs/decisions/010: a feature carries its texts).
import { t } from "@lingui/core/macro";
import type { ConsentCategory } from "#app/domain/consent.ts";

export function categoryLabel(category: ConsentCategory): string {
  switch (category) {
    case "advertising":
      return t`Annonser tilpasset deg`;
    case "analytics":
      return t`Analyse av bruken`;
    case "marketing":
      return t`Markedsføring`;
    case "personalization":
      return t`Innhold tilpasset deg`;
  }
}

export function categoryExplanation(category: ConsentCategory): string {
  switch (category) {
    case "advertising":
      return t`Vi bruker det vi vet om hva du leser, til å vise annonser som passer bedre for deg. Sier du nei, ser du fortsatt annonser, men de er ikke tilpasset deg.`;
    case "analytics":
      return t`Vi måler hvilke sider som blir brukt og hvordan, for å finne feil og gjøre tjenesten bedre. Sier du nei, sender vi ikke sidevisninger om deg.`;
    case "marketing":
      return t`Vi kan kontakte deg på e-post eller SMS med tilbud og nyheter om abonnementet. Sier du nei, får du bare beskjeder om abonnementet du har.`;
    case "personalization":
      return t`Vi bruker det du har lest, til å foreslå saker og tjenester du kanskje liker. Sier du nei, ser du det samme utvalget som alle andre.`;
  }
}

/** "Analyse av bruken: på" — one line of what was saved. */
export function choiceSummary(category: ConsentCategory, given: boolean): string {
  const label = categoryLabel(category);
  return given ? t`${label}: ja` : t`${label}: nei`;
}
