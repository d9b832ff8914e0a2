// The translators' check: for every message of a catalogue, what the translation must keep of its
// source (placeholders, tags, plural cases, no spaces the source lacks), no Bokmål word in Nynorsk,
// and a warning for a button or label that grew much longer. Each finding says, in Bokmål a
// translator reads, where it is, what is wrong and what to do (docs/translating.md).
import { bokmalIn, type BokmalWord } from "./bokmal-words.ts";
import type { CatalogueEntry } from "./po-catalogue.ts";
import { messageShape, pluralCategories, unbalancedTag, type MessageShape } from "./message-shape.ts";

export type FindingKind =
  | "missing"
  | "syntax"
  | "placeholder"
  | "select"
  | "tag"
  | "plural"
  | "whitespace"
  | "bokmal"
  | "length"
  | "fuzzy";

export interface Finding {
  kind: FindingKind;
  severity: "error" | "warning";
  /** The catalogue as the project names it: app/locales/nn/messages.po. */
  file: string;
  line: number;
  msgid: string;
  /** What is wrong. */
  problem: string;
  /** What to do about it. */
  fix: string;
}

/** What makes a message a button or a label (for the length warning), from the PO file alone. */
export const SHORT_TEXT = {
  /** A `#.` comment from the code with one of these words marks the text as one. */
  comment: /\b(knapp|button|label|etikett|lenke|link|overskrift|heading)\b/i,
  /** Otherwise: a source of at most this many characters, one line, no sentence and no plural. */
  maxSourceLength: 30,
} as const;
/** A button or label grew too long: more than half again its source and at least this much longer. */
export const LENGTH_WARNING = { ratio: 1.5, extraCharacters: 12 } as const;

export interface CheckOptions {
  /** The catalogue's language: nb, nn. */
  locale: string;
  /** The path printed with each finding. */
  file: string;
  /** For Nynorsk: the Bokmål words that must not appear (app/locales/nn/bokmal-words.txt). */
  bokmalWords?: readonly BokmalWord[];
}

const quote = (text: string) => `«${text}»`;
const list = (items: Iterable<string>) => [...items].map((i) => i).join(", ");
const braces = (names: Iterable<string>) => list([...names].map((n) => `{${n}}`));

/** Whether the source reads as a button or a label rather than a sentence. */
export function isShortText(entry: CatalogueEntry, source: MessageShape): boolean {
  if (entry.comments.some((c) => SHORT_TEXT.comment.test(c))) return true;
  return (
    entry.msgid.length <= SHORT_TEXT.maxSourceLength &&
    !entry.msgid.includes("\n") &&
    source.choices.size === 0 &&
    !/[.!?…:]\s*$/.test(entry.msgid)
  );
}

