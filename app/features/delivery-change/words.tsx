// How delivery changes are named on the screen: their type, their status, and one line that says
// what a change is and when ("Stopp i leveringen fra 1. desember 2026 til 14. desember 2026").
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { DeliveryChange } from "#app/api/contract/delivery.ts";
import { formatDate } from "#app/domain/format.ts";
import type { ChangeType } from "./change-schema.ts";

export function changeTypeName(type: ChangeType): string {
  switch (type) {
    case "TRANSFER":
      return t`Levering til annen adresse`;
    case "PERMANENT":
      return t`Flytting til ny adresse`;
    case "STOP":
      return t`Stopp i leveringen`;
  }
}

export function changeTypeChoice(type: ChangeType): string {
  switch (type) {
    case "TRANSFER":
      return t`Lever til en annen adresse en periode`;
    case "PERMANENT":
      return t`Flytt avisen til ny adresse for godt`;
    case "STOP":
      return t`Stopp avisen en periode, for eksempel i ferien`;
  }
}

export function statusName(status: DeliveryChange["status"]): string {
  switch (status) {
    case "REGISTERED":
      return t`Registrert`;
    case "ACTIVE":
      return t`Pågår`;
    case "DONE":
      return t`Avsluttet`;
    case "WITHDRAWN":
      return t`Trukket tilbake`;
  }
}

/** The next day a change can start or end, proposed at the date field (SPEC §5). */
export const firstPossibleMessage = (isoDate: string) => {
  const date = formatDate(isoDate, __LOCALE__);
  return t`Første mulige dag er ${date}.`;
};

/** "Stopp i leveringen fra 1. desember 2026 til 14. desember 2026" */
export function ChangeSummary({
  change,
}: {
  change: Pick<DeliveryChange, "type" | "from" | "to" | "openEnd">;
}) {
  const name = changeTypeName(change.type);
  const from = formatDate(change.from, __LOCALE__);
  const to = change.to ? formatDate(change.to, __LOCALE__) : null;
  if (to) {
    return (
      <Trans>
        {name} fra {from} til {to}
      </Trans>
    );
  }
  if (change.openEnd) {
    return (
      <Trans>
        {name} fra {from} (til videre)
      </Trans>
    );
  }
  return (
    <Trans>
      {name} fra {from}
    </Trans>
  );
}
