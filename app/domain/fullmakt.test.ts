// The power of attorney's rules as a subscriber meets them: the last day, and paying needs seeing.
import { describe, expect, it } from "vitest";
import { defaultValidUntil, latestValidUntil, rightsProblem, validUntilProblem } from "./fullmakt.ts";

describe("until when a helper may act", () => {
  const today = "2026-11-25";
  it("is a year unless the subscriber chooses, and at most two years", () => {
    expect(defaultValidUntil(today)).toBe("2027-11-25");
    expect(latestValidUntil(today)).toBe("2028-11-25");
  });
  it("may end today or any day up to two years ahead, not before and not after", () => {
    expect(validUntilProblem(today, today)).toBeNull();
    expect(validUntilProblem("2028-11-25", today)).toBeNull();
    expect(validUntilProblem("2026-11-24", today)).toBe("past");
    expect(validUntilProblem("2028-11-26", today)).toBe("too-far");
  });
});

describe("what a helper may be given", () => {
  it("paying needs seeing the invoices; everything else stands alone", () => {
    expect(rightsProblem(["pay"])).toBe("pay-without-see");
    expect(rightsProblem(["see", "pay"])).toBeNull();
    expect(rightsProblem(["delivery"])).toBeNull();
    expect(rightsProblem(["complaint", "delivery"])).toBeNull();
  });
});
