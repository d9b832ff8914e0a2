// No reader ever sees zod's English: every kind of issue a schema can raise without a message of
// its own gets a Norwegian one from the map the form pattern installs.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "#app/i18n/i18n.ts";
import "./messages.ts";

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
};

describe("zod's messages in Norwegian", () => {
  it.each([
    ["a string too long", z.string().max(100), "x".repeat(3000), "Kan være på høyst 100 tegn"],
    ["a string too short", z.string().min(4), "ab", "Må være minst 4 tegn"],
    ["an empty required string", z.string().min(1), "", "Dette feltet må fylles ut"],
    ["a missing value", z.string(), undefined, "Dette feltet må fylles ut"],
    ["a value of the wrong type", z.number(), "tolv", "Sjekk at dette er skrevet riktig"],
    ["a number too big", z.number().max(10), 11, "Kan være høyst 10"],
    ["a number too small", z.number().min(1), 0, "Må være minst 1"],
    ["an e-mail address", z.email(), "kari@", "Vennligst skriv en gyldig e-postadresse"],
    ["a pattern", z.string().regex(/^\d{4}$/), "12a4", "Sjekk at dette er skrevet riktig"],
    ["a choice", z.enum(["a", "b"]), "c", "Velg et av alternativene"],
    ["a literal", z.literal(true), false, "Velg et av alternativene"],
    ["too many choices", z.array(z.string()).max(1), ["a", "b"], "Du kan velge høyst 1"],
  ])("%s", (_, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it("leaves a schema's own message alone", () => {
    expect(messageOf(z.string().max(2, { error: "Egen melding" }), "abc")).toBe("Egen melding");
  });

  it("never falls back to English for any issue code", () => {
    const english = /expected|invalid input|too (big|small)|must|received/i;
    const samples: Array<[z.ZodType, unknown]> = [
      [z.string().max(1), "ab"],
      [z.string().min(2), "a"],
      [z.number().int(), 1.5],
      [z.number().multipleOf(5), 3],
      [z.object({ a: z.string() }).strict(), { a: "x", b: 1 }],
      [z.union([z.string(), z.number()]), true],
      [z.iso.date(), "2026-13-40"],
      [z.url(), "ikke en adresse"],
      [z.string().refine(() => false), "x"],
    ];
    for (const [schema, input] of samples) expect(messageOf(schema, input)).not.toMatch(english);
  });
});
