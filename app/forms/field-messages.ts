// The spec's Norwegian form messages (SPEC §5), word for word in nb, translated for nn.
// Functions, so they are read in the active locale when a form is validated.
import { t } from "@lingui/core/macro";

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
