import { describe, expect, it } from "vitest";
import {
  giftEndDate,
  giftEndsSoon,
  giftValidUntil,
  giftWithdrawalDeadline,
  normaliseGiftCode,
} from "./gifts.ts";

describe("gift codes as readers type them", () => {
  it("lower case, spaces, no dashes or other dashes: the printed form", () => {
    expect(normaliseGiftCode("k7qm-4xrt-9chn")).toBe("K7QM-4XRT-9CHN");
    expect(normaliseGiftCode(" K7QM 4XRT 9CHN ")).toBe("K7QM-4XRT-9CHN");
    expect(normaliseGiftCode("K7QM4XRT9CHN")).toBe("K7QM-4XRT-9CHN");
    expect(normaliseGiftCode("K7QM–4XRT–9CHN")).toBe("K7QM-4XRT-9CHN");
  });
  it("the wrong length, or a letter never printed (0, O, 1, I, L), is no code", () => {
    expect(normaliseGiftCode("K7QM-4XRT")).toBeNull();
    expect(normaliseGiftCode("K7QM-4XRT-9CHNN")).toBeNull();
    expect(normaliseGiftCode("K7QM-4XRT-9CH0")).toBeNull();
    expect(normaliseGiftCode("K7QM-4XRT-9CHO")).toBeNull();
    expect(normaliseGiftCode("K7QM-4XRT-9CHL")).toBeNull();
    expect(normaliseGiftCode("ÆØÅÆ-4XRT-9CHN")).toBeNull();
  });
});

describe("a gift's days", () => {
  it("a code is valid three years, to the day before", () => {
    expect(giftValidUntil("2026-11-29")).toBe("2029-11-28");
    expect(giftValidUntil("2028-02-29")).toBe("2031-02-27");
  });
  it("it may be withdrawn for 14 days after the purchase", () => {
    expect(giftWithdrawalDeadline("2026-12-20")).toBe("2027-01-03");
  });
  it("a gift of 3 months from 24 December ends 23 March", () => {
    expect(giftEndDate("2026-12-24", 3)).toBe("2027-03-23");
  });
  it("the recipient is told from 14 days before the end, to the last day", () => {
    expect(giftEndsSoon("2027-03-23", "2027-03-08")).toBe(false);
    expect(giftEndsSoon("2027-03-23", "2027-03-09")).toBe(true);
    expect(giftEndsSoon("2027-03-23", "2027-03-23")).toBe(true);
    expect(giftEndsSoon("2027-03-23", "2027-03-24")).toBe(false);
  });
});