/** Every finding of one message; none for a message whose translation keeps what it must. */
export function checkMessage(entry: CatalogueEntry, options: CheckOptions): Finding[] {
  const findings: Finding[] = [];
  const add = (kind: FindingKind, problem: string, fix: string, severity: Finding["severity"] = "error") =>
    findings.push({
      kind,
      severity,
      file: options.file,
      line: entry.msgstrLine,
      msgid: entry.msgid,
      problem,
      fix,
    });
  const translation = entry.msgstr;
  if (translation.trim() === "") {
    add("missing", "Teksten er ikke oversatt.", "Skriv oversettelsen i msgstr.");
    return findings;
  }
  if (entry.flags.includes("fuzzy"))
    add(
      "fuzzy",
      "Oversettelsen er merket «fuzzy» (usikker): kilden er endret siden den ble skrevet.",
      "Les kilden, rett oversettelsen om den trengs, og fjern merket «#, fuzzy».",
      "warning",
    );
  const source = messageShape(entry.msgid);
  const target = messageShape(translation);
  if ("error" in source) return findings; // The developers' text: Lingui's extract already refuses it.
  if ("error" in target) {
    add(
      "syntax",
      `Oversettelsen kan ikke leses som en melding: klammeparentesene { } går ikke opp (${target.error.split("\n")[0]}).`,
      "Sammenlign med msgid: hver { må ha sin }, og bare ordene mellom dem skal oversettes.",
    );
    return findings;
  }

  const lost = [...source.placeholders].filter((p) => !target.placeholders.has(p));
  const unknown = [...target.placeholders].filter((p) => !source.placeholders.has(p));
  if (lost.length > 0 || unknown.length > 0) {
    const parts = [
      lost.length > 0 ? `${braces(lost)} mangler i oversettelsen` : "",
      unknown.length > 0 ? `${braces(unknown)} finnes ikke i kilden` : "",
    ].filter(Boolean);
    add(
      "placeholder",
      `Plassholder: ${parts.join(", og ")}.`,
      `Skriv plassholderne nøyaktig som i msgid (${braces(source.placeholders)}): navnet i { } skal ikke oversettes, bare ordene rundt.`,
    );
  }

  const tagSet = (shape: MessageShape) => new Set(shape.tags.filter((t) => !t.startsWith("</")));
  const sourceTags = tagSet(source);
  const targetTags = tagSet(target);
  const lostTags = [...sourceTags].filter((t) => !targetTags.has(t));
  const newTags = [...targetTags].filter((t) => !sourceTags.has(t));
  const unbalanced = unbalancedTag(target.tags);
  const tagFix =
    sourceTags.size === 0
      ? "Kilden har ingen tagger: fjern dem fra oversettelsen."
      : `Behold taggene som i msgid (${list([...sourceTags].map((t) => (t.endsWith("/>") ? t : `${t}…${t.replace("<", "</")}`)))}), og oversett bare ordene mellom dem.`;
  const problems = [
    lostTags.length > 0 ? `${list(lostTags)} mangler i oversettelsen` : "",
    newTags.length > 0 ? `${list(newTags)} finnes ikke i kilden` : "",
    unbalanced === null
      ? ""
      : unbalanced.startsWith("</")
        ? `${unbalanced} lukker en tagg som ikke er åpen`
        : `${unbalanced} åpnes, men lukkes aldri med ${unbalanced.replace("<", "</")}`,
  ].filter(Boolean);
  if (problems.length > 0) add("tag", `Tagg: ${problems.join(", og ")}.`, tagFix);

  for (const [name, choice] of source.choices) {
    const theirs = target.choices.get(name);
    if (!theirs) {
      if (target.placeholders.has(name))
        add(
          choice.type === "select" ? "select" : "plural",
          `{${name}} er et valg mellom former i kilden (${choice.type}), men ikke i oversettelsen.`,
          `Skriv {${name}, ${choice.type}, …} med de samme formene som i msgid.`,
        );
      continue;
    }
    if (choice.type === "select") {
      const missing = choice.cases.filter((c) => !theirs.cases.includes(c));
      const extra = theirs.cases.filter((c) => !choice.cases.includes(c));
      if (missing.length > 0 || extra.length > 0)
        add(
          "select",
          `{${name}, select, …}: ${[missing.length ? `${list(missing)} mangler` : "", extra.length ? `${list(extra)} finnes ikke i kilden` : ""].filter(Boolean).join(", og ")}.`,
          `Ordene foran { } i et select (${list(choice.cases)}) er navn i koden: skriv dem som i msgid, og oversett bare teksten i { }.`,
        );
    }
  }
  for (const [name, choice] of target.choices) {
    if (choice.type === "select") continue;
    const needed = pluralCategories(options.locale, choice.type as "plural" | "selectordinal");
    const has = (cases: readonly string[], category: string) =>
      // An exact =1 covers `one` where `one` is the number 1 alone (nb, nn).
      cases.includes(category) || (category === "one" && cases.includes("=1"));
    // A form the source leaves out too is the developers' choice, not the translator's slip.
    const theirs = source.choices.get(name);
    const missing = needed.filter(
      (category) => !has(choice.cases, category) && (!theirs || has(theirs.cases, category)),
    );
    if (missing.length > 0)
      add(
        "plural",
        `{${name}, ${choice.type}, …}: formen ${list(missing)} mangler.`,
        `Skriv alle formene språket trenger: ${needed.map((c) => `${c} {…}`).join(" ")}; # står for tallet.`,
      );
  }

  for (const [edge, pattern] of [
    ["begynner", /^\s/],
    ["slutter", /\s$/],
  ] as const) {
    if (pattern.test(translation) && !pattern.test(entry.msgid))
      add(
        "whitespace",
        `Oversettelsen ${edge} med mellomrom (eller linjeskift), det gjør ikke kilden.`,
        `Fjern mellomrommet ${edge === "begynner" ? "først" : "sist"} i msgstr.`,
      );
  }

  if (options.bokmalWords) {
    const seen = new Set<string>();
    for (const hit of bokmalIn(target.text, options.bokmalWords)) {
      if (seen.has(hit.word)) continue;
      seen.add(hit.word);
      add(
        "bokmal",
        `${quote(hit.word)} er bokmål (i ${quote(hit.context)}).`,
        `Skriv ${quote(hit.nynorsk)} eller en annen nynorsk form (ordlista app/locales/nn/bokmal-words.txt).`,
      );
    }
  }

  if (isShortText(entry, source)) {
    const from = source.text.length;
    const to = target.text.length;
    if (to > from * LENGTH_WARNING.ratio && to - from >= LENGTH_WARNING.extraCharacters)
      add(
        "length",
        `Oversettelsen er mye lengre enn kilden (${to} mot ${from} tegn) på en kort tekst, som en knapp eller etikett: den kan bli brutt over flere linjer eller kuttes.`,
        "Prøv en kortere formulering. Er lengden riktig, kan du la den stå: dette er bare en advarsel.",
        "warning",
      );
  }
  return findings;
}

/** Every finding of a catalogue's current messages (obsolete ones are left out). */
export function checkCatalogue(entries: readonly CatalogueEntry[], options: CheckOptions): Finding[] {
  return entries.filter((e) => !e.obsolete).flatMap((e) => checkMessage(e, options));
}

/** One finding as the check prints it: where, which message, what is wrong, what to do. */
export function formatFinding(finding: Finding): string {
  const label = finding.severity === "error" ? "FEIL" : "advarsel";
  const source = finding.msgid.length > 80 ? `${finding.msgid.slice(0, 77)}…` : finding.msgid;
  return `${finding.file}:${finding.line}: ${label}: ${quote(source)}\n    ${finding.problem}\n    Slik retter du det: ${finding.fix}`;
}
