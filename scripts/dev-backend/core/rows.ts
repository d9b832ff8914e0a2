// Rows of the dev backend's tables and their API shapes: the mappers every endpoint answers with,
// and the writers the seed, the endpoints and the payment provider share.
import type { Account } from "#app/api/contract/account.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { Plan, SubscriptionInFull as Subscription } from "#app/api/contract/subscription.ts";
import type { PaymentMethod } from "#tests/fixtures/personas/types.ts";
import { one, run, type Database } from "./sqlite.ts";

export interface UserRow {
  spid_id: number;
  persona_id: string | null;
  uuid: string;
  pair_id: string;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
  birthdate: string | null;
}

export interface AccountRow {
  aria_account_no: string;
  spid_id: number | null;
  first_title_code: string;
  account_balance: number;
  email: string | null;
  phone_number: string | null;
  given_name: string | null;
  family_name: string | null;
  birthdate: string | null;
  deletion_requested_at: number | null;
}

export interface SubscriptionRow {
  id: number;
  aria_account_no: string;
  title_code: string;
  aria_plan_id: string;
  plan_name: string;
  plan_product_type: string;
  eligible_for_sharing: number;
  inst_status_code: number;
  subscription_info1: string | null;
  billing_period: string;
  price: number;
  features: string;
  start_date: string;
  expires_on: string | null;
  pending_change: string | null;
  pending_plan: string | null;
  /** A gift subscription's gift (JSON: giverName, endDate, giftNo; docs/decisions/077); null otherwise. */
  gift: string | null;
}

/** An account row as the API answers it. Unowned accounts never reach the API, hence spidId. */
/** A row of `invoices` (payments/tables.ts), every column. */
export interface InvoiceRow {
  aria_invoice_no: string;
  aria_account_no: string;
  kid: string;
  amount: number;
  paid: number;
  description: string;
  period_from: string;
  period_to: string;
  account_number: string;
  due_date: string;
  /** The title it is of: its seller (every invoice is one title's). */
  title_code: string;
  /** When it was paid (ISO date), if it was. */
  paid_at: string | null;
  /** How it was sent when issued. */
  sent_as: "EFAKTURA" | "EMAIL" | "PAPER";
}

export function accountFromRow(row: AccountRow): Account {
  return {
    accountBalance: row.account_balance,
    spidId: row.spid_id ?? 0,
    firstTitleCode: row.first_title_code,
    ariaAccountNo: row.aria_account_no,
    email: row.email,
    phoneNumber: row.phone_number,
    givenName: row.given_name,
    familyName: row.family_name,
    birthdate: row.birthdate,
  };
}

/** The row as the API answers it; `pause`: the one planned or running (schedule/pauses.ts pauseOnSubscription). */
export function subscriptionFromRow(row: SubscriptionRow, pause: Subscription["pause"] = null): Subscription {
  return {
    ariaPlanID: row.aria_plan_id,
    planName: row.plan_name,
    planProductType: row.plan_product_type as Subscription["planProductType"],
    eligibleForSharing: row.eligible_for_sharing === 1,
    instStatusCode: row.inst_status_code,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: row.subscription_info1 },
    billingPeriod: row.billing_period as Subscription["billingPeriod"],
    price: row.price,
    features: JSON.parse(row.features) as Subscription["features"],
    startDate: row.start_date,
    expiresOn: row.expires_on,
    pendingChange: row.pending_change
      ? (JSON.parse(row.pending_change) as Subscription["pendingChange"])
      : null,
    gift: row.gift ? (JSON.parse(row.gift) as Subscription["gift"]) : null,
    pause,
  };
}

/**
 * Inserts, or replaces the account's subscription to the title. `pendingPlan` is the plan row the
 * subscription's pendingChange goes to; without it the change is shown but never takes effect.
 */
