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
