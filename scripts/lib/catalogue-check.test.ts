// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBokmalWords } from "./bokmal-words.ts";
import { checkCatalogue, checkMessage, formatFinding, type Finding } from "./catalogue-check.ts";
import { checkLanguage } from "./catalogue-gate.ts";
import { LOCALES } from "./locale-catalogs.ts";
import { parseCatalogue, readCatalogue } from "./po-catalogue.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/fixtures/catalogues/nn-broken.po";
const broken = checkCatalogue(readCatalogue(path.join(ROOT, FIXTURE)), {
  locale: "nn",
  file: FIXTURE,
  bokmalWords: readBokmalWords(),
});
const about = (msgid: string) => broken.filter((f) => f.msgid === msgid);
const kinds = (findings: Finding[]) => findings.map((f) => `${f.severity} ${f.kind}`);

/** One message as a translator would write it in an nn catalogue. */
const nn = (msgid: string, msgstr: string, extra = "") =>
  checkMessage(
    parseCatalogue(`${extra}msgid ${JSON.stringify(msgid)}\nmsgstr ${JSON.stringify(msgstr)}\n`)[0]!,
    {
      locale: "nn",
      file: "nn.po",
      bokmalWords: readBokmalWords(),
    },
  );

describe("the real catalogues", () => {
  it.each(LOCALES)("%s has no error", (locale) => {
    const errors = checkLanguage(ROOT, locale).findings.filter((f) => f.severity === "error");
    expect(errors.map(formatFinding)).toEqual([]);
  });
});

