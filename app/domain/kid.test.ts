import { describe, expect, it } from "vitest";
import { withKidCheckDigit } from "./kid.ts";

describe("KID check digit (mod 10)", () => {
  it.each([
    ["1234567", "12345674"],
    ["7992739871", "79927398713"],
    ["0", "00"],
  ])("%s gets its check digit: %s", (digits, kid) => expect(withKidCheckDigit(digits)).toBe(kid));
});