export function putSubscription(
  db: Database,
  ariaAccountNo: string,
  titleCode: string,
  sub: Subscription,
  pendingPlan: Plan | null = null,
) {
  run(
    db,
    `INSERT INTO subscriptions (aria_account_no, title_code, aria_plan_id, plan_name, plan_product_type,
       eligible_for_sharing, inst_status_code, subscription_info1, billing_period, price, features,
       start_date, expires_on, pending_change, pending_plan, gift)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no, title_code) DO UPDATE SET
       aria_plan_id = excluded.aria_plan_id, plan_name = excluded.plan_name,
       plan_product_type = excluded.plan_product_type, eligible_for_sharing = excluded.eligible_for_sharing,
       inst_status_code = excluded.inst_status_code, subscription_info1 = excluded.subscription_info1,
       billing_period = excluded.billing_period, price = excluded.price, features = excluded.features,
       start_date = excluded.start_date, expires_on = excluded.expires_on,
       pending_change = excluded.pending_change, pending_plan = excluded.pending_plan, gift = excluded.gift`,
    ariaAccountNo,
    titleCode,
    sub.ariaPlanID,
    sub.planName,
    sub.planProductType,
    sub.eligibleForSharing,
    sub.instStatusCode,
    sub.subsRetrieveSubscriptionAddInfo.subscriptionInfo1,
    sub.billingPeriod,
    sub.price,
    JSON.stringify(sub.features),
    sub.startDate,
    sub.expiresOn,
    sub.pendingChange ? JSON.stringify(sub.pendingChange) : null,
    sub.pendingChange && pendingPlan ? JSON.stringify(pendingPlan) : null,
    sub.gift ? JSON.stringify(sub.gift) : null,
  );
}

export function putPaymentMethod(db: Database, ariaAccountNo: string, method: PaymentMethod) {
  run(
    db,
    `INSERT INTO payment_methods (aria_account_no, type, card_last4, card_expiry) VALUES (?, ?, ?, ?)
     ON CONFLICT (aria_account_no) DO UPDATE SET
       type = excluded.type, card_last4 = excluded.card_last4, card_expiry = excluded.card_expiry`,
    ariaAccountNo,
    method.type,
    method.cardLast4,
    method.cardExpiry,
  );
}

interface DeliveryAddressRow {
  coname: string | null;
  street: string;
  street_number: string;
  floor: string | null;
  flat_number: string | null;
  postal_code: string;
  place: string;
}

/** The account's home delivery address (before any move), or null. */
export function homeAddressOf(db: Database, ariaAccountNo: string): DeliveryAddress | null {
  const row = one<DeliveryAddressRow>(
    db,
    "SELECT * FROM delivery_addresses WHERE aria_account_no = ?",
    ariaAccountNo,
  );
  return row
    ? {
        coname: row.coname,
        street: row.street,
        streetNumber: row.street_number,
        floor: row.floor,
        flatNumber: row.flat_number,
        postalCode: row.postal_code,
        place: row.place,
      }
    : null;
}

/** Inserts, or replaces the account's home delivery address (a persona's, or the contract's). */
export function putAddress(
  db: Database,
  ariaAccountNo: string,
  address: Omit<DeliveryAddress, "coname" | "floor" | "flatNumber"> & {
    coname?: string | null;
    floor?: string | null;
    flatNumber?: string | null;
  },
) {
  run(
    db,
    `INSERT INTO delivery_addresses (aria_account_no, coname, street, street_number, floor, flat_number,
       postal_code, place) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aria_account_no) DO UPDATE SET coname = excluded.coname, street = excluded.street,
       street_number = excluded.street_number, floor = excluded.floor, flat_number = excluded.flat_number,
       postal_code = excluded.postal_code, place = excluded.place`,
    ariaAccountNo,
    address.coname ?? null,
    address.street,
    address.streetNumber,
    address.floor ?? null,
    address.flatNumber ?? null,
    address.postalCode,
    address.place,
  );
}
