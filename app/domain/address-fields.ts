// The parts of a delivery address (SPEC §3) as a reader types them, in the form's order: every form
// that takes an address (components/address-fields.tsx) and the tests of what may be typed there.
// The place is not among them: it is looked up from the postal code.
export const ADDRESS_FIELDS = [
  "coname",
  "street",
  "streetNumber",
  "floor",
  "flatNumber",
  "postalCode",
] as const;

export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** The parts of an address a line is written from (DeliveryAddress of the contract has them all). */
interface AddressParts {
  coname?: string | null;
  street: string;
  streetNumber: string;
  floor?: string | null;
  flatNumber?: string | null;
  postalCode: string;
  place: string;
}

/**
 * An address as the paper's label writes it, a line each: c/o, street, floor and flat, postal code
 * and place — the one formatter of an address for the screens, the receipts and the documents. Its
 * words are the same in Bokmål and Nynorsk.
 */
export function addressLines(address: AddressParts): string[] {
  const floorAndFlat = [address.floor ? `${address.floor}. etasje` : null, address.flatNumber]
    .filter(Boolean)
    .join(", ");
  return [
    address.coname ? `c/o ${address.coname}` : null,
    `${address.street} ${address.streetNumber}`,
    floorAndFlat || null,
    `${address.postalCode} ${address.place}`,
  ].filter((line): line is string => line !== null);
}

/** The same address on one line: "c/o Kari Hansen, Storgata 1, 2. etasje, H0201, 7010 TRONDHEIM". */
export const addressLine = (address: AddressParts): string => addressLines(address).join(", ");
