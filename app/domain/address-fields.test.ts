// One formatter of an address: the label's lines, and the same on one line for the lists, the
// receipts and the documents.
import { describe, expect, it } from "vitest";
import { addressLine, addressLines } from "./address-fields.ts";

const full = {
  coname: "Kari Hansen",
  street: "Storgata",
  streetNumber: "1",
  floor: "2",
  flatNumber: "H0201",
  postalCode: "7010",
  place: "TRONDHEIM",
};

describe("an address, written out", () => {
  it("is the label's lines: c/o, street, floor and flat, postal code and place", () => {
    expect(addressLines(full)).toEqual([
      "c/o Kari Hansen",
      "Storgata 1",
      "2. etasje, H0201",
      "7010 TRONDHEIM",
    ]);
    expect(addressLine(full)).toBe("c/o Kari Hansen, Storgata 1, 2. etasje, H0201, 7010 TRONDHEIM");
  });

  it("leaves out what was not given, and keeps a name in any alphabet as typed", () => {
    const plain = { ...full, coname: "Máret Ánde Sárá", floor: null, flatNumber: "H0102" };
    expect(addressLines(plain)).toEqual(["c/o Máret Ánde Sárá", "Storgata 1", "H0102", "7010 TRONDHEIM"]);
    expect(addressLine({ ...full, coname: null, floor: null, flatNumber: null })).toBe(
      "Storgata 1, 7010 TRONDHEIM",
    );
  });
});
