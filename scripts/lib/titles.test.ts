import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTitle } from "#app/title/title-registry.ts";
import { loadTitles, logoWidthOf, selectTitle, TITLES_DIR } from "./titles.ts";

const titles = loadTitles();

describe("titles/", () => {
  it("holds the group's newspapers plus the sandbox", () => {
    expect(titles.length).toBeGreaterThanOrEqual(55);
    expect(titles.map((t) => t.titleCode)).toEqual(
      expect.arrayContaining(["ADR", "FVN", "AN", "VA", "POL", "SBX"]),
    );
  });

  it("maps ADR to adresseavisen", () => {
    expect(findTitle(titles, "ADR").titleDomain).toBe("adresseavisen");
    expect(findTitle(titles, "adr").name).toBe("Adresseavisen");
  });

  it("has pulse analytics off for AN and VA only", () => {
    expect(
      titles
        .filter((t) => !t.usesPulse && t.titleCode !== "SBX")
        .map((t) => t.titleCode)
        .sort(),
    ).toEqual(["AN", "VA"]);
  });

  it("offers C-DIGITAL-PREMIUM by default on FVN, C-DIGITAL-DIGITAL elsewhere", () => {
    expect(findTitle(titles, "FVN").defaultPlanCode).toBe("C-DIGITAL-PREMIUM");
    expect(titles.filter((t) => t.defaultPlanCode === "C-DIGITAL-PREMIUM").map((t) => t.titleCode)).toEqual([
      "FVN",
    ]);
  });

  it("has titles in both nb and nn", () => {
    expect(new Set(titles.map((t) => t.locale))).toEqual(new Set(["nb", "nn"]));
  });

  it("throws on an unknown title code", () => {
    expect(() => findTitle(titles, "XYZ")).toThrow("No publication config found for titleCode");
    expect(() => selectTitle(titles, "nope")).toThrow("No publication config found for titleCode");
  });

  it("finds the sandbox by its name too", () => {
    expect(selectTitle(titles, "sandbox").titleCode).toBe("SBX");
  });

  it("names the file and the field of a bad title file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "titles-"));
    const good = findTitle(titles, "ADR");
    writeFileSync(
      path.join(dir, "adr.json"),
      JSON.stringify({ ...good, customerCenterEmail: "not-an-address" }),
    );
    expect(() => loadTitles(dir)).toThrow(/adr\.json: customerCenterEmail: /);
  });

  it("refuses a brand colour white text cannot be read on", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "titles-"));
    const good = findTitle(titles, "ADR");
    writeFileSync(path.join(dir, "adr.json"), JSON.stringify({ ...good, brandColour: "#ffcc00" }));
    expect(() => loadTitles(dir)).toThrow(/adr\.json: brandColour #ffcc00/);
  });
});

describe("logoWidthOf", () => {
  it("gives the logo's width at the header's 32 px height, from the viewBox", () => {
    expect(
      logoWidthOf('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 221 40" width="442" height="80">'),
    ).toBe(177);
    expect(logoWidthOf('<svg viewBox="0,0,80,40">')).toBe(64);
  });
  it("falls back to width and height, and caps a very wide logo at 12rem", () => {
    expect(logoWidthOf('<svg width="100" height="50">')).toBe(64);
    expect(logoWidthOf('<svg viewBox="0 0 345 40">')).toBe(192);
  });
  it("refuses a logo it cannot measure", () => {
    expect(() => logoWidthOf("<svg>")).toThrow(/viewBox/);
  });
  it("measures every title's logo", () => {
    for (const title of loadTitles()) {
      const svg = readFileSync(path.join(TITLES_DIR, title.titleCode.toLowerCase(), "logo.svg"), "utf8");
      expect(logoWidthOf(svg), title.titleCode).toBeGreaterThan(30);
    }
  });
});
