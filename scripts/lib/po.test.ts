import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePo, readPo } from "./po.ts";

// Multi-line strings in the compact form Lingui writes (lingui.config.ts keeps its default).
const CATALOGUE = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: nn\\n"

#: app/routes/profil.tsx
#: app/components/address-fields.tsx
msgid "{floor}. etasje"
msgstr "{floor}. etasje"

#: app/routes/tilbakemelding.tsx
msgid "Skriv \\"ja\\" for å bekrefte"
msgstr ""

#: app/routes/avslutt.tsx
msgctxt "button"
msgid "Avslutt"
msgstr "Avslutt no"

msgid "Første linje\\n"
"andre linje"
msgstr "Fyrste linja\\n"
"andre linja"

#. js-lingui-explicit-id
msgid "home.title"
msgstr "Heim"

#~ msgid "Fjernet tekst"
#~ msgstr "Fjerna tekst"
`;

describe("parsePo", () => {
  it("reads every current message with its translation, context and references", async () => {
    expect(await parsePo(CATALOGUE)).toEqual([
      {
        msgid: "{floor}. etasje",
        msgstr: "{floor}. etasje",
        references: ["app/routes/profil.tsx", "app/components/address-fields.tsx"],
      },
      {
        msgid: 'Skriv "ja" for å bekrefte',
        msgstr: "",
        references: ["app/routes/tilbakemelding.tsx"],
      },
      { msgctxt: "button", msgid: "Avslutt", msgstr: "Avslutt no", references: ["app/routes/avslutt.tsx"] },
      { msgid: "Første linje\nandre linje", msgstr: "Fyrste linja\nandre linja", references: [] },
      { msgid: "home.title", msgstr: "Heim", references: [] },
    ]);
  });

  it("keeps line numbers in references when the catalogue has them", async () => {
    const [entry] = await parsePo('#: app/root.tsx:12\nmsgid "Hei"\nmsgstr "Hei"\n');
    expect(entry?.references).toEqual(["app/root.tsx:12"]);
  });
});

describe("readPo", () => {
  it("reads the project's catalogues, nb and nn with the same messages", async () => {
    const locales = path.resolve(import.meta.dirname, "../../app/locales");
    const nb = await readPo(path.join(locales, "nb/messages.po"));
    const nn = await readPo(path.join(locales, "nn/messages.po"));
    expect(nb.length).toBeGreaterThan(100);
    expect(nn.map((e) => [e.msgctxt, e.msgid])).toEqual(nb.map((e) => [e.msgctxt, e.msgid]));
  });
});
