// What the admin page says about an address in the review, a result of SPEC §4's invitation results,
// and an invitation's state, in the active locale.
import { t } from "@lingui/core/macro";
import type { InvitationResult } from "#app/api/business.ts";
import type { InvitationStatus, Verdict } from "#app/domain/business-invitations.ts";

export function verdictText(verdict: Verdict, emailDomain: string): string {
  switch (verdict) {
    case "new":
      return t`Ny – blir invitert`;
    case "too-long":
      return t`For lang til å være en e-postadresse (høyst 254 tegn)`;
    case "not-text":
      return t`Har tegn en e-postadresse ikke kan ha, som emoji, æ, ø, å eller usynlige tegn`;
    case "invalid":
      return t`Ikke en gyldig e-postadresse`;
    case "wrong-domain":
      return t`Ikke på bedriftens domene (${emailDomain})`;
    case "duplicate":
      return t`Står flere ganger – inviteres bare én gang`;
    case "already-invited":
      return t`Allerede invitert`;
    case "over-maximum":
      return t`Over maksimalt antall invitasjoner`;
  }
}

export function resultText(result: InvitationResult): string {
  switch (result) {
    case "emailSent":
      return t`Invitasjon sendt`;
    case "resent":
      return t`Invitasjon sendt på nytt`;
    case "errorSaved":
      return t`Ikke sendt: noe gikk galt da invitasjonen skulle lagres`;
    case "wrongEmailDomain":
      return t`Ikke sendt: adressen er ikke på bedriftens domene`;
    case "userExist":
      return t`Ikke sendt: adressen er allerede invitert`;
    case "invalidEmail":
      return t`Ikke sendt: ikke en gyldig e-postadresse`;
    case "maxUsersReached":
      return t`Ikke sendt: bedriften har nådd maksimalt antall invitasjoner`;
  }
}

export const statusText = (status: InvitationStatus) =>
  status === "active" ? t`Aktiv` : t`Invitasjon sendt`;
