// A catalogue that cannot be read is said so line by line, in Norwegian, before anything reads it
// as a catalogue; a catalogue Poedit re-wrapped reads as the same one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { differenceOf } from "./catalogue-sync.ts";
import { parsePo } from "./po.ts";
import { poSyntaxProblems } from "./po-syntax.ts";

const nn = readFileSync("app/locales/nn/messages.po", "utf8");
const ENTRY = 'msgid "Leveres til: {address}"\nmsgstr "Blir levert til: {address}"';

/** Every long translation wrapped over several quoted lines at 79 columns, as Poedit writes them. */
function poeditWrapped(text: string): string {
  return text
    .split("\n")
    .flatMap((line) => {
      const long = /^msgstr "(.*)"$/.exec(line);
      if (!long || line.length <= 79) return [line];
      const lines = ['msgstr ""'];
      let current = "";
      for (const word of long[1]!.match(/\S+\s*/g) ?? []) {
        if (current.length + word.length > 76) {
          lines.push(`"${current}"`);
          current = "";
        }
        current += word;
      }
      return [...lines, `"${current}"`];
    })
    .join("\n");
}

describe("a catalogue's lines", () => {
  it("finds nothing wrong in the catalogues as they are", () => {
    expect(nn).toContain(ENTRY);
    expect(poSyntaxProblems(nn)).toEqual([]);
    expect(poSyntaxProblems(readFileSync("app/locales/nb/messages.po", "utf8"))).toEqual([]);
  });

  it("names the line whose closing quote is missing, in Norwegian", () => {
    const broken = nn.replace(ENTRY, ENTRY.slice(0, -1));
    const line = broken.split("\n").indexOf('msgstr "Blir levert til: {address}') + 1;
    expect(poSyntaxProblems(broken)).toEqual([
      { line, message: 'teksten mangler det avsluttende anførselstegnet (") på slutten av linjen' },
    ]);
  });

  it("names a quote inside a text, a stray line, and a msgstr with no msgid", () => {
    const text = ['msgid "Avbryt"', 'msgstr "Avbryt "no""', "", "Avbryt", "", 'msgstr "Lagre"'].join("\n");
    expect(poSyntaxProblems(text)).toEqual([
      { line: 2, message: 'et anførselstegn inne i teksten må skrives \\" (med skråstrek foran)' },
      {
        line: 4,
        message:
          "linjen kan ikke leses («Avbryt»): hver linje er en kommentar (#), et nøkkelord (msgid, msgstr …) eller tekst i anførselstegn",
      },
      { line: 6, message: "msgstr står uten msgid foran seg i samme oppføring" },
    ]);
  });

  it("reads a catalogue Poedit re-wrapped at 79 columns as the same catalogue", async () => {
    const wrapped = poeditWrapped(nn);
    expect(wrapped).not.toBe(nn);
    expect(wrapped).toMatch(/^msgstr ""\n"[^"]+ "\n"/m);
    expect(poSyntaxProblems(wrapped)).toEqual([]);
    const difference = differenceOf(await parsePo(nn), await parsePo(wrapped));
    expect(difference).toEqual({ added: [], removed: [], changed: [], moved: [] });
  });

  it("tells a missing text and a lost translation from wrapping", async () => {
    const before = await parsePo(nn);
    const after = await parsePo(
      nn
        .replace(ENTRY, 'msgid "Leveres til: {address}"\nmsgstr ""')
        .replace(/\nmsgid "Avbryt"\nmsgstr "[^"]*"\n/, "\n"),
    );
    const difference = differenceOf(before, after);
    expect(difference.changed).toEqual([
      { msgid: "Leveres til: {address}", was: "Blir levert til: {address}", becomes: "" },
    ]);
    expect(difference.removed).toEqual(["Avbryt"]);
  });
});
