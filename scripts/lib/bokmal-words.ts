// The Bokmål words that never belong in Nynorsk, from the list translators keep
// (app/locales/nn/bokmal-words.txt), and where a text uses them.
import { readFileSync } from "node:fs";
import path from "node:path";

export const BOKMAL_WORDS_FILE = path.resolve(import.meta.dirname, "../../app/locales/nn/bokmal-words.txt");

export interface BokmalWord {
  /** The Bokmål word, in lower case. */
  word: string;
  /** What Nynorsk writes instead, as the list says. */
  nynorsk: string;
}

/** The list's words: one a line ("ikke → ikkje"), # starts a note. */
export function parseBokmalWords(text: string): BokmalWord[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [word = "", nynorsk = ""] = line.split("→").map((part) => part.trim());
      return { word: word.toLocaleLowerCase("nb"), nynorsk };
    });
}

export const readBokmalWords = (file = BOKMAL_WORDS_FILE) => parseBokmalWords(readFileSync(file, "utf8"));

/** Each listed word the text uses as a word of its own (any case), with the words around it. */
export function bokmalIn(
  text: string,
  words: readonly BokmalWord[],
): Array<BokmalWord & { context: string }> {
  const found: Array<BokmalWord & { context: string }> = [];
  for (const entry of words) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${entry.word}(?![\\p{L}\\p{N}])`, "giu");
    for (const match of text.matchAll(pattern)) {
      const start = Math.max(0, match.index - 40);
      const context = text.slice(start, match.index + entry.word.length + 40).replace(/\s+/g, " ");
      found.push({ ...entry, context: context.trim() });
    }
  }
  return found;
}
