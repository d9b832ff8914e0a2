// Trips to the stand-in payment provider (dev-tools/router.ts serves the provider's page): how one starts
// and is read (for payInvoice, the payment method and orders), and how it ends — the money moves
// and what it pays for happens in one transaction with the trip's outcome, and only once. A "slow"
// provider decides at once but reports only later (settle_at); reading a trip settles it when its
// time has come.
import type { EndpointName } from "#app/api/contract.ts";
import type { DeliveryAddress } from "#app/api/contract/delivery.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { formatKroner, formatNumericDate } from "#app/domain/format.ts";
import { addDays, addMonths } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { PaymentMethod } from "#tests/fixtures/personas/types.ts";
import { isSameOrigin, randomDigits, randomToken } from "#scripts/dev-backend/core/deps.ts";
import { sender, type Send } from "#scripts/dev-backend/messages/deliver.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { madeByOf, paymentEntries } from "#scripts/dev-backend/fullmakt/acts.ts";
import { helperMay } from "#scripts/dev-backend/fullmakt/grants.ts";
import {
  accessTo,
  giftRunsUntil,
  ApiError,
  INVALID_REQUEST,
  notGranted,
  signedIn,
  type HandlerContext,
} from "#scripts/dev-backend/core/handler.ts";
import { campaignMonths, hasAccess } from "#scripts/dev-backend/core/platform-rules.ts";
import { readerMessages, type PriceWords } from "#scripts/dev-backend/core/reader-messages.ts";
import { priceSchedule } from "#app/domain/prices.ts";
import {
  changesBefore,
  sendHelperPaymentReceipt,
  sendReceipt,
} from "#scripts/dev-backend/history/receipts.ts";
import {
  putAddress,
  putPaymentMethod,
  putSubscription,
  type AccountRow,
} from "#scripts/dev-backend/core/rows.ts";
import { stopLiveMandates } from "#scripts/dev-backend/mandates/rules.ts";
import { orderNumber } from "#scripts/dev-backend/orders/order-number.ts";
import { DOCUMENT_WORDS } from "#scripts/dev-backend/documents/words.ts";
import { issueReceiptNo } from "#scripts/dev-backend/documents/series.ts";
import { completeGift, failGift } from "#scripts/dev-backend/gifts/paying.ts";
import { sendInvoicePaidReceipt } from "./paid-receipt.ts";
import { issuePaidInvoice } from "./paid-invoice.ts";
import type { OrderRow, PaymentRow, TripStatus } from "./tables.ts";

/** How long a "slow" provider takes to report its answer. */
export const SLOW_PROVIDER_MS = 4000;

export const tripById = (db: Database, id: string) =>
  one<PaymentRow>(db, "SELECT * FROM payments WHERE id = ?", id);

