// A small reader for the Lingui PO catalogues: enough to find untranslated messages.

export interface PoEntry {
  msgctxt?: string;
  msgid: string;
  msgstr: string;
  references: string[];
}

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#~"));
    if (lines.length === 0) continue;
    const entry: PoEntry = { msgid: "", msgstr: "", references: [] };
    let field: "msgctxt" | "msgid" | "msgstr" | null = null;
    for (const line of lines) {
      if (line.startsWith("#:")) entry.references.push(line.slice(2).trim());
      else if (line.startsWith("#")) continue;
      else if (line.startsWith("msgctxt ")) {
        field = "msgctxt";
        entry.msgctxt = unquote(line.slice(8));
      } else if (line.startsWith("msgid ")) {
        field = "msgid";
        entry.msgid = unquote(line.slice(6));
      } else if (line.startsWith("msgstr ")) {
        field = "msgstr";
        entry.msgstr = unquote(line.slice(7));
      } else if (line.startsWith('"') && field) entry[field] = (entry[field] ?? "") + unquote(line);
    }
    if (entry.msgid !== "") entries.push(entry);
  }
  return entries;
}
