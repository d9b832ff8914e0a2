// Every form message, once, by name (SPEC §5): the spec's words where it gives them, word for word in
// nb and translated for nn, and a Norwegian message for every limit zod checks without one, so no
// reader ever sees zod's English default ("Too big: expected string to have <=100 characters").
// Functions, so they are read in the active locale when a form is validated. Installed once with the
// form pattern (app/forms/intent.ts and app/components/form.tsx import this module).
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";

export const requiredMessage = (info: string) => t`${info} er påkrevd`;
export const invalidEmailMessage = () => t`Vennligst skriv en gyldig e-postadresse`;
export const invalidPhoneMessage = () => t`Telefonnummeret er ugyldig`;
export const deliveryNameRequiredMessage = () => t`Navn er påkrevd på leveringsadresse`;
export const addressRequiredMessage = () => t`Adresse er påkrevd`;
export const streetNumberRequiredMessage = () => t`Gatenummer er påkrevd`;

// Limits the spec does not word: too long is not missing, and a format says what it expects.
export const tooLongMessage = (max: number) => t`Kan være på høyst ${max} tegn`;
export const streetNumberShapeMessage = () =>
  t`Gatenummer er et tall, gjerne med en bokstav etter (for eksempel 12B)`;
export const postalCodeShapeMessage = () => t`Postnummer består av 4 sifre`;
export const unknownPostalCodeMessage = () => t`Fant ikke postnummeret`;
// What no typed text may hold (app/forms/text.ts).
export const controlCharactersMessage = () =>
  t`Teksten har usynlige tegn som ikke kan brukes. Skriv den på nytt uten dem.`;
export const emojiInNameMessage = () => t`Et navn kan ikke ha emoji. Skriv det med bokstaver.`;

type Issue = z.core.$ZodRawIssue;

/** The Norwegian message for a zod issue that its schema gave no message of its own. */
export function norwegianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return tooLongMessage(max);
      if (issue.origin === "array" || issue.origin === "set") return t`Du kan velge høyst ${max}`;
      return t`Kan være høyst ${max}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? t`Dette feltet må fylles ut` : t`Må være minst ${min} tegn`;
      if (issue.origin === "array" || issue.origin === "set") return t`Du må velge minst ${min}`;
      return t`Må være minst ${min}`;
    }
    case "invalid_format":
      return issue.format === "email" ? invalidEmailMessage() : t`Sjekk at dette er skrevet riktig`;
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? t`Dette feltet må fylles ut`
        : t`Sjekk at dette er skrevet riktig`;
    case "invalid_value":
      return t`Velg et av alternativene`;
    default:
      return t`Sjekk at dette er skrevet riktig`;
  }
}

z.config({ customError: (issue) => norwegianIssueMessage(issue) });
