import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasPlaceholders, localizeCode, readCatalogues } from "./locale-catalogs.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the one build for every locale, localised", () => {
  const catalogues = (key: string) => JSON.stringify({ key, text: key === "shell" ? 'Skal\'s "hei"' : "x" });

  it("puts the locale's texts where the placeholders are, whatever quotes the minifier chose", () => {
    const code = [
      `const a=JSON.parse(__MINSIDE_CATALOG__("shell","0a1b2c"));`,
      `i18n.load(__MINSIDE_LOCALE__,JSON.parse(__MINSIDE_CATALOG__('route:app/routes/betal-faktura.$ariaInvoiceNo.tsx', '99ff')));`,
      "f(x,__MINSIDE_LOCALE__);",
    ].join("\n");
    const nn = localizeCode(code, "nn", catalogues);
    expect(hasPlaceholders(nn)).toBe(false);
    // The text is a valid string literal holding the catalogue's JSON.
    const shell = /const a=JSON\.parse\((".*?")\);/.exec(nn)![1]!;
    expect(JSON.parse(JSON.parse(shell) as string)).toEqual({ key: "shell", text: 'Skal\'s "hei"' });
    expect(nn).toContain(`i18n.load("nn",JSON.parse(`);
    expect(nn).toContain("route:app/routes/betal-faktura.$ariaInvoiceNo.tsx");
    expect(nn).toContain('f(x,"nn");');
  });

  // The shell (root.tsx) and a module's own catalogue: the error screen's texts, which every page
  // may need, moved from the root to components/error-boundary.tsx (ADR 026).
  it.each(["shell", "route:app/components/error-boundary.tsx"])(
    "reads each locale's own texts for %s, with nb standing in for a missing translation",
    async (key) => {
      const nb = JSON.parse((await readCatalogues(ROOT, "nb"))(key)) as Record<string, unknown>;
      const nn = JSON.parse((await readCatalogues(ROOT, "nn"))(key)) as Record<string, unknown>;
      expect(Object.keys(nb).length).toBeGreaterThan(0);
      expect(Object.keys(nn).sort()).toEqual(Object.keys(nb).sort());
      if (key !== "shell") expect(JSON.stringify(nn)).not.toEqual(JSON.stringify(nb));
    },
  );
});
