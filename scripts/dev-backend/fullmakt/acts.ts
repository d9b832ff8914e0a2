// What helpers did, as the subscriber's history tells it: each history entry a helper's request
// added is kept by its identity with the helper's name (fullmakt_acts), and the history answers it
// with `madeBy` (history/handlers.ts). Only the database: the history reads it without a circle.
import { many, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";

/** An entry's identity, the same before and after a request though a derived amount may move. */
export function entryKey(entry: object): string {
  const e = entry as Record<string, unknown>;
  return [e.at, e.kind, e.event, e.changeId, e.complaintId, e.paymentId, e.ariaInvoiceNo, e.email, e.planName]
    .map((part) => String(part ?? ""))
    .join("|");
}

export function recordActs(
  db: Database,
  act: { accountNo: string; titleCode: string; helperName: string; at: number },
  entries: readonly object[],
) {
  for (const entry of entries)
    run(
      db,
      "INSERT INTO fullmakt_acts (account_no, title_code, entry_key, helper_name, at) VALUES (?, ?, ?, ?, ?)",
      act.accountNo,
      act.titleCode,
      entryKey(entry),
      act.helperName,
      act.at,
    );
}

/** The entries with the helper who made each, where a helper did. */
export function withMadeBy<E extends object>(
  db: Database,
  accountNo: string,
  titleCode: string,
  entries: readonly E[],
): Array<E & { madeBy?: string }> {
  const acts = many<{ entry_key: string; helper_name: string }>(
    db,
    "SELECT entry_key, helper_name FROM fullmakt_acts WHERE account_no = ? AND title_code = ?",
    accountNo,
    titleCode,
  );
  if (acts.length === 0) return [...entries];
  const by = new Map(acts.map((a) => [a.entry_key, a.helper_name]));
  return entries.map((entry) => {
    const helper = by.get(entryKey(entry));
    return helper === undefined ? entry : { ...entry, madeBy: helper };
  });
}

/** The account a request is about, by the contract's names for it (path or body). */
export function accountNoIn(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const v = value as { accountNo?: unknown; ariaAccountNo?: unknown };
    const found = v.accountNo ?? v.ariaAccountNo;
    if (typeof found === "string") return found;
  }
  return undefined;
}
