// The text a PDF shows, read back as a reader's tools would: with poppler's `pdftotext` (Debian
// poppler-utils, which .ci/run installs), not by decoding what our own generator wrote. For tests:
// the dev backend's and the browser journeys'.
import { execFileSync } from "node:child_process";

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

const pdftotext = (bytes: Uint8Array, ...args: string[]) =>
  execFileSync("pdftotext", [...args, "-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" });

/** The PDF's text, one entry per line as pdftotext lays it out, blank lines left out. */
export function pdfText(bytes: Uint8Array): string[] {
  return pdftotext(bytes, "-layout")
    .split(/\r?\n|\f/)
    .map((line) => line.trimEnd())
    .filter(Boolean);
}

/** The lines a label and its value make in the layout: "Kundenummer          100000123". */
export const rowOf = (lines: readonly string[], label: string) =>
  lines.find((line) => line.trimStart().startsWith(label));

export interface Word {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box, for telling whether any two overprint each other. */
export function pdfWords(bytes: Uint8Array): Word[] {
  const html = pdftotext(bytes, "-bbox");
  const words: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    if (match[0] === "<page") {
      page += 1;
      continue;
    }
    const [, xMin, yMin, xMax, yMax, text] = match;
    words.push({ text: text!, page, xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! });
  }
  return words;
}

/** Pairs of words whose boxes overlap (more than a hair): text printed over text. */
export function overprinted(words: readonly Word[]): Array<[string, string]> {
  const hits: Array<[string, string]> = [];
  for (let i = 0; i < words.length; i += 1)
    for (let j = i + 1; j < words.length; j += 1) {
      const a = words[i]!;
      const b = words[j]!;
      const overlapX = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const overlapY = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (a.page === b.page && overlapX > 0.5 && overlapY > 1) hits.push([a.text, b.text]);
    }
  return hits;
}

/** Whitespace left out: a wrapped value reads back whole whatever the line breaks. */
export const squeezed = (text: string) => text.replace(/\s+/g, "");
