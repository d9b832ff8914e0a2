// What a translation must keep of its source, read the way Lingui reads a message at run time
// (compileMessageOrThrow, the ICU MessageFormat parser): the placeholders ({name}), the numbered
// tags of <Trans> (<0>…</0>, <1/>), the plural and select arguments with their cases, and the
// words between them (for the word list and the length of a text).
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

export interface Choice {
  /** "plural", "selectordinal" or "select". */
  type: string;
  /** The case keys as written: `one`, `other`, `=0`. */
  cases: string[];
}

export interface MessageShape {
  /** Every argument name: {name}, {count, plural, …}, {0, number}. */
  placeholders: Set<string>;
  /** Plural and select arguments by name. */
  choices: Map<string, Choice>;
  /** The tags in reading order, as written: `<0>`, `</0>`, `<1/>`. */
  tags: string[];
  /** The words a reader sees, all cases one after another, without tags. */
  text: string;
}

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The message's shape, or the parser's complaint when it is not a valid message. */
export function messageShape(message: string): MessageShape | { error: string } {
  let compiled: Compiled;
  try {
    compiled = compileMessageOrThrow(message);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const shape: MessageShape = { placeholders: new Set(), choices: new Map(), tags: [], text: "" };
  const texts: string[] = [];
  const walk = (tokens: Compiled) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        shape.tags.push(...(token.match(/<\/?\d+\s*\/?>/g) ?? []).map((t) => t.replace(/\s+/g, "")));
        texts.push(token.replace(/<\/?\d+\s*\/?>/g, " "));
        continue;
      }
      const [name, type, options] = token as [string, string?, unknown?];
      shape.placeholders.add(name);
      if ((type === "plural" || type === "selectordinal" || type === "select") && options) {
        const cases = Object.entries(options as Record<string, unknown>).filter(([key]) => key !== "offset");
        // compileMessage writes `=0` as `0`; a plural's number keys are always exact values.
        shape.choices.set(name, {
          type,
          cases: cases.map(([key]) => (type !== "select" && /^\d+$/.test(key) ? `=${key}` : key)),
        });
        for (const [, value] of cases) if (Array.isArray(value)) walk(value as Compiled);
      }
    }
  };
  walk(compiled);
  shape.text = texts.join(" ").replace(/\s+/g, " ").trim();
  return shape;
}

/** Whether the tags open and close in order; the first one that does not, if not. */
export function unbalancedTag(tags: readonly string[]): string | null {
  const open: string[] = [];
  for (const tag of tags) {
    if (tag.endsWith("/>")) continue;
    const number = /\d+/.exec(tag)![0];
    if (!tag.startsWith("</")) open.push(number);
    else if (open.at(-1) === number) open.pop();
    else return tag;
  }
  return open.length > 0 ? `<${open.at(-1)}>` : null;
}

/** The plural categories a language's grammar uses (nb, nn: one, other). */
export function pluralCategories(locale: string, type: "plural" | "selectordinal"): string[] {
  try {
    return new Intl.PluralRules(locale, {
      type: type === "plural" ? "cardinal" : "ordinal",
    }).resolvedOptions().pluralCategories;
  } catch {
    return ["one", "other"];
  }
}
