// Every text a reader types, checked the same way in every form (ADR 048): at most `max` characters
// as a reader counts them (the counter under a field and the platform count the same), no control
// or invisible reordering characters (line breaks and tabs only in a multi-line field), and no
// emoji in a name. Sámi, Polish, Cyrillic and every other alphabet are text like any other.
import { z } from "zod/mini";
import { characterCount, hasControlCharacters, hasEmoji } from "#app/domain/text.ts";
import { controlCharactersMessage, emojiInNameMessage, tooLongMessage } from "./messages.ts";

export interface TextRules {
  /** The most characters, as a reader counts them. */
  max: number;
  /** A text area: line breaks and tabs are text. */
  multiline?: boolean;
  /** A person's name (given, family, c/o): letters, no emoji. */
  name?: boolean;
  /** The message when it is too long (else "Kan være på høyst {max} tegn"). */
  tooLong?: () => string;
}

/** The rules added to a string schema (trim, min and a "required" message stay the form's own). */
export function typedText<S extends z.ZodMiniType<string | undefined>>(schema: S, rules: TextRules): S {
  const { max, multiline = false, name = false, tooLong = () => tooLongMessage(max) } = rules;
  return schema.check((ctx) => {
    const value = ctx.value;
    if (typeof value !== "string") return;
    const problem = hasControlCharacters(value, multiline)
      ? controlCharactersMessage()
      : name && hasEmoji(value)
        ? emojiInNameMessage()
        : characterCount(value) > max
          ? tooLong()
          : null;
    // Not aborting: the form's own checks (other fields, the object's refinements) still run.
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: value, continue: true });
  });
}
