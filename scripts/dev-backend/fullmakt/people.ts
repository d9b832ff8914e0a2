// Who is who in a power of attorney at the dev backend: the names each side sees, the grant as
// one side reads it, and whether the signed-in user is the one an invitation went to.
import type { Grant } from "#app/api/contract/fullmakt.ts";
import { findUser } from "#scripts/dev-backend/core/deps.ts";
import { accountOf, ApiError } from "#scripts/dev-backend/core/handler.ts";
import type { AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { rightsOf, stateOf, type GrantRow } from "./grants.ts";

const iso = (ms: number) => new Date(ms).toISOString();
export const refuse = (reason: string, message: string) => new ApiError(409, message, { reason: [reason] });

/** An account's name as it gives it (given and family name), else its identity user's. */
function fullName(db: Database, account: AccountRow | undefined, spidId: number | null) {
  const user = spidId ? findUser(db, spidId) : undefined;
  const given = (account?.given_name ?? user?.given_name ?? "").trim();
  const family = (account?.family_name ?? user?.family_name ?? "").trim();
  return `${given} ${family}`.trim();
}

export function nameOfAccount(db: Database, accountNo: string): string {
  const account = one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", accountNo);
  return fullName(db, account, account?.spid_id ?? null) || accountNo;
}

const nameOfUser = (db: Database, spidId: number) =>
  fullName(db, accountOf(db, spidId), spidId) || String(spidId);

/** The grant as one side sees it: the subscriber's list names the helper, the helper's the subscriber. */
export function grantFromRow(db: Database, row: GrantRow, today: string, side: "grantor" | "helper"): Grant {
  return {
    id: row.id,
    name: side === "grantor" ? row.helper_name : nameOfAccount(db, row.grantor_account_no),
    contact: side === "grantor" ? (row.email ?? row.phone_number) : null,
    rights: rightsOf(row),
    validUntil: row.valid_until,
    state: stateOf(row, today),
    createdAt: iso(row.created_at),
    ...(side === "grantor" && row.helper_spid_id !== null
      ? { acceptedBy: nameOfUser(db, row.helper_spid_id) }
      : {}),
    ...(row.ended_at !== null ? { endedAt: iso(row.ended_at) } : {}),
  };
}

/** An address or number shown in part: "o***@example.no", "*****678". */
export function masked(contact: string): string {
  const at = contact.lastIndexOf("@");
  if (at < 0) return `*****${contact.slice(-3)}`;
  return `${contact.slice(0, 1)}***${contact.slice(at)}`;
}

/** A Norwegian number as eight digits, whatever country prefix or spaces it was kept with. */
const localNumber = (phone: string) => phone.replace(/\s/g, "").replace(/^(\+47|0047)(?=\d{8}$)/, "");

/** Whether the signed-in user's identity or account has the address or number the invitation went to. */
export function isInvited(db: Database, row: GrantRow, spidId: number): boolean {
  const user = findUser(db, spidId);
  const account = accountOf(db, spidId);
  if (row.email !== null) {
    const invited = row.email.toLowerCase();
    return [user?.email, account?.email].some((email) => email?.toLowerCase() === invited);
  }
  const invited = row.phone_number === null ? null : localNumber(row.phone_number);
  return [user?.phone_number, account?.phone_number].some(
    (phone) => phone && invited && localNumber(phone) === invited,
  );
}

export const grantById = (db: Database, id: string) =>
  one<GrantRow>(db, "SELECT * FROM fullmakt_grants WHERE id = ?", id);
