import { describe, expect, it } from "vitest";
import { isPostalCode, isStreetNumber, normalizeNorwegianPhone } from "./validation.ts";

describe("Norwegian phone numbers", () => {
  it.each([
    ["98765432", "98765432"],
    ["987 65 432", "98765432"],
    ["+47 987 65 432", "98765432"],
    ["0047 98765432", "98765432"],
    ["22 33 44 55", "22334455"],
  ])("reads %j as %s", (raw, expected) => expect(normalizeNorwegianPhone(raw)).toBe(expected));

  it.each(["", "1234", "1234567", "123456789", "12345678", "+46 98765432", "9876543x"])("refuses %j", (raw) =>
    expect(normalizeNorwegianPhone(raw)).toBeNull(),
  );
});

describe("postal codes", () => {
  it("are four digits", () => {
    expect(isPostalCode("7010")).toBe(true);
    expect(isPostalCode("0150")).toBe(true);
    expect(isPostalCode("701")).toBe(false);
    expect(isPostalCode("70100")).toBe(false);
  });
});

describe("house numbers", () => {
  it("are digits with perhaps one letter after them", () => {
    for (const ok of ["1", "12", "12B", "12 b", "1234", "3æ"]) expect(isStreetNumber(ok)).toBe(true);
    for (const bad of ["abc", "", "B12", "12BB", "12-14", "123456"]) expect(isStreetNumber(bad)).toBe(false);
  });
});
