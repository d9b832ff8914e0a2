// A PO catalogue as a translator sees the file: every entry with the line it starts on, its flags
// (`#, fuzzy`), its comments and references, and the obsolete (`#~`) entries too. The build reads
// the texts with Lingui's own reader (po.ts); the translators' check (catalogue-check.ts) needs
// the lines and flags that reader drops, to say where in the file a finding is.
import { readFileSync } from "node:fs";

export interface CatalogueEntry {
  msgctxt?: string;
  msgid: string;
  msgstr: string;
  /** 1-based line of the entry's `msgid` (what a translator looks for). */
  line: number;
  /** 1-based line of its `msgstr` (where the translation is). */
  msgstrLine: number;
  /** Files after `#:` (without a line number, as lingui.config.ts writes them). */
  references: string[];
  /** `#.` comments from the code (what the developers say about the text). */
  comments: string[];
  flags: string[];
  /** A `#~` entry: the code no longer uses it. */
  obsolete: boolean;
}

/** PO's C-like escapes inside a quoted string. */
function unquote(quoted: string): string {
  const body = quoted.trim().replace(/^"/, "").replace(/"$/, "");
  return body.replace(
    /\\(.)/g,
    (_, c: string) => ({ n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\" })[c] ?? c,
  );
}

/** The identity of a message in a catalogue: its context and its source text. */
export const messageKey = (entry: { msgctxt?: string; msgid: string }) =>
  entry.msgctxt === undefined ? entry.msgid : `${entry.msgctxt}\u0004${entry.msgid}`;

/** Every entry but the header, in file order. */
export function parseCatalogue(text: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  type Field = "msgctxt" | "msgid" | "msgstr";
  let current: (Partial<Record<Field, string>> & Omit<CatalogueEntry, Field>) | null = null;
  let field: Field | null = null;
  const fresh = (line: number) => ({
    line,
    msgstrLine: line,
    references: [],
    comments: [],
    flags: [],
    obsolete: false,
  });
  const finish = () => {
    if (current && current.msgid !== undefined && current.msgid !== "") {
      entries.push({
        ...current,
        msgid: current.msgid,
        msgstr: current.msgstr ?? "",
        ...(current.msgctxt === undefined ? {} : { msgctxt: current.msgctxt }),
      });
    }
    current = null;
    field = null;
  };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const number = index + 1;
    let line = raw.trim();
    if (line === "") return finish();
    const obsolete = line.startsWith("#~");
    if (obsolete) line = line.replace(/^#~\s?/, "");
    // A comment after a string ends the entry before it: the next one starts.
    if (line.startsWith("#") && current && field === "msgstr") finish();
    current ??= fresh(number);
    if (obsolete) current.obsolete = true;
    if (line.startsWith("#:")) current.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
    else if (line.startsWith("#.")) current.comments.push(line.slice(2).trim());
    else if (line.startsWith("#,"))
      current.flags.push(
        ...line
          .slice(2)
          .split(",")
          .map((f) => f.trim())
          .filter(Boolean),
      );
    else if (line.startsWith("#")) return;
    else {
      const match = /^(msgctxt|msgid|msgstr)(?:\[\d+\])?\s+(".*")$/.exec(line);
      if (match) {
        if (match[1] === "msgctxt" || (match[1] === "msgid" && field === "msgstr")) {
          // A new entry without a blank line between.
          if (field === "msgstr") {
            finish();
            current = fresh(number);
            if (obsolete) current.obsolete = true;
          }
        }
        field = match[1] as Field;
        if (field === "msgid") current.line = number;
        if (field === "msgstr") current.msgstrLine = number;
        current[field] = unquote(match[2]!);
      } else if (line.startsWith('"') && field) {
        current[field] = (current[field] ?? "") + unquote(line);
      }
    }
  });
  finish();
  return entries;
}

export const readCatalogue = (file: string) => parseCatalogue(readFileSync(file, "utf8"));
