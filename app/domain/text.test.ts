import { describe, expect, it } from "vitest";
import { characterCount, hasControlCharacters, hasEmoji } from "./text.ts";

describe("characterCount: what a reader sees", () => {
  it.each([
    ["", 0],
    ["Blåbærsyltetøy", 14],
    ["Niillas Ŋuolla Čáhppes-Đuolbbás", 31],
    ["Łukasz Żółć", 11],
    ["Ольга", 5],
    ["e\u0301", 1],
    ["👍", 1],
    ["👍🏽", 1],
    ["👨‍👩‍👧", 1],
    ["🇳🇴", 1],
    ["👍".repeat(601), 601],
    ["linje 1\nlinje 2", 15],
  ])("%s has %i", (text, count) => expect(characterCount(text)).toBe(count));
});

describe("hasControlCharacters", () => {
  it.each([
    "\u0000",
    "a\u0007b",
    "\u001B[31m",
    "\u007F",
    "\u0085",
    "\u202E",
    "\u2066x\u2069",
    "\u200F",
    "\u061C",
  ])("refuses %j", (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, true)).toBe(true);
  });
  it("takes line breaks and tabs in a multi-line field only", () => {
    expect(hasControlCharacters("a\nb\r\n\tc", true)).toBe(false);
    expect(hasControlCharacters("a\nb")).toBe(true);
    expect(hasControlCharacters("a\tb")).toBe(true);
  });
  it.each(["Niillas Ŋuolla", "Ольга", "שלום", "مرحبا", "👨‍👩‍👧", "Kari & Ola <b>"])("takes %s", (text) =>
    expect(hasControlCharacters(text)).toBe(false),
  );
});

describe("hasEmoji", () => {
  it.each(["Kari 😀", "👍🏽", "Ola ❤️"])("finds one in %s", (text) => expect(hasEmoji(text)).toBe(true));
  it.each(["Niillas Ŋuolla Čáhppes-Đuolbbás", "Łukasz", "Ольга", "O'Brien-Åsen"])("none in %s", (text) =>
    expect(hasEmoji(text)).toBe(false),
  );
});
