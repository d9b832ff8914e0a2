import { z } from "zod/mini";
import { describe, expect, it } from "vitest";
import "#app/i18n/i18n.ts";
import { typedText } from "./text.ts";

// One check for every typed text: the reader's characters counted as a reader counts them, no
// control characters or invisible marks, no emoji in a name — each refused with a Norwegian message.

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("typedText", () => {
  const comment = typedText(z.string().check(z.trim()), { max: 1000, multiline: true });
  const name = typedText(z.string().check(z.trim(), z.minLength(1)), { max: 80, name: true });

  it("counts what a reader sees: 601 emoji are 601 characters", () => {
    expect(messages(comment, "👍🏽".repeat(601))).toEqual([]);
    expect(messages(comment, "👍".repeat(1001))).toEqual(["Kan være på høyst 1000 tegn"]);
  });

  it("takes every alphabet, and a name of 80 letters of any of them", () => {
    for (const text of [
      "Niillas Ŋuolla Čáhppes-Đuolbbás",
      "Łukasz Żółć",
      "Ольга Иванова",
      "שרה",
      "Åse Ødegård",
    ])
      expect(messages(name, text)).toEqual([]);
    expect(messages(name, "Ŋ".repeat(80))).toEqual([]);
    expect(messages(name, "Ŋ".repeat(81))).toEqual(["Kan være på høyst 80 tegn"]);
  });

  it.each(["Kari\u0000", "Kari\u202Eari", "\u2066Kari\u2069", "Kari\u200F", "Kari\u001B", "Kari\uD800"])(
    "refuses %j with a Norwegian message",
    (text) => {
      expect(messages(name, text)).toEqual([
        "Teksten har usynlige tegn som ikke kan brukes. Skriv den på nytt uten dem.",
      ]);
      expect(messages(comment, text)).toEqual([
        "Teksten har usynlige tegn som ikke kan brukes. Skriv den på nytt uten dem.",
      ]);
    },
  );

  it("takes line breaks and tabs in a multi-line field only", () => {
    expect(messages(comment, "Linje 1\r\nLinje 2\tslutt")).toEqual([]);
    expect(messages(name, "Kari\nNordmann")).toHaveLength(1);
  });

  it("refuses emoji in a name, and takes them in a comment", () => {
    expect(messages(name, "Kari 😀")).toEqual(["Et navn kan ikke ha emoji. Skriv det med bokstaver."]);
    expect(messages(comment, "Takk 😀")).toEqual([]);
  });

  it("keeps a form's own message when too long, and its optional", () => {
    const code = typedText(z.string().check(z.trim()), {
      max: 40,
      tooLong: () => "Rabattkoden kan være på høyst 40 tegn.",
    });
    expect(messages(code, "x".repeat(41))).toEqual(["Rabattkoden kan være på høyst 40 tegn."]);
    expect(messages(z.optional(code), undefined)).toEqual([]);
  });
});

describe("typedText in a form", () => {
  it("does not stop the form's other checks", () => {
    const form = z
      .object({
        name: z.optional(typedText(z.string(), { max: 3, name: true })),
        number: z.optional(z.string()),
      })
      .check(
        z.superRefine((value, ctx) => {
          if (value.number !== "12")
            ctx.addIssue({ code: "custom", path: ["number"], message: "Gatenummer" });
        }),
      );
    const result = form.safeParse({ name: "Kari", number: "abc" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "number"]);
  });
});
