import { Trans } from "@lingui/react/macro";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";

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