/** Sends the payer to the stand-in provider (/_dev/payment/{id}), which answers to returnUrl. */
export function startPayment(
  ctx: HandlerContext<"updateCard" | "updatePaymentMethod" | "payInvoice" | "createOrder" | "createGift">,
  trip: {
    kind: PaymentRow["kind"];
    method: string;
    ariaInvoiceNo?: string;
    amount?: number;
  },
): { paymentId: string; redirectUrl: string } {
  const { body } = ctx;
  if (!isSameOrigin(body.returnUrl, ctx.origin))
    throw new ApiError(400, INVALID_REQUEST, { returnUrl: ["Må være en adresse på samme nettsted"] });
  const id = randomToken(12);
  run(
    ctx.db,
    `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount, return_url,
       status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
    id,
    trip.kind,
    body.ariaAccountNo,
    body.titleCode.toUpperCase(),
    trip.method,
    trip.ariaInvoiceNo ?? null,
    trip.amount ?? null,
    body.returnUrl,
    ctx.now,
  );
  return { paymentId: id, redirectUrl: `${ctx.origin}/_dev/payment/${id}` };
}

/**
 * The signed-in user's own trip to the provider, or order (404 for anyone else's), read after a
 * slow provider's answer that has come due is recorded.
 */
export function ownTrip<T>(
  ctx: HandlerContext<EndpointName>,
  table: "payments" | "orders",
  id: string,
  notFound: string,
): T {
  const session = signedIn(ctx);
  settleIfDue(ctx.db, ctx.today, id, ctx.now, sender(ctx.deps));
  const row = one<T>(
    ctx.db,
    `SELECT ${table}.* FROM ${table} JOIN accounts USING (aria_account_no)
     WHERE ${table}.id = ? AND accounts.spid_id = ?`,
    id,
    session.spidId,
  );
  if (row) return row;
  // A payment a helper started on someone's account is theirs to follow while the grant lets them pay.
  const trip = table === "payments" ? tripById(ctx.db, id) : undefined;
  const account =
    trip && one<AccountRow>(ctx.db, "SELECT * FROM accounts WHERE aria_account_no = ?", trip.aria_account_no);
  const access = trip && account ? accessTo(ctx, account, trip.title_code) : "none";
  if (access === "granted") return trip as T;
  if (access === "not-granted") throw notGranted();
  throw new ApiError(404, notFound);
}

/**
 * Ends a pending trip with `outcome`, doing what it pays for in the same transaction. Answers the
 * outcome as recorded: an approval that would take money twice (an invoice paid meanwhile, a
 * subscription that became active meanwhile) is recorded as FAILED instead.
 */
export function finishTrip(
  db: Database,
  today: string,
  id: string,
  outcome: TripStatus,
  send: Send,
  now: number,
): TripStatus {
  return transaction(db, () => {
    const trip = tripById(db, id);
    if (!trip || trip.status !== "PENDING") return trip?.status ?? "FAILED";
    // A new payment method is a change: its receipt, like every change's (history/receipts.ts).
    const title = send.titles.find((t) => t.titleCode === trip.title_code);
    const before =
      trip.kind === "PAYMENT_METHOD" && title
        ? changesBefore(db, trip.aria_account_no, trip.title_code)
        : null;
    let result = outcome;
    if (result === "APPROVED") {
      if (trip.kind === "INVOICE")
        result = helperMayStillPay(db, today, trip) ? payInvoice(db, today, trip) : "FAILED";
      else if (trip.kind === "PAYMENT_METHOD") {
        putPaymentMethod(db, trip.aria_account_no, newMethod(today, trip.method));
        // A card or Vipps replaces AvtaleGiro: the bank is told to stop drawing (ADR 053).
        stopLiveMandates(db, trip.aria_account_no, today);
      } else if (trip.kind === "GIFT") result = completeGift(db, today, now, trip, send);
      else result = completeOrder(db, today, trip, send);
      if (result === "APPROVED") recordCard(db, trip);
    }
    if (trip.kind === "ORDER") {
      const status = result === "APPROVED" ? "COMPLETED" : result === "CANCELLED" ? "CANCELLED" : "FAILED";
      run(db, "UPDATE orders SET status = ? WHERE id = ?", status, id);
    }
    if (trip.kind === "GIFT" && result !== "APPROVED") failGift(db, id);
    run(
      db,
      "UPDATE payments SET status = ?, settle_at = NULL, settle_outcome = NULL WHERE id = ?",
      result,
      id,
    );
    // A paid invoice, order or gift has its receipt, numbered in the title's series when it is issued.
    if (result === "APPROVED") issueReceiptNo(db, id, today);
    if (before && title) sendReceipt(db, send, today, { accountNo: trip.aria_account_no, title, before });
    if (trip.kind === "INVOICE" && result === "APPROVED" && title) {
      sendHelperPaymentReceipt(db, send, title, trip);
      sendInvoicePaidReceipt(db, send, title, trip);
    }
    return result;
  });
}

/**
 * The card an approved card payment was charged on, as the provider reports it, kept on the payment
 * so its receipt names that card whatever card is registered later: the card just registered (a new
 * payment method or an order's new card), else the account's registered card, else a card typed at
 * the provider for this payment alone.
 */
function recordCard(db: Database, trip: PaymentRow) {
  if (trip.method !== "SWEDBANK-PPG") return;
  const saved = one<{ card_last4: string | null }>(
    db,
    "SELECT card_last4 FROM payment_methods WHERE aria_account_no = ? AND type = 'SWEDBANK-PPG'",
    trip.aria_account_no,
  );
  const last4 = saved?.card_last4 && /^\d{4}$/.test(saved.card_last4) ? saved.card_last4 : randomDigits(4);
  run(db, "UPDATE payments SET card_last4 = ? WHERE id = ?", last4, trip.id);
}

/** A slow provider has decided: report `outcome` from `SLOW_PROVIDER_MS` after now. */
export function settleLater(db: Database, id: string, now: number, outcome: TripStatus) {
  run(
    db,
    "UPDATE payments SET settle_at = ?, settle_outcome = ? WHERE id = ? AND status = 'PENDING'",
    now + SLOW_PROVIDER_MS,
    outcome,
    id,
  );
}

/** Before a trip is read: a slow provider's answer whose time has come is recorded. */
export function settleIfDue(db: Database, today: string, id: string, now: number, send: Send) {
  const trip = tripById(db, id);
  if (trip?.status === "PENDING" && trip.settle_at !== null && trip.settle_outcome && now >= trip.settle_at)
    finishTrip(db, today, id, trip.settle_outcome, send, now);
}

/**
 * A payment a helper started is approved only while their grant still lets them pay (ADR 054): one
 * ended between the start and the provider's answer makes the trip fail, the invoice unpaid.
 */
function helperMayStillPay(db: Database, today: string, trip: PaymentRow): boolean {
  const helperName = madeByOf(db, trip.aria_account_no, trip.title_code, paymentEntries(trip)[0]!);
  if (helperName === null) return true;
  const helpers = many<{ helper_spid_id: number }>(
    db,
    `SELECT DISTINCT helper_spid_id FROM fullmakt_grants
     WHERE grantor_account_no = ? AND title_code = ? AND helper_name = ? AND helper_spid_id IS NOT NULL`,
    trip.aria_account_no,
    trip.title_code,
    helperName,
  );
  return helpers.some(
    ({ helper_spid_id: spidId }) =>
      helperMay(db, {
        ...{ endpoint: "payInvoice", accountNo: trip.aria_account_no, titleCode: trip.title_code },
        ...{ spidId, today },
      }) === "granted",
  );
}

function payInvoice(db: Database, today: string, trip: PaymentRow): TripStatus {
  const invoice = one<{ paid: number }>(
    db,
    "SELECT paid FROM invoices WHERE aria_invoice_no = ? AND title_code = ?",
    trip.aria_invoice_no,
    trip.title_code,
  );
  // Paid another way meanwhile: never take the money twice.
  if (!invoice || invoice.paid === 1) return "FAILED";
  run(
    db,
    "UPDATE invoices SET paid = 1, paid_at = ? WHERE aria_invoice_no = ? AND title_code = ?",
    today,
    trip.aria_invoice_no,
    trip.title_code,
  );
  return "APPROVED";
}

/** What the provider reports back: a card gets a number ending and an expiry three years out. */
function newMethod(today: string, type: string): PaymentMethod {
  if (type !== "SWEDBANK-PPG") return { type: type as PaymentMethod["type"] };
  const expiry = `${Number(today.slice(0, 4)) + 3}-${today.slice(5, 7)}`;
  return { type: "SWEDBANK-PPG", cardLast4: randomDigits(4), cardExpiry: expiry };
}

/** The paid order becomes the subscription, with its payment method, address, receipt and discount. */
function completeOrder(db: Database, today: string, trip: PaymentRow, send: Send): TripStatus {
  const order = one<OrderRow>(db, "SELECT * FROM orders WHERE id = ?", trip.id);
  if (!order) return "FAILED";
  const current = one<{ inst_status_code: number; gift: string | null }>(
    db,
    "SELECT inst_status_code, gift FROM subscriptions WHERE aria_account_no = ? AND title_code = ?",
    order.aria_account_no,
    order.title_code,
  );
  // Another order went through first (a second tab): this one is not charged. A gift subscription
  // is continued: the order starts the day after its last day (ADR 077).
  if (current && hasAccess(current.inst_status_code) && !giftRunsUntil(current)) return "FAILED";

  const plan = JSON.parse(order.plan) as Plan;
  putSubscription(db, order.aria_account_no, order.title_code, {
    ariaPlanID: plan.ariaPlanID,
    planName: plan.planName,
    planProductType: plan.planProductType,
    eligibleForSharing: plan.features.includes("FAMILY_SHARING"),
    instStatusCode: SubscriptionStatus.ACTIVE,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
    billingPeriod: plan.billingPeriod,
    price: plan.price,
    features: plan.features,
    startDate: order.start_date,
    expiresOn: null,
    pendingChange: null,
    gift: null,
    pause: null,
  });
  if (!order.use_saved_card)
    putPaymentMethod(db, order.aria_account_no, newMethod(today, order.payment_method));
  if (order.delivery_address)
    putAddress(db, order.aria_account_no, JSON.parse(order.delivery_address) as DeliveryAddress);

  // The receipt of the first period, paid now.
  const months = order.campaign === "WINBACK_3FOR1" ? 3 : order.campaign === "INTRO_1KR" ? 1 : monthsOf(plan);
  // The order's payment paid this invoice: its receipt shows the invoice's facts.
  issuePaidInvoice(db, today, {
    tripId: trip.id,
    titleCode: order.title_code,
    accountNo: order.aria_account_no,
    amount: order.first_amount,
    description: DOCUMENT_WORDS[
      send.titles.find((t) => t.titleCode === order.title_code)?.locale ?? "nb"
    ].firstPeriod(plan.planName, order.discount_code),
    periodFrom: order.start_date,
    periodTo: addDays(addMonths(order.start_date, months), -1),
  });
  if (order.discount_code) {
    run(
      db,
      `INSERT INTO discounts (aria_account_no, title_code, discount_code, applied_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (aria_account_no, title_code) DO NOTHING`,
      order.aria_account_no,
      order.title_code,
      order.discount_code,
      Date.parse(`${today}T12:00:00Z`),
    );
  }
  const email = one<{ email: string | null }>(
    db,
    "SELECT email FROM accounts WHERE aria_account_no = ?",
    order.aria_account_no,
  )?.email;
  const title = send.titles.find((t) => t.titleCode === order.title_code);
  if (email && title)
    send({
      title,
      accountNo: order.aria_account_no,
      kind: { required: "the confirmation of a purchase" },
      to: { email, phone: null },
      via: "email",
      text: readerMessages(title).orderReceipt({
        planName: plan.planName,
        orderNo: orderNumber(order),
        prices: orderPriceWords(db, order, plan),
        startDate: formatNumericDate(order.start_date),
      }),
    });
  return "APPROVED";
}

/** An order's price schedule (app/domain/prices.ts) as its receipt words it: what it charges. */
function orderPriceWords(db: Database, order: OrderRow, plan: Plan): PriceWords {
  const code = order.discount_code
    ? one<{ percent_off: number; months: number }>(
        db,
        "SELECT percent_off, months FROM discount_codes WHERE code = ?",
        order.discount_code,
      )
    : undefined;
  const discount = code ? { percentOff: code.percent_off, months: code.months } : null;
  const intro = order.campaign
    ? { amount: order.first_amount, months: campaignMonths(order.campaign) }
    : null;
  const schedule = priceSchedule({ billingPeriod: plan.billingPeriod, price: plan.price, intro, discount });
  const total = schedule.first.off + schedule.discounted.reduce((sum, d) => sum + d.payment.off * d.count, 0);
  return {
    period: plan.billingPeriod,
    now: { amount: formatKroner(order.first_amount), months: schedule.first.months },
    discounted: schedule.discounted.map((d) => ({
      amount: formatKroner(d.payment.amount),
      months: d.payment.months * d.count,
    })),
    ordinary: formatKroner(plan.price),
    discount:
      order.discount_code && discount
        ? { code: order.discount_code, ...discount, total: formatKroner(total) }
        : null,
  };
}

const monthsOf = (plan: Plan) =>
  plan.billingPeriod === "ANNUAL" ? 12 : plan.billingPeriod === "QUARTERLY" ? 3 : 1;
