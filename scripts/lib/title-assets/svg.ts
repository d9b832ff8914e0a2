// Each title's logo (its name as a white wordmark) and favicon (its initials on its brand colour).
import { fail } from "./fail.ts";
import type { Row } from "./reference-table.ts";

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Helvetica-Bold advance widths (1/1000 em) used to size the wordmark's viewBox. */
// prettier-ignore
const BOLD_WIDTHS: Record<string, number> = {
  " ": 278, "-": 333, "0": 556, "1": 556, "2": 556, "3": 556, "4": 556, "5": 556, "6": 556,
  "7": 556, "8": 556, "9": 556,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556,
  l: 278, m: 889, n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556,
  w: 778, x: 556, y: 556, z: 500, æ: 889, ø: 611, å: 556,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722,
  L: 611, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667,
  W: 944, X: 667, Y: 667, Z: 611, Æ: 1000, Ø: 778, Å: 722,
};

function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) {
    const w = BOLD_WIDTHS[ch];
    if (w === undefined) fail(`no width for character ${JSON.stringify(ch)} in ${text}`);
    units += w;
  }
  return (units * fontSize) / 1000;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function logoSvg(name: string): string {
  const height = 40;
  const fontSize = 28;
  const pad = 2;
  const textLength = Math.ceil(textWidth(name, fontSize));
  const width = textLength + 2 * pad;
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">`,
    `  <title>${label}</title>`,
    `  <text x="${pad}" y="29" fill="#ffffff" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">${label}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}

export function initialsFor(row: Row): string {
  const override = row.options.get("initials");
  if (override) return override;
  const words = row.name.split(/[\s-]+/).filter((w) => w && w[0] === w[0]?.toUpperCase());
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

export function faviconSvg(name: string, colour: string, initials: string): string {
  const fontSize = initials.length === 1 ? 20 : initials.length === 2 ? 15 : 11;
  // Centre the cap height (≈0.72 em) vertically.
  const baseline = Math.round((16 + (0.72 * fontSize) / 2) * 10) / 10;
  const label = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="${label}">`,
    `  <title>${label}</title>`,
    `  <rect width="32" height="32" rx="6" ry="6" fill="${colour}"/>`,
    `  <text x="16" y="${baseline}" fill="#ffffff" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" text-anchor="middle">${escapeXml(initials)}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}
