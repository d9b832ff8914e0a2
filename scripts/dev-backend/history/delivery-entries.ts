// A delivery change in the history (history/handlers.ts), as registered and as withdrawn. Its row
// keeps only its latest dates, so the registration reads its first last day from the first move's
// entry (recorded when the move was made, delivery/handlers.ts) and its credit from the notes issued
// for it (documents/ledger.ts), never as they stand now: the history keeps what was true (ADR 065).
import type { HistoryEntry } from "#app/api/contract/history.ts";
import { many, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { notesOfSource, stopSource } from "#scripts/dev-backend/documents/ledger.ts";

type DeliveryEntry = Omit<Extract<HistoryEntry, { kind: "delivery-change" }>, "at">;

export function deliveryChangeEntries(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
): Array<{ ms: number; entry: DeliveryEntry }> {
  const out: Array<{ ms: number; entry: DeliveryEntry }> = [];
  // Each change's last day before its first move: what the registration said.
  const moves = new Map<string, string | null>();
  for (const row of many<{ at: number; facts: string }>(
    db,
    `SELECT at, facts FROM history WHERE aria_account_no = ? AND title_code = ? AND kind = 'delivery-change'
     ORDER BY at DESC`,
    ariaAccountNo,
    titleCode,
  )) {
    const facts = JSON.parse(row.facts) as { changeId: string; previousToDate?: string | null };
    if (facts.previousToDate !== undefined) moves.set(facts.changeId, facts.previousToDate);
  }
  for (const row of many<{
    id: string;
    type: "TRANSFER" | "PERMANENT" | "STOP";
    from_date: string;
    to_date: string | null;
    created_at: number;
    withdrawn_at: number | null;
  }>(
    db,
    "SELECT * FROM delivery_changes WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  )) {
    const toDate = moves.has(row.id) ? moves.get(row.id)! : row.to_date;
    const facts = { changeId: row.id, type: row.type, fromDate: row.from_date, toDate };
    const notes = notesOfSource(db, titleCode, stopSource(row.id));
    const first = notes[0]?.createdAt === row.created_at ? { credit: notes[0]!.amount } : {};
    out.push({
      ms: row.created_at,
      entry: { kind: "delivery-change", event: "registered", ...facts, ...first },
    });
    if (row.withdrawn_at !== null) {
      const back = notes.findLast((n) => n.kind === "DEBIT_NOTE" && n.createdAt === row.withdrawn_at);
      // Withdrawn as it stood then: its latest dates (a withdrawn change moves no more).
      out.push({
        ms: row.withdrawn_at,
        entry: {
          kind: "delivery-change",
          event: "withdrawn",
          ...facts,
          toDate: row.to_date,
          ...(back ? { credit: back.amount } : {}),
        },
      });
    }
  }
  return out;
}
