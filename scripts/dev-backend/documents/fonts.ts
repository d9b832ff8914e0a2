// The documents' typeface: DejaVu Sans, regular and bold, from the npm package dejavu-fonts-ttf
// (Bitstream Vera licence, DejaVu's changes public domain), so `npm ci` brings it and nothing is
// fetched at run time. It has the letters of Norwegian, Sámi (á č đ ŋ š ŧ ž), the rest of Latin,
// Cyrillic and Greek; `printable` says what happens to a character it lacks.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PDFFont } from "pdf-lib";

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);

let loaded: Promise<[Uint8Array, Uint8Array]> | undefined;

/** The regular and bold TTFs, read once. */
export function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  loaded ??= Promise.all([
    readFile(path.join(fontDir, "DejaVuSans.ttf")),
    readFile(path.join(fontDir, "DejaVuSans-Bold.ttf")),
  ]);
  return loaded;
}

/** U+FFFD, which the font has: shown where a character has no glyph, so nothing is lost unseen. */
export const REPLACEMENT = "\uFFFD";

const characterSets = new WeakMap<PDFFont, Set<number>>();
const glyphsOf = (font: PDFFont) => {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
};

/** Invisible by nature: controls and format characters (NUL, direction marks, zero-width joiners). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
/** Marks on the letter before (combining accents, variation selectors): kept where the font has them. */
const MARK = /\p{M}/u;

/**
 * The text as the font can print it. Controls and format characters are left out (a tab is a space,
 * a line break stays one); a mark the font lacks is left out, its letter stays; any other character
 * the font has no glyph for (an emoji, a script it does not cover) is shown as "�", one per
 * character, so nothing is lost unseen. Without a font (the PDF's metadata) only controls go.
 */
export function printable(text: string, font: PDFFont | null): string {
  const glyphs = font ? glyphsOf(font) : null;
  let out = "";
  for (const char of text) {
    const has = glyphs?.has(char.codePointAt(0)!) ?? true;
    if (char === "\n") out += char;
    else if (char === "\t") out += " ";
    else if (INVISIBLE.test(char)) continue;
    else if (MARK.test(char)) out += has ? char : "";
    else out += has ? char : REPLACEMENT;
  }
  return out;
}
