// A power of attorney in words: the rights a helper may be given, the grant's states, and what a
// helper may never do.
import { t } from "@lingui/core/macro";
import type { Grant } from "#app/api/contract/fullmakt.ts";
import { formatDate } from "#app/domain/format.ts";
import { osloToday } from "#app/domain/oslo-date.ts";

export { helperRightName as rightName } from "#app/i18n/words.ts";

export function stateName(state: Grant["state"]): string {
  switch (state) {
    case "invited":
      return t`Invitert`;
    case "active":
      return t`Aktiv`;
    case "ended":
      return t`Avsluttet`;
    case "expired":
      return t`Utløpt`;
  }
}

/** "Gjelder til og med 30. juni 2027." */
export const untilText = (validUntil: string) => {
  const day = formatDate(validUntil, __LOCALE__);
  return t`Gjelder til og med ${day}.`;
};

/** What a helper may never do, told to the subscriber (no name) or to the helper (the subscriber's). */
export const neverText = (grantor?: string) =>
  grantor
    ? t`Du kan aldri si opp abonnementet, bytte abonnement eller betalingsmåte, eller se samtykkene til ${grantor}.`
    : t`En hjelper kan aldri si opp abonnementet, bytte abonnement eller betalingsmåte, eller se samtykkene dine.`;

/** A grant's last day, or, once it has ended, the day it ended. */
export const lastDayText = (grant: {
  validUntil: string;
  state: Grant["state"];
  endedAt?: string | undefined;
}) => {
  if (grant.state === "ended" && grant.endedAt) {
    const day = formatDate(osloToday(new Date(grant.endedAt)), __LOCALE__);
    return t`Avsluttet ${day}.`;
  }
  if (grant.state === "expired") {
    const day = formatDate(grant.validUntil, __LOCALE__);
    return t`Gikk ut ${day}.`;
  }
  return untilText(grant.validUntil);
};
