// The text a PDF from invoice-pdf.ts shows, for tests (the dev backend's and the browser journeys'):
// pdf-lib writes each page's content as a Flate stream and each line of Helvetica text as a hex
// string of WinAnsi codes, which for Norwegian letters are Latin-1. Reads what a reader would see,
// not a copy of the facts kept elsewhere.
import { inflateSync } from "node:zlib";

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(text[1]!, "hex").toString("latin1"));
  }
  return lines;
}
