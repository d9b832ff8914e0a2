// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bokmalIn, parseBokmalWords, readBokmalWords } from "./bokmal-words.ts";

describe("the Bokmål words translators keep", () => {
  it("reads a word and its Nynorsk form a line, and skips notes and empty lines", () => {
    expect(parseBokmalWords("# a note\n\nikke → ikkje\nLørdag → laurdag\n")).toEqual([
      { word: "ikke", nynorsk: "ikkje" },
      { word: "lørdag", nynorsk: "laurdag" },
    ]);
  });

  it("holds at least the words the Nynorsk audit must catch", () => {
    const words = readBokmalWords().map((w) => w.word);
    for (const word of ["ikke", "jeg", "hva", "hvordan", "hvorfor", "noen", "fra", "hjem", "avisen"])
      expect(words).toContain(word);
    for (const word of ["artiklene", "mandag", "tirsdag", "lørdag", "søndag", "forlenges"])
      expect(words).toContain(word);
  });

  it("finds a word on its own in any case, not inside another word", () => {
    const words = parseBokmalWords("fra → frå\nikke → ikkje\nlørdag → laurdag");
    expect(bokmalIn("Lørdag 28. november: avisen kom ikke", words).map((f) => f.word)).toEqual([
      "ikke",
      "lørdag",
    ]);
    expect(bokmalIn("Frakt, ikkje, laurdag, fram", words)).toEqual([]);
    expect(bokmalIn("«Fra» står i sitat", words)[0]).toMatchObject({ word: "fra", nynorsk: "frå" });
  });
});
