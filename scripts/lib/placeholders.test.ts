// @vitest-environment node
// A title still holding placeholders is named by every build, marked "not ready" in the gallery,
// and refused by a release build before anything is built (ADR 031).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTitle } from "#app/title/title-registry.ts";
import type { Title } from "#app/title/title-schema.ts";
import { galleryHtml } from "./gallery.ts";
import { placeholderWarnings, releaseRefusal, titlesWithPlaceholders } from "./placeholders.ts";
import { loadTitles } from "./titles.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const titles = loadTitles();
const adr = findTitle(titles, "ADR");
const fvn = findTitle(titles, "FVN");
/** ADR as it will be once the release manager has filled in every value. */
const realAdr: Title = { ...adr, placeholders: [] };
const partlyRealFvn: Title = { ...fvn, placeholders: ["identity.clientId", "customerCenterEmail"] };

describe("placeholder detection", () => {
  it("names each title with placeholders and each of its fields, and leaves a ready title out", () => {
    expect(titlesWithPlaceholders([realAdr, partlyRealFvn])).toEqual([
      { titleCode: "FVN", name: fvn.name, fields: ["identity.clientId", "customerCenterEmail"] },
    ]);
  });

  it("warns in one line per title that is not ready", () => {
    const lines = placeholderWarnings([realAdr, partlyRealFvn, adr]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^⚠ FVN .*not ready.*verdier som mangler.*identity\.clientId, customerCenterEmail$/,
    );
    expect(lines[1]).toContain("ADR (Adresseavisen)");
  });

  it("lets a release go only when no selected title holds placeholders", () => {
    expect(releaseRefusal([realAdr])).toBeNull();
    const refusal = releaseRefusal([realAdr, partlyRealFvn])!;
    expect(refusal).toContain("FVN");
    expect(refusal).toContain("identity.clientId, customerCenterEmail");
    expect(refusal).not.toContain("ADR");
  });

  it("finds every title in titles/ still holding placeholders today", () => {
    expect(titlesWithPlaceholders(titles)).toHaveLength(titles.length);
  });
});

describe("the gallery", () => {
  it("marks titles with placeholders not ready, with the fields, and a ready title ready", () => {
    const html = galleryHtml([realAdr, partlyRealFvn]);
    const row = (name: string) => html.split("<tr>").find((r) => r.includes(`>${name}</a>`))!;
    expect(row(fvn.name)).toContain("<strong>ikke klar</strong>: verdier som mangler:");
    expect(row(fvn.name)).toContain("<code>identity.clientId</code>");
    expect(row("Adresseavisen")).not.toContain("ikke klar");
    expect(row("Adresseavisen")).toContain("<td>klar</td>");
    expect(html).toContain("1 av 2 titler som utgis, er ikke klare");
    // The word "placeholder" is the catalogue's ({name} in a text): the gallery never uses it.
    expect(html).not.toMatch(/placeholder/i);
  });

  it("marks the sandbox as never released, and counts only the titles that are", () => {
    const sbx = findTitle(titles, "SBX");
    const html = galleryHtml([realAdr, sbx]);
    const row = html.split("<tr>").find((r) => r.includes(`>${sbx.name}</a>`))!;
    expect(row).toContain("<td>sandkasse, aldri utgitt</td>");
    expect(html).toContain("Alle titler som utgis, er klare.");
  });
});

describe("npm run build -- --release", () => {
  const build = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/build-titles.ts", ...args], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 20_000,
    });

  it("stops before building, naming the title and each field still a placeholder", () => {
    const result = build("--release", "--title", "adr");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("ADR (Adresseavisen)");
    for (const field of adr.placeholders) expect(result.stderr).toContain(field);
    // Refused before the build started: nothing says it is building.
    expect(result.stdout).not.toContain("Building");
  });

  it("is not a build for the dev backend's emulator", () => {
    const result = build("--release", "--identity", "emulator", "--title", "adr");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("--identity emulator is for local checks");
  });
});
