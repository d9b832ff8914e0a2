// What a grant lets its helper do, and the grants as rows: read by the check every endpoint starts
// with (core/handler.ts ownAccount), so it needs nothing but the database.
import type { EndpointName } from "#app/api/contract.ts";
import type { HelperRight } from "#app/domain/fullmakt.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";

export interface GrantRow {
  id: string;
  code: string;
  grantor_account_no: string;
  title_code: string;
  helper_name: string;
  email: string | null;
  phone_number: string | null;
  /** JSON: HelperRight[]. */
  rights: string;
  valid_until: string;
  created_at: number;
  accepted_at: number | null;
  helper_spid_id: number | null;
  ended_at: number | null;
  /** Who ended it: the subscriber (withdrawn) or the helper (given up); null while in force. */
  ended_by: "grantor" | "helper" | null;
}

/**
 * The calls on a subscriber's account a helper may make, and the right each needs; "any": every
 * active grant (the subscription itself, today's disruption). A call not here — cancelling,
 * changing plan or payment method, consents, family, business, orders — is never a helper's.
 */
export const ENDPOINT_RIGHTS: Partial<Record<EndpointName, HelperRight | "any">> = {
  getSubscription: "any",
  getDisruption: "any",
  getInvoices: "see",
  getNextPayment: "see",
  getPriceChanges: "see",
  getPaymentMethod: "see",
  getHistory: "see",
  getReceipts: "see",
  getCreditNotes: "see",
  getInvoiceDocument: "see",
  getInvoicePdf: "see",
  getReceiptDocument: "see",
  getReceiptPdf: "see",
  getCreditNoteDocument: "see",
  getCreditNotePdf: "see",
  getPayment: "pay",
  payInvoice: "pay",
  getDelivery: "delivery",
  registerDeliveryChange: "delivery",
  withdrawDeliveryChange: "delivery",
  endDeliveryChange: "delivery",
  moveDeliveryChangeEnd: "delivery",
  // The note to the carrier is part of delivery: a helper who may manage it may leave one.
  saveCarrierNote: "delivery",
  registerComplaint: "complaint",
  getDeliveryHistory: "complaint",
  getOpenComplaints: "complaint",
};

export const rightsOf = (row: GrantRow) => JSON.parse(row.rights) as HelperRight[];

export type GrantState = "invited" | "active" | "ended" | "expired";

export function stateOf(row: GrantRow, today: string): GrantState {
  if (row.ended_at !== null) return "ended";
  if (row.valid_until < today) return "expired";
  return row.accepted_at === null ? "invited" : "active";
}

/**
 * The newest grant from the account's holder to this identity user on the title, whatever its
 * state: a grant is given per title, and opens the account on no other.
 */
export const grantBetween = (
  db: Database,
  grantorAccountNo: string,
  titleCode: string,
  helperSpidId: number,
) =>
  one<GrantRow>(
    db,
    `SELECT * FROM fullmakt_grants WHERE grantor_account_no = ? AND title_code = ? AND helper_spid_id = ?
     ORDER BY ended_at IS NULL DESC, created_at DESC LIMIT 1`,
    grantorAccountNo,
    titleCode.toUpperCase(),
    helperSpidId,
  );

/**
 * What the platform says when a helper calls on a subscriber's account: "granted", "not-granted"
 * (a grant, but not for this call, or no longer in force), or "none" (no grant at all: not theirs).
 */
export function helperMay(
  db: Database,
  call: { endpoint: EndpointName; accountNo: string; titleCode: string; spidId: number; today: string },
): "granted" | "not-granted" | "none" {
  const row = grantBetween(db, call.accountNo, call.titleCode, call.spidId);
  if (!row) return "none";
  if (stateOf(row, call.today) !== "active") return "not-granted";
  const needs = ENDPOINT_RIGHTS[call.endpoint];
  if (needs === undefined) return "not-granted";
  return needs === "any" || rightsOf(row).includes(needs) ? "granted" : "not-granted";
}
