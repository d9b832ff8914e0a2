// Reads the first column of an uploaded .xlsx or .csv in the browser (nothing is uploaded). The
// .xlsx reader (read-excel-file, docs/decisions/013) is imported only when a file is read, so it is
// its own chunk that no route loads up front, the admin page included.
import { addressesFromRows, csvRows, type SheetAddresses } from "#app/domain/business-invitations.ts";

export type SpreadsheetOutcome =
  | { kind: "ok"; sheet: SheetAddresses }
  /** Not .xlsx or .csv (by name). */
  | { kind: "unsupported" }
  /** An .xlsx that could not be read (damaged, password protected, really another format). */
  | { kind: "unreadable" };

/** Largest file read: an HR list of a few thousand rows is far below this. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export async function readSpreadsheet(file: File): Promise<SpreadsheetOutcome | { kind: "too-large" }> {
  const name = file.name.toLowerCase();
  if (file.size > MAX_FILE_BYTES) return { kind: "too-large" };
  if (name.endsWith(".csv")) return { kind: "ok", sheet: addressesFromRows(csvRows(await file.text())) };
  if (!name.endsWith(".xlsx")) return { kind: "unsupported" };
  try {
    const { readSheet } = await import("read-excel-file/browser");
    return { kind: "ok", sheet: addressesFromRows(await readSheet(file)) };
  } catch (error) {
    // Damaged, password protected or really another format: the reader throws an Error of its own.
    if (!(error instanceof Error)) throw error;
    return { kind: "unreadable" };
  }
}
