// What the complaint form says at its fields, each message once: the browser's check, the
// platform's refusal and the form's own rules say the same thing in the same words.
import { t } from "@lingui/core/macro";
import { COMMENT_MAX } from "#app/api/contract/complaint.ts";
import { requiredMessage } from "#app/forms/messages.ts";

export const remedyMissingMessage = () => t`Velg hva du vil at vi skal gjøre.`;
export const remedyNotOfferedMessage = () =>
  t`Denne løsningen kan vi ikke tilby for denne reklamasjonen. Velg en annen.`;
export const commentTooLongMessage = () => t`Kommentaren kan være på høyst ${COMMENT_MAX} tegn.`;
export const outsideWindowMessage = () => t`Du kan reklamere på aviser fra de siste 30 dagene.`;
export const pickFromListMessage = () => t`Velg en dag fra listen.`;
export const pickOneDayMessage = () => t`Velg minst én dag.`;
export const categoryMissingMessage = () => requiredMessage(t`Kategori`);
