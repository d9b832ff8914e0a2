import { Trans } from "@lingui/react/macro";
import type { CarrierNote, DeliveryAddress } from "#app/api/contract/delivery.ts";
import { Fragment } from "react";
import { addressLines } from "#app/domain/address-fields.ts";
import { formatWeekdayDate } from "#app/domain/format.ts";

/** A delivery address as it is written on the paper's label: the name, then its lines (one formatter). */
export function PostalAddress({
  name,
  address,
  className,
}: {
  name: string;
  address: DeliveryAddress;
  className?: string;
}) {
  return (
    <address className={className}>
      {name}
      {addressLines(address).map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/**
 * The note to the carrier at an address, as the carrier sees it — the text exactly as saved — and
 * from which delivery: on the front page's delivery card and beside each address on
 * /endre-avislevering. `className` quotes it (self-service.module.css `quote`).
 */
export function NoteAsCarrierSees({ note, className }: { note: CarrierNote; className?: string }) {
  const from = formatWeekdayDate(note.from, __LOCALE__);
  return (
    <>
      <p>
        <Trans>Avisbudet ser denne beskjeden fra {from}:</Trans>
      </p>
      <blockquote className={className}>{note.text}</blockquote>
    </>
  );
}
