import { describe, expect, it } from "vitest";
import { formatDate, formatKroner } from "./format.ts";

describe("Norwegian formats", () => {
  it("writes dates as 1. desember 2026", () => {
    expect(formatDate("2026-12-01", "nb")).toBe("1. desember 2026");
    expect(formatDate("2027-03-28", "nn")).toBe("28. mars 2027");
  });

  it("writes kroner as 299 kr", () => {
    expect(formatKroner(299)).toBe("299 kr");
    expect(formatKroner(1299)).toBe("1 299 kr");
    expect(formatKroner(0)).toBe("0 kr");
  });
});
