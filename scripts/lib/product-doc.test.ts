// @vitest-environment node
// Code and tests point to the product spec by section number; the spec lives outside the
// repository, so docs/product.md holds the product's rules as built under the same numbers. Every
// number cited in app/, scripts/, tests/, titles/, docs/ and the README must have its heading there.
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PRODUCT_DOC = "docs/product.md";

const SOURCES = globSync(
  ["{app,scripts,tests,titles,docs}/**/*.{ts,tsx,mts,js,mjs,json,md,css,html,yml,yaml}", "README.md"],
  { cwd: ROOT, exclude: (name) => name === "node_modules" },
)
  // This file's own examples below are not citations.
  .filter((file) => file !== path.relative(ROOT, import.meta.filename))
  .sort();

/**
 * The section numbers a text cites: "SPEC §4", "SPEC.md § 4.2", and each number of a list that
 * follows one ("SPEC §4, §6", "SPEC §5 and §8", "SPEC §2/§3").
 */
function citedSections(text: string): string[] {
  const lists = text.matchAll(/\bSPEC(?:\.md)? ?§ ?\d+(?:\.\d+)*(?:(?:, ?| and | ?\/ ?)§ ?\d+(?:\.\d+)*)*/g);
  return [...lists].flatMap(([list]) => [...list.matchAll(/§ ?(\d+(?:\.\d+)*)/g)].map((m) => m[1]!));
}

/** The section numbers docs/product.md has a heading for: `## §7 The calls it makes`. */
function headedSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## §(\d+(?:\.\d+)*) /gm)].map((m) => m[1]!));
}

describe("citedSections", () => {
  it("reads one number, a list, and the spaced and dotted forms", () => {
    expect(citedSections("(SPEC §4 guards)")).toEqual(["4"]);
    expect(citedSections("SPEC §4, §6; SPEC §5 and §8; SPEC.md § 7.3.")).toEqual(["4", "6", "5", "8", "7.3"]);
    expect(citedSections("STYLE.md §17, angrerettloven § 20")).toEqual([]);
  });
});

describe("docs/product.md", () => {
  const headings = headedSections(readFileSync(path.join(ROOT, PRODUCT_DOC), "utf8"));
  const citing = new Map<string, string[]>();
  for (const file of SOURCES) {
    for (const section of citedSections(readFileSync(path.join(ROOT, file), "utf8"))) {
      citing.set(section, [...new Set([...(citing.get(section) ?? []), file])]);
    }
  }

  it("finds the citations it checks", () => {
    expect(citing.size).toBeGreaterThan(0);
    expect(citing.get("2")).toContain("app/route-table.ts");
  });

  it("has a heading for every section number the code cites", () => {
    const missing = [...citing]
      .filter(([section]) => !headings.has(section))
      .map(([section, files]) => `§${section} (cited in ${files.slice(0, 3).join(", ")})`);
    expect(missing, `Add "## §N Title" to ${PRODUCT_DOC} for each`).toEqual([]);
  });

  it("would miss a heading that were taken out", () => {
    const without = headedSections("## §1 What it does\n\n## §3 Entities\n");
    expect([...citing.keys()].filter((section) => !without.has(section))).toContain("2");
  });
});
