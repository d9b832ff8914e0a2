// A gift row as the giver sees it (app/api/contract/gifts.ts), and the state it is in today:
// EXPIRED and the last day to withdraw are reckoned from the purchase, never stored.
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { Gift, GiftState } from "#app/api/contract/gifts.ts";
import { giftValidUntil, giftWithdrawalDeadline, type GiftMonths } from "#app/domain/gifts.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { one, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import type { AccountRow } from "#scripts/dev-backend/core/rows.ts";
import { giftNumber } from "./codes.ts";
import type { GiftRow } from "./tables.ts";

/** The Oslo day a gift was bought: the day it was paid, or the day the trip started. */
export const purchasedOn = (row: GiftRow) => osloToday(new Date(row.paid_at ?? row.created_at));

export const validUntilOf = (row: GiftRow) => giftValidUntil(purchasedOn(row));

export function stateOf(row: GiftRow, today: string): GiftState {
  if (row.status !== "PAID") return row.status;
  if (row.withdrawn_at !== null) return "WITHDRAWN";
  if (row.redeemed_at !== null) return "REDEEMED";
  if (today > validUntilOf(row)) return "EXPIRED";
  return row.sent_at === null ? "PLANNED" : "SENT";
}

/** The last day it may be withdrawn, while it may; else null. */
export function withdrawUntilOf(row: GiftRow, today: string): string | null {
  const state = stateOf(row, today);
  const deadline = giftWithdrawalDeadline(purchasedOn(row));
  return (state === "PLANNED" || state === "SENT") && today <= deadline ? deadline : null;
}

export function giftFromRow(row: GiftRow, today: string): Gift {
  const state = stateOf(row, today);
  return {
    giftId: row.id,
    giftNo: giftNumber(row),
    state,
    giftPlanID: row.gift_plan_id,
    productName: row.product_name,
    productType: row.product_type,
    months: row.months as GiftMonths,
    price: row.price,
    recipientName: row.recipient_name,
    delivery: row.delivery,
    recipientEmail: row.recipient_email,
    message: row.message,
    sendAt: new Date(row.sent_at ?? row.send_at ?? row.paid_at ?? row.created_at).toISOString(),
    deliveryAddress: row.delivery_address ? (JSON.parse(row.delivery_address) as DeliveryAddress) : null,
    firstDeliveryDate: row.first_delivery_date,
    purchasedAt: new Date(row.paid_at ?? row.created_at).toISOString(),
    validUntil: validUntilOf(row),
    redeemedOn: row.redeemed_at === null ? null : osloToday(new Date(row.redeemed_at)),
    withdrawUntil: withdrawUntilOf(row, today),
    paymentUrl: row.status === "AWAITING_PAYMENT" ? `${row.origin}/_dev/payment/${row.id}` : null,
    receiptPaymentId: row.status === "PAID" && row.invoice_no !== null ? row.id : null,
    refund:
      row.withdrawn_at !== null && row.refund_credit_id !== null
        ? { amount: row.price, creditId: row.refund_credit_id }
        : null,
  };
}

export const giftById = (db: Database, id: string) =>
  one<GiftRow>(db, "SELECT * FROM gifts WHERE id = ?", id);

/** "Kari Nordmann": an account's name as a person reads it, its number when it has none. */
export const nameOf = (account: Pick<AccountRow, "given_name" | "family_name" | "aria_account_no">) =>
  [account.given_name, account.family_name].filter(Boolean).join(" ") || account.aria_account_no;

export const giverNameOf = (db: Database, row: GiftRow) =>
  nameOf(one<AccountRow>(db, "SELECT * FROM accounts WHERE aria_account_no = ?", row.aria_account_no)!);
