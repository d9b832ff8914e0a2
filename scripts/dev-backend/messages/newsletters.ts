// The platform's newsletters, per title: the same three on every title, in the title's language.
import type { Title } from "#app/title/title-schema.ts";

export interface Newsletter {
  newsletterId: string;
  name: string;
  description: string;
}

/** Each newsletter: its id, then name and description in Bokmål, then in Nynorsk. */
const LIST: ReadonlyArray<readonly [string, string, string, string, string]> = [
  [
    "morgenbrevet",
    "Morgenbrevet",
    "Hver morgen: det viktigste fra i dag.",
    "Morgonbrevet",
    "Kvar morgon: det viktigaste frå i dag.",
  ],
  [
    "sport",
    "Sport",
    "Resultater, kamper og reportasjer fra idretten.",
    "Sport",
    "Resultat, kampar og reportasjar frå idretten.",
  ],
  [
    "kultur-og-debatt",
    "Kultur og debatt",
    "Anmeldelser, kronikker og debatt, hver fredag.",
    "Kultur og debatt",
    "Meldingar, kronikkar og debatt, kvar fredag.",
  ],
];

/** The title's newsletters, in its language. */
export const newslettersOf = (title: Pick<Title, "locale">): Newsletter[] =>
  LIST.map(([newsletterId, nbName, nbDescription, nnName, nnDescription]) =>
    title.locale === "nn"
      ? { newsletterId, name: nnName, description: nnDescription }
      : { newsletterId, name: nbName, description: nbDescription },
  );

export const newsletterOf = (title: Pick<Title, "locale">, newsletterId: string) =>
  newslettersOf(title).find((n) => n.newsletterId === newsletterId);
