import { describe, expect, it } from "vitest";
import { roundTripLevels, sequentialRoundTrips } from "./round-trips.ts";

// Timelines as `npm run bench:home` recorded them on head ecee545 (ms, /api/ paths shortened).
const call = (path: string, start: number, end: number) => ({ path, start, end });
const COLD = [
  call("account/10000003", 121, 151),
  call("subscription/40527391/SBX", 154, 171),
  call("paymentMethod/40527391", 188, 195),
  call("invoices/40527391/SBX", 189, 196),
  call("family/40527391/SBX", 190, 200),
  call("order/withdrawal/40527391/SBX", 191, 200),
];
const AFTER_SIGN_IN = [
  call("_identity/v2/session", 118, 124),
  call("handlecode", 126, 131),
  call("account/10000003", 153, 161),
  call("subscription/40527391/SBX", 162, 166),
  call("paymentMethod/40527391", 173, 179),
  call("invoices/40527391/SBX", 173, 183),
  call("family/40527391/SBX", 173, 186),
  call("order/withdrawal/40527391/SBX", 173, 188),
];

describe("sequential round trips", () => {
  it("counts the cold front page's three levels (the old count with 3 ms slack said 2)", () => {
    expect(sequentialRoundTrips(COLD)).toBe(3);
    expect(roundTripLevels(COLD).map(({ call: c, level }) => [c.path, level])).toEqual([
      ["account/10000003", 1],
      ["subscription/40527391/SBX", 2],
      ["paymentMethod/40527391", 3],
      ["invoices/40527391/SBX", 3],
      ["family/40527391/SBX", 3],
      ["order/withdrawal/40527391/SBX", 3],
    ]);
  });

  it("counts five levels after sign-in (the old count said 3)", () => {
    expect(sequentialRoundTrips(AFTER_SIGN_IN)).toBe(5);
  });

  it("a call that starts 2 ms after another answered is a trip after it, not beside it", () => {
    expect(sequentialRoundTrips([call("a", 0, 10), call("b", 12, 20)])).toBe(2);
  });

  it("calls that overlap are one trip, however many", () => {
    expect(sequentialRoundTrips([call("a", 0, 30), call("b", 1, 5), call("c", 2, 40)])).toBe(1);
  });

  it("takes the level of the latest answer before the call, not an earlier, shallower one", () => {
    // a → b (2); d ran beside both from 0 and answered last: e follows d, one more than d's level.
    const levels = roundTripLevels([
      call("a", 0, 10),
      call("b", 11, 20),
      call("d", 0, 25),
      call("e", 26, 30),
    ]);
    expect(levels.find(({ call: c }) => c.path === "e")?.level).toBe(2);
    expect(sequentialRoundTrips(levels.map(({ call: c }) => c))).toBe(2);
  });

  it("no calls, no trips", () => {
    expect(sequentialRoundTrips([])).toBe(0);
  });
});
