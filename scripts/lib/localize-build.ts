// Turns the one build for every locale (MINSIDE_LOCALE=*, docs/decisions/023) into one build
// directory per locale, laid out as `react-router build` lays out its own: the few JavaScript files
// that hold texts or the locale get each locale's own (scripts/lib/locale-catalogs.ts); every other
// file is a hard link to the one build's, so the copies cost next to nothing.
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasPlaceholders, localizeCode, readCatalogues, type Catalogues } from "./locale-catalogs.ts";

function link(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

function copyTree(from: string, to: string, locale: string, catalogues: Catalogues): number {
  mkdirSync(to, { recursive: true });
  let localized = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      localized += copyTree(source, target, locale, catalogues);
      continue;
    }
    if (/\.[cm]?js$/.test(entry.name)) {
      const code = readFileSync(source, "utf8");
      if (hasPlaceholders(code)) {
        const own = localizeCode(code, locale, catalogues);
        if (hasPlaceholders(own)) throw new Error(`${source}: a placeholder was left in the ${locale} copy`);
        writeFileSync(target, own);
        localized += 1;
        continue;
      }
    }
    link(source, target);
  }
  return localized;
}

/** Writes `<buildDir>-<locale>` for each locale and answers those directories, by locale. */
export async function localizeBuild(
  root: string,
  buildDir: string,
  locales: readonly string[],
): Promise<Map<string, { dir: string; files: number }>> {
  const result = new Map<string, { dir: string; files: number }>();
  for (const locale of locales) {
    const dir = `${buildDir}-${locale}`;
    rmSync(dir, { recursive: true, force: true });
    const files = copyTree(buildDir, dir, locale, await readCatalogues(root, locale));
    result.set(locale, { dir, files });
  }
  return result;
}
