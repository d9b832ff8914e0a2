// What a reader types, as a reader sees it (ADR 048). One definition of a text's length — the
// characters a reader sees (grapheme clusters: "é", "👍🏽" and "👨‍👩‍👧" are one each) — shared by the
// counter under a field, the form's rule and the contract the platform checks; and the characters no
// typed text may hold.

const graphemes = new Intl.Segmenter("nb", { granularity: "grapheme" });

/** How many characters a reader sees in `text`. */
export function characterCount(text: string): number {
  // Plain ASCII and most Norwegian text is one character per code unit: no need to segment it.
  if (/^[\u0020-\u007E\u00A0-\u02FF\n\t]*$/.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/**
 * Characters that are not text: C0 controls (NUL among them) and DEL, C1 controls, and the marks
 * that reorder text without being seen (bidirectional embeddings, overrides, isolates and the
 * left-to-right / right-to-left / Arabic letter marks), and a lone surrogate (half of a character,
 * which no keyboard types and no UTF-8 can store). A multi-line field may hold line breaks and tabs;
 * a single line none.
 */
// Control characters are what these look for.
/* eslint-disable no-control-regex */
// With the u flag, a surrogate range matches only a surrogate without its other half.
const CONTROL_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
const CONTROL_SINGLE_LINE =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/* eslint-enable no-control-regex */

export const hasControlCharacters = (text: string, multiline = false) =>
  (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(text);

/** Pictographs (emoji), which no one's name holds. */
export const hasEmoji = (text: string) => /\p{Extended_Pictographic}/u.test(text);
