// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueNotes, catalogueRefusal, checkLanguage, translatorPages } from "./catalogue-gate.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/fixtures/catalogues/nn-broken.po";

// What `npm run build -- --title sh` runs before it builds anything (scripts/build-titles.ts).
describe("the build's catalogue gate", () => {
  it("refuses a broken Nynorsk catalogue, naming each message, its line and the fix", () => {
    const refusal = catalogueRefusal([checkLanguage(ROOT, "nn", FIXTURE)]);
    expect(refusal).not.toBeNull();
    const lines = refusal!.split("\n");
    expect(lines[0]).toBe(`7 oversettelser er ødelagte i ${FIXTURE}; siden ville vist feil tekst:`);
    expect(lines).toContain(`${FIXTURE}:10: FEIL: «(forlenget med {daysAdded} dager for reklamasjon)»`);
    expect(lines).toContain(
      "    Plassholder: {daysAdded} mangler i oversettelsen, og {dagar} finnes ikke i kilden.",
    );
    expect(lines).toContain(`${FIXTURE}:14: FEIL: «Steg {step} av {STEP_COUNT}»`);
    expect(lines).toContain("    Tagg: <0> finnes ikke i kilden, og <0> åpnes, men lukkes aldri med </0>.");
    expect(lines.filter((l) => l.startsWith("    Slik retter du det: "))).toHaveLength(7);
    // A warning is printed by npm run i18n:check but does not stop a build.
    expect(refusal).not.toContain("Avslutt");
  });

  it("lets the real catalogues through", () => {
    expect(catalogueRefusal([checkLanguage(ROOT, "nb"), checkLanguage(ROOT, "nn")])).toBeNull();
  });

  it("builds with a text not yet translated, saying so in one line", () => {
    const check = checkLanguage(ROOT, "nn");
    const untranslated = {
      ...check,
      findings: [
        ...check.findings,
        {
          kind: "missing" as const,
          severity: "error" as const,
          file: check.file,
          line: 1,
          msgid: "Ny",
          problem: "",
          fix: "",
        },
      ],
    };
    expect(catalogueRefusal([untranslated])).toBeNull();
    expect(catalogueNotes([untranslated])).toEqual([
      "⚠ app/locales/nn/messages.po: 1 tekst uten oversettelse (vises på bokmål), 0 advarsler: npm run i18n:check",
    ]);
  });

  it("links the translators' pages to the guides' title of each language, however many are built", () => {
    const checks = ["nb", "nn"].map((locale) => checkLanguage(ROOT, locale));
    const all = [
      { titleCode: "ADR", locale: "nb" },
      { titleCode: "BON", locale: "nn" },
      { titleCode: "SBX", locale: "nb" },
      { titleCode: "SH", locale: "nn" },
    ];
    const [nb, nn] = translatorPages(ROOT, all, checks);
    expect(nb!.html).toContain('href="sbx/');
    expect(nb!.html).not.toContain('href="adr/');
    expect(nn!.html).toContain('href="sh/');
    expect(nn!.html).not.toContain('href="bon/');
    // Without the guides' title, another of the language.
    const [, onlyBon] = translatorPages(ROOT, [{ titleCode: "BON", locale: "nn" }], checks);
    expect(onlyBon!.html).toContain('href="bon/');
  });
});
