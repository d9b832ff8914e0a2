import { describe, expect, it } from "vitest";
import { overLimit, recentlyRejected } from "./mandate.ts";

const active = { status: "ACTIVE", limit: 800, answeredOn: "2026-11-01" };

describe("a next charge over the AvtaleGiro limit", () => {
  it("is one AvtaleGiro draws and the active mandate's limit does not cover", () => {
    expect(overLimit({ amount: 849, method: { type: "AVTALEGIRO" } }, active)).toBe(true);
    expect(overLimit({ amount: 800, method: { type: "AVTALEGIRO" } }, active)).toBe(false);
  });
  it("is never one paid another way, or under a mandate not yet confirmed", () => {
    expect(overLimit({ amount: 849, method: { type: "BANKGIRO" } }, active)).toBe(false);
    expect(overLimit({ amount: 849, method: { type: "AVTALEGIRO" } }, { ...active, status: "WAITING" })).toBe(
      false,
    );
    expect(overLimit(null, active)).toBe(false);
  });
});

describe("a rejection", () => {
  const rejected = { status: "REJECTED", limit: 800, answeredOn: "2026-11-01" };
  it("is told of for 30 days after the bank's answer", () => {
    expect(recentlyRejected(rejected, "2026-12-01")).toBe(true);
    expect(recentlyRejected(rejected, "2026-12-02")).toBe(false);
    expect(recentlyRejected(active, "2026-11-02")).toBe(false);
  });
});
