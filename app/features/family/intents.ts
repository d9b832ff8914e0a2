// Family sharing's intents (ADR 011): inviting a member, and one change to one invitation or member
// at a time (withdraw, resend, remove), each with a key of its own.
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import {
  removeFamilyMember,
  resendFamilyInvitation,
  withdrawFamilyInvitation,
  inviteFamilyMember,
} from "#app/api/family.ts";
import type { TitleAccount } from "#app/api/title-account.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { answered, defineIntent, refused } from "#app/forms/intent.ts";
import { afterChange, type Done } from "./screen.ts";
import { invalidEmailMessage, requiredMessage } from "#app/forms/messages.ts";
import { typedText } from "#app/forms/text.ts";

// The row intents: one key per invitation and intent on the screen, so a double click or a retry
// acts once; a change that went through leads to the screen with a fresh key.
const row = z.object({ id: z.string() });

/** One change to one invitation, by its id; `refusal` says why the platform would not make it. */
function rowIntent<const Name extends Exclude<Done, "invite">, Outcome extends { kind: string }>(
  name: Name,
  change: (account: TitleAccount, id: string, options: { idempotencyKey: string }) => Promise<Outcome>,
  refusal: (outcome: Outcome) => string,
) {
  return defineIntent({
    name,
    keyed: true,
    schema: row,
    async run({ value: { id }, key, context }) {
      const outcome = await change(context.get(subscribedContext).titleAccount, id, { idempotencyKey: key });
      if (outcome.kind === "ok") return afterChange(name, id);
      return answered({ refusal: refusal(outcome) });
    },
  });
}

export const withdraw = rowIntent(
  "withdraw",
  withdrawFamilyInvitation,
  () =>
    t`Invitasjonen er allerede godtatt, så den kan ikke trekkes tilbake. Fjern personen fra familiedelingen hvis hen ikke skal ha tilgang.`,
);

export const resend = rowIntent("resend", resendFamilyInvitation, (outcome) =>
  outcome.kind === "full"
    ? t`Familiedelingen er full, så invitasjonen kan ikke sendes på nytt. Trekk tilbake en annen invitasjon eller fjern noen først.`
    : t`Invitasjonen er allerede besvart eller trukket tilbake, så den kan ikke sendes på nytt.`,
);

export const remove = rowIntent(
  "remove",
  removeFamilyMember,
  () => t`Personen er ikke med i familiedelingen.`,
);

const inviteSchema = z.object({
  email: z.pipe(
    typedText(z.string({ error: () => requiredMessage(t`E-postadresse`) }).check(z.trim()), { max: 254 }),
    z.email({ error: () => invalidEmailMessage() }),
  ),
});

/** One key per address on the screen: a double click or a retry invites once. */
export const invite = defineIntent({
  name: "invite",
  keyed: true,
  schema: inviteSchema,
  async run({ value: { email }, key, context }) {
    const account = context.get(subscribedContext).titleAccount;
    const outcome = await inviteFamilyMember(account, email, { idempotencyKey: key });
    switch (outcome.kind) {
      case "ok":
        return afterChange("invite", outcome.invitation.id);
      case "own-address":
        return refused({
          email: [t`Dette er din egen e-postadresse. Skriv adressen til den du vil dele med.`],
        });
      case "already-invited":
        return refused({
          email: [
            t`Denne adressen er allerede invitert eller med i familiedelingen. Se listen nedenfor, der kan du sende invitasjonen på nytt.`,
          ],
        });
      case "full":
        return refused({
          email: [
            t`Familiedelingen er full. Trekk tilbake en invitasjon eller fjern noen før du inviterer flere.`,
          ],
        });
      case "not-shareable":
        return refused({
          email: [t`Abonnementet ditt kan ikke deles lenger. Last siden på nytt for å se hvorfor.`],
        });
    }
  },
});
