// Whether a PO catalogue can be read at all, line by line, before anything reads it as a catalogue:
// Lingui's own reader takes a line with a missing closing quote as something else and goes on, and
// an extract then writes that translation back empty. Each problem names its line and what is
// wrong in words a translator reads (docs/translating.md). Wrapping is free: a text may go on over
// several quoted lines (Poedit wraps at 79 columns), which is the same catalogue.

export interface PoSyntaxProblem {
  line: number;
  message: string;
}

const KEYWORD = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)(?:\s+(.*))?$/;
/** A whole quoted text: opening quote, characters or escapes, closing quote, nothing after. */
const QUOTED = /^"(?:[^"\\]|\\.)*"$/;
const ESCAPE = /\\(.)/g;
const KNOWN_ESCAPES = new Set(["\\", '"', "n", "t", "r"]);

/** What is wrong with one quoted text, or null when it is whole. */
function quotedProblem(text: string): string | null {
  if (!text.startsWith('"')) return 'teksten skal stå i anførselstegn ("…") rett etter nøkkelordet';
  if (!QUOTED.test(text)) {
    // Either the closing quote is missing, or a quote inside the text is not written \".
    const closed = /^"(?:[^"\\]|\\.)*"/.exec(text);
    return closed
      ? 'et anførselstegn inne i teksten må skrives \\" (med skråstrek foran)'
      : 'teksten mangler det avsluttende anførselstegnet (") på slutten av linjen';
  }
  for (const [, escaped] of text.matchAll(ESCAPE))
    if (!KNOWN_ESCAPES.has(escaped!))
      return `\\${escaped} er ikke et tegn PO-formatet kjenner: skriv \\\\ for en skråstrek`;
  return null;
}

/** Every line that makes the catalogue unreadable, in the file's order; none for a sound file. */
export function poSyntaxProblems(text: string): PoSyntaxProblem[] {
  const problems: PoSyntaxProblem[] = [];
  // Whether a quoted line may go on the text above (right after a keyword or another such line).
  let inText = false;
  let sawMsgid = false;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = index + 1;
    const content = raw.trim();
    if (content === "") {
      inText = false;
      sawMsgid = false;
      continue;
    }
    if (content.startsWith("#")) {
      // Comments, references, flags and obsolete (#~) entries are Lingui's to read.
      inText = false;
      continue;
    }
    const keyword = KEYWORD.exec(content);
    if (keyword) {
      const [, name, rest = ""] = keyword;
      if (name!.startsWith("msgstr") && !sawMsgid) {
        problems.push({ line, message: `${name} står uten msgid foran seg i samme oppføring` });
      }
      if (name === "msgid") sawMsgid = true;
      const problem = quotedProblem(rest.trim());
      if (problem) problems.push({ line, message: problem });
      inText = problem === null;
      continue;
    }
    if (content.startsWith('"')) {
      if (!inText) {
        problems.push({ line, message: "tekst i anførselstegn som ikke hører til noen msgid eller msgstr" });
        continue;
      }
      const problem = quotedProblem(content);
      if (problem) {
        problems.push({ line, message: problem });
        inText = false;
      }
      continue;
    }
    problems.push({
      line,
      message: `linjen kan ikke leses («${content.slice(0, 40)}»): hver linje er en kommentar (#), et nøkkelord (msgid, msgstr …) eller tekst i anførselstegn`,
    });
    inText = false;
  }
  return problems;
}

/** The catalogues among these (each named as the reader knows it) that cannot be read, with their lines. */
export function unreadableCatalogues(catalogues: ReadonlyArray<{ file: string; text: string }>) {
  return catalogues
    .map(({ file, text }) => ({ file, problems: poSyntaxProblems(text) }))
    .filter(({ problems }) => problems.length > 0);
}

/** The problems of one catalogue, as the check and the extract print them. */
export const formatSyntaxProblems = (file: string, problems: readonly PoSyntaxProblem[]) =>
  problems.map((p) => `${file}:${p.line}: ${p.message}`).join("\n");