describe("the translators' check on a broken catalogue", () => {
  it("finds a placeholder renamed, naming both names and the line", () => {
    const [finding, ...rest] = about("(forlenget med {daysAdded} dager for reklamasjon)");
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ kind: "placeholder", severity: "error", line: 10 });
    expect(finding!.problem).toBe(
      "Plassholder: {daysAdded} mangler i oversettelsen, og {dagar} finnes ikke i kilden.",
    );
    expect(finding!.fix).toContain("Skriv plassholderne nøyaktig som i msgid ({daysAdded})");
  });

  it("finds a tag the source lacks and that is never closed", () => {
    const [finding] = about("Steg {step} av {STEP_COUNT}");
    expect(kinds(about("Steg {step} av {STEP_COUNT}"))).toEqual(["error tag"]);
    expect(finding!.problem).toBe("Tagg: <0> finnes ikke i kilden, og <0> åpnes, men lukkes aldri med </0>.");
    expect(finding!.line).toBe(14);
  });

  it("finds a tag the translation dropped", () => {
    const findings = about("Ring <0>{phone}</0> eller skriv til <1>{email}</1>.");
    expect(kinds(findings)).toEqual(["error tag"]);
    expect(findings[0]!.problem).toBe("Tagg: <1> mangler i oversettelsen.");
    expect(findings[0]!.fix).toContain("(<0>…</0>, <1>…</1>)");
  });

  it("finds an unclosed tag and one closed out of order in an otherwise complete translation", () => {
    expect(nn("Les <0>mer</0>", "Les <0>meir")[0]?.problem).toBe(
      "Tagg: <0> åpnes, men lukkes aldri med </0>.",
    );
    expect(nn("<0>Les <1>mer</1></0>", "<0>Les <1>meir</0></1>")[0]?.problem).toBe(
      "Tagg: </0> lukker en tagg som ikke er åpen.",
    );
  });

  it("finds a plural form the language needs missing", () => {
    const findings = about("{toSend, plural, one {Send # invitasjon} other {Send # invitasjoner}}");
    expect(kinds(findings)).toEqual(["error plural"]);
    expect(findings[0]!.problem).toBe("{toSend, plural, …}: formen one mangler.");
    expect(findings[0]!.fix).toContain("one {…} other {…}");
  });

  it("leaves a form the source leaves out too, and a category the language does not use", () => {
    expect(nn("{n, plural, other {# dager}}", "{n, plural, other {# dagar}}")).toEqual([]);
    expect(nn("{n, selectordinal, other {#.}}", "{n, selectordinal, one {#.} other {#.}}")).toEqual([]);
    expect(kinds(nn("{n, plural, one {# dag} other {# dager}}", "{n, plural, one {# dag}}"))).toEqual([
      "error plural",
    ]);
  });

  it("finds a plural turned into a plain placeholder", () => {
    expect(kinds(nn("{n, plural, one {# dag} other {# dager}}", "{n} dagar"))).toEqual(["error plural"]);
  });

  it("finds a select's key translated", () => {
    const findings = about("{lead, select, retry {Prøv igjen} other {Kontakt oss}}");
    expect(kinds(findings)).toEqual(["error select"]);
    expect(findings[0]!.problem).toBe("{lead, select, …}: retry mangler, og prøv finnes ikke i kilden.");
  });

  it("finds a Bokmål word in Nynorsk, with its Nynorsk form", () => {
    const findings = about("Avisen kom ikke.");
    expect(kinds(findings)).toEqual(["error bokmal"]);
    expect(findings[0]!.problem).toBe("«ikke» er bokmål (i «Avisa kom ikke.»).");
    expect(findings[0]!.fix).toContain("«ikkje»");
  });

  it("does not read placeholder names or select keys as words", () => {
    expect(nn("{dager} dager", "{dager} dagar")).toEqual([]);
    expect(
      nn("{when, select, fra {Fra i dag} other {Nå}}", "{when, select, fra {Frå i dag} other {No}}"),
    ).toEqual([]);
  });

  it("finds spaces the source lacks, at either end", () => {
    expect(kinds(about("Lagre"))).toEqual(["error whitespace"]);
    expect(about("Lagre")[0]!.fix).toBe("Fjern mellomrommet sist i msgstr.");
    expect(kinds(nn("Lagre", " Lagre"))).toEqual(["error whitespace"]);
    expect(nn(" Lagre", " Lagre")).toEqual([]);
  });

  it("finds braces that do not match", () => {
    expect(kinds(nn("Hei {name}", "Hei {name"))).toEqual(["error syntax"]);
  });

  it("warns, without failing, when a button or label grows much longer", () => {
    const findings = about("Avslutt");
    expect(kinds(findings)).toEqual(["warning length"]);
    expect(findings[0]!.problem).toContain("(41 mot 7 tegn)");
    // A sentence may grow; so may a short text by a few characters.
    expect(nn("Avisen kom ikke fram i dag.", "Avisa kom ikkje fram til deg i dag, og det er leitt.")).toEqual(
      [],
    );
    expect(nn("Lagre", "Lagre endringane")).toEqual([]);
    // A comment from the code says what a text is.
    expect(
      kinds(
        nn(
          "Ja, send meg nyhetsbrevet på e-post.",
          "Ja, send meg nyheitsbrevet på e-post kvar veke no med ein gong.",
          "#. button\n",
        ),
      ),
    ).toEqual(["warning length"]);
  });

  it("finds a text not translated and warns of a fuzzy one", () => {
    expect(kinds(nn("Lagre", ""))).toEqual(["error missing"]);
    expect(kinds(nn("Lagre", "Lagre", "#, fuzzy\n"))).toEqual(["warning fuzzy"]);
  });

  it("passes valid ICU: exact plural cases, =1 for one, tags, self-closing tags; skips obsolete entries", () => {
    expect(about("Ring <0>{phone}</0> i dag.")).toEqual([]);
    expect(
      about("{selectedCount, plural, =0 {Fjern valgte} one {Fjern # valgt} other {Fjern # valgte}}"),
    ).toEqual([]);
    expect(about("Les mer på <0>nettsidene</0>.<1/>Ha en fin dag.")).toEqual([]);
    expect(about("Gammel tekst")).toEqual([]);
  });

  it("prints where, which message, what is wrong and what to do", () => {
    expect(formatFinding(about("(forlenget med {daysAdded} dager for reklamasjon)")[0]!)).toBe(
      [
        `${FIXTURE}:10: FEIL: «(forlenget med {daysAdded} dager for reklamasjon)»`,
        "    Plassholder: {daysAdded} mangler i oversettelsen, og {dagar} finnes ikke i kilden.",
        "    Slik retter du det: Skriv plassholderne nøyaktig som i msgid ({daysAdded}): navnet i { } skal ikke oversettes, bare ordene rundt.",
      ].join("\n"),
    );
  });
});
