// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPo } from "./po.ts";
import { messageKey, parseCatalogue, readCatalogue } from "./po-catalogue.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("a catalogue as a translator sees the file", () => {
  it("reads each entry with its lines, comments, flags and references, and obsolete ones marked", () => {
    const entries = parseCatalogue(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: nn\\n"',
        "",
        "#. button",
        "#: app/routes/a.tsx app/routes/b.tsx",
        "#, fuzzy",
        'msgctxt "knapp"',
        'msgid "Si \\"ja\\""',
        'msgstr ""',
        '"Sei \\"ja\\"\\n"',
        '"no"',
        "",
        '#~ msgid "Gammel"',
        '#~ msgstr "Gamal"',
      ].join("\n"),
    );
    expect(entries).toEqual([
      {
        msgctxt: "knapp",
        msgid: 'Si "ja"',
        msgstr: 'Sei "ja"\nno',
        line: 9,
        msgstrLine: 10,
        references: ["app/routes/a.tsx", "app/routes/b.tsx"],
        comments: ["button"],
        flags: ["fuzzy"],
        obsolete: false,
      },
      expect.objectContaining({ msgid: "Gammel", msgstr: "Gamal", line: 14, obsolete: true }),
    ]);
    expect(messageKey(entries[0]!)).toBe('knapp\u0004Si "ja"');
  });

  it.each(["nb", "nn"])("reads the real %s catalogue as Lingui reads it", async (locale) => {
    const file = path.join(ROOT, "app/locales", locale, "messages.po");
    const lingui = await readPo(file);
    const ours = readCatalogue(file).filter((e) => !e.obsolete);
    expect(ours.map((e) => [e.msgctxt, e.msgid, e.msgstr, e.references])).toEqual(
      lingui.map((e) => [e.msgctxt, e.msgid, e.msgstr, e.references]),
    );
  });
});
