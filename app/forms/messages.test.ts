// No reader ever sees zod's English: every kind of issue a schema can raise without a message of
// its own gets a Norwegian one from the map the form pattern installs.
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import "#app/i18n/i18n.ts";
import "./messages.ts";

const messageOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
};

describe("zod's messages in Norwegian", () => {
  it.each([
    ["a string too long", z.string().check(z.maxLength(100)), "x".repeat(3000), "Kan være på høyst 100 tegn"],
    ["a string too short", z.string().check(z.minLength(4)), "ab", "Må være minst 4 tegn"],
    ["an empty required string", z.string().check(z.minLength(1)), "", "Dette feltet må fylles ut"],
    ["a missing value", z.string(), undefined, "Dette feltet må fylles ut"],
    ["a value of the wrong type", z.number(), "tolv", "Sjekk at dette er skrevet riktig"],
    ["a number too big", z.number().check(z.maximum(10)), 11, "Kan være høyst 10"],
    ["a number too small", z.number().check(z.minimum(1)), 0, "Må være minst 1"],
    ["an e-mail address", z.email(), "kari@", "Vennligst skriv en gyldig e-postadresse"],
    ["a pattern", z.string().check(z.regex(/^\d{4}$/)), "12a4", "Sjekk at dette er skrevet riktig"],
    ["a choice", z.enum(["a", "b"]), "c", "Velg et av alternativene"],
    ["a literal", z.literal(true), false, "Velg et av alternativene"],
    ["too many choices", z.array(z.string()).check(z.maxLength(1)), ["a", "b"], "Du kan velge høyst 1"],
  ])("%s", (_, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it("leaves a schema's own message alone", () => {
    expect(messageOf(z.string().check(z.maxLength(2, { error: "Egen melding" })), "abc")).toBe(
      "Egen melding",
    );
  });

  it("never falls back to English for any issue code", () => {
    const english = /expected|invalid input|too (big|small)|must|received/i;
    const samples: Array<[z.ZodMiniType, unknown]> = [
      [z.string().check(z.maxLength(1)), "ab"],
      [z.string().check(z.minLength(2)), "a"],
      [z.int(), 1.5],
      [z.number().check(z.multipleOf(5)), 3],
      [z.strictObject({ a: z.string() }), { a: "x", b: 1 }],
      [z.union([z.string(), z.number()]), true],
      [z.iso.date(), "2026-13-40"],
      [z.url(), "ikke en adresse"],
      [z.string().check(z.refine(() => false)), "x"],
    ];
    for (const [schema, input] of samples) expect(messageOf(schema, input)).not.toMatch(english);
  });
});
