// The invitation states of SPEC §4 in Norwegian, each with the date that matters for it.
import { t } from "@lingui/core/macro";
import type { FamilyInvitation } from "#app/api/contract/family.ts";
import { formatDate } from "#app/domain/format.ts";
import type { InvitationState } from "#app/domain/family-sharing.ts";
import { osloToday } from "#app/domain/oslo-date.ts";

/** An ISO date-time as the Oslo calendar day, "18. november 2026". */
export const dayOf = (dateTime: string) => formatDate(osloToday(new Date(dateTime)), __LOCALE__);

export function stateName(state: InvitationState): string {
  switch (state) {
    case "emailSent":
      return t`Sendt`;
    case "active":
      return t`Aktiv`;
    case "expired":
      return t`Utløpt`;
    case "used":
      return t`Brukt`;
    case "withdrawn":
      return t`Trukket tilbake`;
    case "failed":
      return t`Kunne ikke sendes`;
  }
}

/** What happened when: "Sendt 18. november 2026. Lenken gjelder til 25. november 2026." */
export function stateDetail(invitation: FamilyInvitation): string {
  const sent = dayOf(invitation.sentAt);
  const expires = dayOf(invitation.expiresAt);
  const accepted = invitation.acceptedAt ? dayOf(invitation.acceptedAt) : "";
  const ended = invitation.endedAt ? dayOf(invitation.endedAt) : "";
  switch (invitation.state) {
    case "emailSent":
      return t`Invitasjonen ble sendt ${sent}. Lenken gjelder til ${expires}.`;
    case "active":
      return t`Har tilgang fra ${accepted}.`;
    case "expired":
      return t`Invitasjonen ble ikke brukt, og lenken gikk ut ${expires}.`;
    case "used":
      return t`Invitasjonen ble brukt ${accepted}. Tilgangen ble avsluttet ${ended}.`;
    case "withdrawn":
      return t`Du trakk tilbake invitasjonen ${ended}.`;
    case "failed":
      return t`Vi fikk ikke levert e-posten ${sent}. Sjekk adressen, eller send invitasjonen på nytt.`;
  }
}
