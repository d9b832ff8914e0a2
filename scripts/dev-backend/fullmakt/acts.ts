// What helpers did, as the subscriber's history tells it: each history entry a helper's request
// added is kept by its identity with the helper's name (fullmakt_acts), and the history answers it
// with `madeBy` (history/handlers.ts). Only the database: the history reads it without a circle.
import { many, one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { grantBetween } from "./grants.ts";

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

/**
 * The helper's name when the identity user acts on someone else's account with a grant on the title
 * (in force or not: the check that it covers the call is the endpoint's own), else null.
 */
export function helperNameFor(db: Database, accountNo: string, titleCode: string, spidId: number) {
  const owner = one<{ spid_id: number | null }>(
    db,
    "SELECT spid_id FROM accounts WHERE aria_account_no = ?",
    accountNo,
  );
  if (!owner || owner.spid_id === spidId) return null;
  return grantBetween(db, accountNo, titleCode, spidId)?.helper_name ?? null;
}

/** The helper who made one entry (an entry yet to come, by its identity), if a helper did. */
export function madeByOf(db: Database, accountNo: string, titleCode: string, entry: object) {
  return (
    one<{ helper_name: string }>(
      db,
      "SELECT helper_name FROM fullmakt_acts WHERE account_no = ? AND title_code = ? AND entry_key = ?",
      accountNo,
      titleCode,
      entryKey(entry),
    )?.helper_name ?? null
  );
}

/**
 * The history entry an invoice payment becomes once the provider answers (history/handlers.ts), paid
 * or failed: recorded as the helper's when the trip starts, as the answer comes without them.
 */
export const paymentEntries = (trip: { id: string; created_at: number; aria_invoice_no: string | null }) =>
  (["payment", "payment-failed"] as const).map((kind) => ({
    at: new Date(trip.created_at).toISOString(),
    kind,
    paymentId: trip.id,
    ariaInvoiceNo: trip.aria_invoice_no,
  }));

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
