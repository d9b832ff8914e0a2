// @vitest-environment node
// npm run i18n:extract never loses a translator's work: a catalogue it cannot read stops it before
// anything runs, and an extract that would empty or change a translation is undone.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { safeExtract } from "./safe-extract.ts";

const CATALOGUE = [
  'msgid ""',
  'msgstr ""',
  '"Content-Type: text/plain; charset=utf-8\\n"',
  "",
  "#: app/features/delivery-change/registered-changes.tsx",
  'msgid "Leveres til: {address}"',
  'msgstr "Blir levert til: {address}"',
  "",
].join("\n");

function copy(text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "safe-extract-")), "messages.po");
  writeFileSync(file, text);
  return file;
}

describe("the safe extract", () => {
  it("keeps what the extract wrote when every translation is as it was", async () => {
    const file = copy(CATALOGUE);
    const added = `${CATALOGUE}\n#: app/routes/ny.tsx\nmsgid "Ny tekst"\nmsgstr ""\n`;
    const result = await safeExtract([file], () => {
      writeFileSync(file, added);
      return { ok: true, output: "Done" };
    });
    expect(result).toEqual({ outcome: "done", output: "Done" });
    expect(readFileSync(file, "utf8")).toBe(added);
  });

  it("does not run on a catalogue it cannot read, and names the line", async () => {
    const broken = CATALOGUE.replace(
      'msgstr "Blir levert til: {address}"',
      'msgstr "Blir levert til: {address}',
    );
    const file = copy(broken);
    const extract = vi.fn(() => ({ ok: true, output: "" }));
    const result = await safeExtract([file], extract, () => "app/locales/nn/messages.po");
    expect(extract).not.toHaveBeenCalled();
    expect(result).toEqual({
      outcome: "unreadable",
      problems: [
        {
          file: "app/locales/nn/messages.po",
          problems: [
            { line: 7, message: 'teksten mangler det avsluttende anførselstegnet (") på slutten av linjen' },
          ],
        },
      ],
    });
    expect(readFileSync(file, "utf8")).toBe(broken);
  });

  it("puts the catalogue back when the extract empties a translation, and names it", async () => {
    const file = copy(CATALOGUE);
    const result = await safeExtract([file], () => {
      writeFileSync(file, CATALOGUE.replace('msgstr "Blir levert til: {address}"', 'msgstr ""'));
      return { ok: true, output: "Done" };
    });
    expect(result).toMatchObject({
      outcome: "put-back",
      lost: [`${file}: «Leveres til: {address}» var «Blir levert til: {address}», ble «»`],
    });
    expect(readFileSync(file, "utf8")).toBe(CATALOGUE);
  });

  it("puts the catalogue back when the extract itself fails", async () => {
    const file = copy(CATALOGUE);
    const result = await safeExtract([file], () => {
      writeFileSync(file, "half written");
      return { ok: false, output: "Lingui failed" };
    });
    expect(result).toEqual({ outcome: "put-back", output: "Lingui failed", lost: [] });
    expect(readFileSync(file, "utf8")).toBe(CATALOGUE);
  });
});
