// Reads the Lingui PO catalogues with Lingui's own PO format (the one lingui.config.ts writes them
// with), so quoting, multi-line strings, contexts and obsolete entries are read as Lingui reads them.
import { readFile } from "node:fs/promises";
import { formatter } from "@lingui/format-po";

export interface PoEntry {
  msgctxt?: string;
  msgid: string;
  msgstr: string;
  /** Where the message is used, as written after `#:` (`app/routes/x.tsx`, or `file:line`). */
  references: string[];
}

const po = formatter();

/** The catalogue's current messages; obsolete (`#~`) entries and the header are left out. */
export async function parsePo(text: string, filename = "messages.po"): Promise<PoEntry[]> {
  // The PO format reads a file the same whatever its locale; the context is only for other formats.
  const catalog = await po.parse(text, { locale: undefined, sourceLocale: "nb", filename });
  return Object.entries(catalog)
    .filter(([, message]) => !message.obsolete)
    .map(([id, message]) => ({
      // A generated id is a hash of the source text, kept in `message`; an explicit id is the msgid.
      msgid: message.message ?? id,
      msgstr: message.translation ?? "",
      ...(message.context === undefined ? {} : { msgctxt: message.context }),
      references: (message.origin ?? []).map(([file, line]) => (line == null ? file : `${file}:${line}`)),
    }));
}

/** The current messages of the PO catalogue at this path. */
export async function readPo(file: string): Promise<PoEntry[]> {
  return parsePo(await readFile(file, "utf8"), file);
}
