import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod/mini";
import { CONSENT_CATEGORIES, type ConsentCategory } from "#app/domain/consent.ts";
import { consentChoices } from "./contract/privacy.ts";

describe("the contract's consent choices", () => {
  it("has exactly the consent categories the consent manager and the settings know (SPEC §3)", () => {
    expect(Object.keys(consentChoices.shape).sort()).toEqual([...CONSENT_CATEGORIES].sort());
    expectTypeOf<keyof z.infer<typeof consentChoices>>().toEqualTypeOf<ConsentCategory>();
  });

  it("refuses a choice that is not true or false", () => {
    const given = { advertising: true, analytics: false, marketing: true, personalization: false };
    expect(consentChoices.safeParse(given).success).toBe(true);
    expect(consentChoices.safeParse({ ...given, marketing: "ja" }).success).toBe(false);
    expect(consentChoices.safeParse({ advertising: true, analytics: false, marketing: true }).success).toBe(
      false,
    );
  });
});
