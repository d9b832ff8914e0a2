import { describe, expect, it } from "vitest";
import { givesAccess, statusName, SubscriptionStatus } from "./subscription-status.ts";

describe("subscription status codes (SPEC §4)", () => {
  it("has the codes of the spec", () => {
    // The spec's table, name and code, as SPEC §4 has it.
    const table =
      "INACTIVE 0 | ACTIVE 1 | SUSPENDED -1 | PENDING_CANCELLATION 2 | CANCELLED -2 | PENDING_TERMINATION 3 | " +
      "TERMINATED -3 | PENDING_INSTALLATION 31 | PENDING_ACTIVATION 32 | TRIAL 41 | ACTIVE_NON_BILLABLE 61";
    const spec = table.split(" | ").map((row) => row.split(" "));
    expect(Object.entries(SubscriptionStatus)).toEqual(spec.map(([name, code]) => [name, Number(code)]));
  });

  it("names a code", () => {
    expect(statusName(41)).toBe("TRIAL");
    expect(statusName(99)).toBeUndefined();
  });

  it.each([1, 2, 3, 31, 32, 41, 61])("code %i still gives access", (code) =>
    expect(givesAccess(code)).toBe(true),
  );
  it.each([0, -1, -2, -3, 99])("code %i gives no access", (code) => expect(givesAccess(code)).toBe(false));
});
