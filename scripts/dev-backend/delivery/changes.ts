// The account's delivery changes as the platform reads them from its rows: each with its status on
// a day and a stop's credit, the address a move has taken the paper to, and the postal code the
// paper goes to on a day. Read by delivery/handlers.ts, the note to the carrier and disruptions.
import { notesOfSource, stopSource } from "#scripts/dev-backend/documents/ledger.ts";
import type { DeliveryAddress, DeliveryChange } from "#app/api/contract/delivery.ts";
import { many, one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { issuesIn, stopCreditPerIssue } from "#scripts/dev-backend/core/platform-rules.ts";
import { homeAddressOf, type SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";

export interface DeliveryChangeRow {
  id: string;
  aria_account_no: string;
  title_code: string;
  type: DeliveryChange["type"];
  from_date: string;
  to_date: string | null;
  open_end: number;
  address: string | null;
  created_at: number;
  withdrawn_at: number | null;
  origin: string | null;
  start_told_at: number | null;
  end_told_at: number | null;
}

/** What a stop is credited per issue for the account's subscription to a title, or null (no change). */
export function creditPerIssueOf(db: Database, ariaAccountNo: string, titleCode: string): number | null {
  const row = one<SubscriptionRow>(
    db,
    "SELECT * FROM subscriptions WHERE aria_account_no = ? AND title_code = ?",
    ariaAccountNo,
    titleCode,
  );
  if (!row || row.plan_product_type !== "COMBO") return null;
  return stopCreditPerIssue(
    {
      instStatusCode: row.inst_status_code,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: row.subscription_info1 },
    },
    row.price,
    row.billing_period,
  );
}

/** A stop's credit: per issue, and for a dated stop the issues in its span and the sum. */
function creditOf(r: DeliveryChangeRow, perIssue: number | null): DeliveryChange["credit"] {
  if (r.type !== "STOP") return undefined;
  if (perIssue === null) return null;
  if (r.to_date === null) return { perIssue, issues: null, total: null };
  const issues = issuesIn(r.from_date, r.to_date);
  return { perIssue, issues, total: Math.round(perIssue * issues * 100) / 100 };
}

/** A withdrawn stop's credit as its debit note took it back (documents/ledger.ts). */
function takenBack(db: Database, titleCode: string, r: DeliveryChangeRow) {
  const note = notesOfSource(db, titleCode, stopSource(r.id)).findLast(
    (n) => n.kind === "DEBIT_NOTE" && n.createdAt === r.withdrawn_at,
  );
  return note ? { creditTakenBack: note.amount } : {};
}

/**
 * The account's delivery changes for a title, newest first, with their status as of `today`, and
 * the PERMANENT change that has moved the paper (the latest started one), if any.
 */
export function deliveryChangesOf(db: Database, ariaAccountNo: string, titleCode: string, today: string) {
  const perIssue = creditPerIssueOf(db, ariaAccountNo, titleCode);
  const rows = many<DeliveryChangeRow>(
    db,
    `SELECT * FROM delivery_changes WHERE aria_account_no = ? AND title_code = ?
     ORDER BY created_at DESC, rowid DESC`,
    ariaAccountNo,
    titleCode,
  );
  const moved = rows
    .filter((r) => r.type === "PERMANENT" && r.withdrawn_at === null && r.from_date <= today)
    .sort((a, b) => (a.from_date === b.from_date ? 0 : a.from_date > b.from_date ? -1 : 1))[0];
  const status = (r: DeliveryChangeRow): DeliveryChange["status"] => {
    if (r.withdrawn_at !== null) return "WITHDRAWN";
    if (today < r.from_date) return "REGISTERED";
    // A move lasts until a later move has started.
    if (r.type === "PERMANENT") return r === moved ? "ACTIVE" : "DONE";
    return r.to_date !== null && today > r.to_date ? "DONE" : "ACTIVE";
  };
  const changes = rows.map((r): DeliveryChange => ({
    id: r.id,
    type: r.type,
    from: r.from_date,
    to: r.to_date,
    openEnd: r.open_end === 1,
    address: r.address ? (JSON.parse(r.address) as DeliveryAddress) : null,
    status: status(r),
    createdAt: new Date(r.created_at).toISOString(),
    ...(r.type === "STOP" ? { credit: creditOf(r, perIssue) } : {}),
    ...(r.type === "STOP" && r.withdrawn_at !== null ? takenBack(db, titleCode, r) : {}),
  }));
  const movedTo = moved?.address ? (JSON.parse(moved.address) as DeliveryAddress) : null;
  return { changes, movedTo, perIssue };
}

/**
 * The postal code the account's paper goes to on `today` — a running transfer's, else the address it
 * was moved to, else the home address — or null when no paper comes (a running stop, no address).
 * For today's disruption (disruptions/handlers.ts).
 */
export function deliveryPostalCodeOn(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  today: string,
): string | null {
  const { changes, movedTo } = deliveryChangesOf(db, ariaAccountNo, titleCode, today);
  const running = changes.find(
    (c) =>
      c.status === "ACTIVE" && c.type !== "PERMANENT" && c.from <= today && (c.to === null || today <= c.to),
  );
  if (running?.type === "STOP") return null;
  if (running?.address) return running.address.postalCode;
  return (movedTo ?? homeAddressOf(db, ariaAccountNo))?.postalCode ?? null;
}

/** The days a change occupies for the overlap rule: a move only its first day, others from–to. */
export const spanOf = (c: Pick<DeliveryChange, "type" | "from" | "to">): [string, string] =>
  c.type === "PERMANENT" ? [c.from, c.from] : [c.from, c.to ?? "9999-12-31"];
