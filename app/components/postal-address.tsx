import { Trans } from "@lingui/react/macro";
import type { CarrierNote, DeliveryAddress } from "#app/api/contract/delivery.ts";
import { formatWeekdayDate } from "#app/domain/format.ts";

/** A delivery address as it is written on the paper's label: name, c/o, street, floor, place. */
export function PostalAddress({
  name,
  address,
  className,
}: {
  name: string;
  address: DeliveryAddress;
  className?: string;
}) {
  const coname = address.coname;
  const street = `${address.street} ${address.streetNumber}`;
  const floor = address.floor;
  const flat = address.flatNumber;
  const place = `${address.postalCode} ${address.place}`;
  return (
    <address className={className}>
      {name}
      <br />
      {coname ? (
        <>
          <Trans>c/o {coname}</Trans>
          <br />
        </>
      ) : null}
      {street}
      {floor || flat ? (
        <>
          <br />
          {floor ? <Trans>{floor}. etasje</Trans> : null}
          {floor && flat ? ", " : null}
          {flat}
        </>
      ) : null}
      <br />
      {place}
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
