// Lingui's extract, made safe for a translator's work (scripts/i18n-extract.ts): it will not run on a
// catalogue it cannot read, and when it would change or empty a translation that was there, the
// catalogues are put back as they were and the texts named.
import { readFileSync, writeFileSync } from "node:fs";
import { differenceOf } from "./catalogue-sync.ts";
import { parsePo } from "./po.ts";
import { unreadableCatalogues, type PoSyntaxProblem } from "./po-syntax.ts";

export type SafeExtract =
  | { outcome: "done"; output: string }
  | { outcome: "unreadable"; problems: Array<{ file: string; problems: PoSyntaxProblem[] }> }
  | { outcome: "put-back"; output: string; lost: string[] };

/**
 * Runs `extract` (Lingui's, on the catalogues at `files`) when every file can be read; keeps what it
 * wrote only when no translation that was there changed. `name` says a file as the reader knows it.
 */
export async function safeExtract(
  files: readonly string[],
  extract: () => { ok: boolean; output: string },
  name: (file: string) => string = (file) => file,
): Promise<SafeExtract> {
  const texts = files.map((file) => readFileSync(file, "utf8"));
  const unreadable = unreadableCatalogues(files.map((file, i) => ({ file: name(file), text: texts[i]! })));
  if (unreadable.length > 0) return { outcome: "unreadable", problems: unreadable };
  const before = await Promise.all(files.map((file, i) => parsePo(texts[i]!, file)));
  const run = extract();
  let lost: string[] = [];
  let readBack = true;
  try {
    const after = await Promise.all(files.map((file) => parsePo(readFileSync(file, "utf8"), file)));
    lost = files.flatMap((file, i) =>
      differenceOf(before[i]!, after[i]!)
        .changed.filter((change) => change.was !== "")
        .map((change) => `${name(file)}: «${change.msgid}» var «${change.was}», ble «${change.becomes}»`),
    );
  } catch (error) {
    // What the extract wrote cannot be read back: it is not kept.
    if (!(error instanceof Error)) throw error;
    readBack = false;
    run.output += `\n${error.message}`;
  }
  if (run.ok && readBack && lost.length === 0) return { outcome: "done", output: run.output };
  files.forEach((file, i) => writeFileSync(file, texts[i]!));
  return { outcome: "put-back", output: run.output, lost };
}
