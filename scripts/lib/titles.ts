// Reads and validates titles/*.json with the one title schema. A bad file stops everything with a
// message naming the file and the field.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeTitleIssues, titleSchema, type Title } from "#app/title/title-schema.ts";
import { findTitle } from "#app/title/title-registry.ts";
import { LOGO_HEIGHT, LOGO_MAX_WIDTH } from "#app/title/current-title.ts";

export const TITLES_DIR = path.resolve(import.meta.dirname, "../../titles");

export class TitleConfigError extends Error {}

export function loadTitles(dir: string = TITLES_DIR): Title[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const problems: string[] = [];
  const titles: Title[] = [];
  for (const file of files) {
    const where = path.join(path.basename(dir), file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = titleSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of describeTitleIssues(parsed.error)) problems.push(`${where}: ${issue}`);
      continue;
    }
    const expected = `${parsed.data.titleCode.toLowerCase()}.json`;
    if (file !== expected)
      problems.push(`${where}: titleCode ${parsed.data.titleCode} belongs in ${expected}`);
    titles.push(parsed.data);
  }
  for (const key of ["titleCode", "titleDomain"] as const) {
    const seen = new Map<string, string>();
    for (const title of titles) {
      const other = seen.get(title[key]);
      if (other)
        problems.push(`titles: ${key} "${title[key]}" is used by both ${other} and ${title.titleCode}`);
      seen.set(title[key], title.titleCode);
    }
  }
  for (const title of titles) {
    const ratio = contrastWithWhite(title.brandColour);
    if (ratio < 4.5)
      problems.push(
        `titles/${title.titleCode.toLowerCase()}.json: brandColour ${title.brandColour} gives white text only ${ratio.toFixed(2)}:1 (needs 4.5:1)`,
      );
  }
  if (problems.length > 0)
    throw new TitleConfigError(`Invalid title configuration:\n  ${problems.join("\n  ")}`);
  return titles;
}

/** Finds a title by code (ADR) or by titleDomain (sandbox); unknown codes throw (SPEC §1). */
export function selectTitle(titles: readonly Title[], codeOrDomain: string): Title {
  const byDomain = titles.find((t) => t.titleDomain === codeOrDomain.toLowerCase());
  return byDomain ?? findTitle(titles, codeOrDomain);
}

/** WCAG contrast ratio of white text on the given colour. */
export function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

/**
 * The logo's width in the header (LOGO_HEIGHT high, at most LOGO_MAX_WIDTH), from the SVG's
 * viewBox, else its width and height: written into the page so the header does not move when the
 * logo arrives (a 5:1 guess made the menu button wrap on phones, CLS 0.32).
 */
export function logoWidthOf(svg: string): number {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const viewBox = /\bviewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/i.exec(tag);
  const width = Number(viewBox?.[1] ?? /\bwidth\s*=\s*"([\d.]+)"/i.exec(tag)?.[1]);
  const height = Number(viewBox?.[2] ?? /\bheight\s*=\s*"([\d.]+)"/i.exec(tag)?.[1]);
  if (!(width > 0 && height > 0))
    throw new TitleConfigError("logo.svg has neither a viewBox nor a width and height");
  return Math.min(LOGO_MAX_WIDTH, Math.round((LOGO_HEIGHT * width) / height));
}
