// Renewals at the dev backend (docs/decisions/028): what a title's subscription is charged
// next (GET nextPayment), the account's payment problem (an overdue invoice or a failed renewal
// charge) and the renewal charge itself (POST /_dev/charge), with the reminder (reminder.ts) a failed
// charge sends.
// Charges are modelled with the tables everyone reads: a charge is an invoice for the period plus a
// payments row (kind INVOICE, return_url '' — no trip to the provider), APPROVED and the invoice
// paid, or FAILED and the invoice left unpaid, due the day of the charge.
import type {
  NextPayment,
  PaymentMethod,
  PaymentProblem,
  PaymentOutlook,
} from "#app/api/contract/payments.ts";
import type { Plan } from "#app/api/contract/subscription.ts";
import { DOCUMENT_WORDS } from "#scripts/dev-backend/documents/words.ts";
import { withKidCheckDigit } from "#app/domain/kid.ts";
import { addDays, addMonths, osloToday } from "#app/domain/oslo-date.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import type { Title } from "#app/title/title-schema.ts";
import { INVOICE_BANK_ACCOUNT } from "#tests/fixtures/personas/building-blocks.ts";
import { randomToken } from "#scripts/dev-backend/core/deps.ts";
import { type Send } from "#scripts/dev-backend/messages/deliver.ts";
import { issueDocumentNo, issueReceiptNo } from "#scripts/dev-backend/documents/series.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { subscriptionOf } from "#scripts/dev-backend/core/handler.ts";
import { planRowFor } from "#scripts/dev-backend/subscription/catalog.ts";
import {
  accessStopsOn,
  hasAccess,
  isOverdue,
  monthsPerPeriod,
  pays,
  renewalAfter,
  renewalCharge,
} from "#scripts/dev-backend/core/platform-rules.ts";
import type { SubscriptionRow } from "#scripts/dev-backend/core/rows.ts";
import { sendReminder } from "#scripts/dev-backend/payments/reminder.ts";
import { stopCreditsFor } from "#scripts/dev-backend/delivery/stop-credits.ts";
import { giftCreditLeft, giftExtendedDate, useGiftCredit } from "#scripts/dev-backend/gifts/billing.ts";
import { complaintRemediesFor, dayAfterLastInvoiced, discountOf } from "./charge-parts.ts";
import {
  markCharged,
  priceOn,
  renewalAnchor,
  scheduledCharge,
} from "#scripts/dev-backend/schedule/charges.ts";

interface UnpaidRow {
  aria_invoice_no: string;
  amount: number;
  due_date: string;
}

const periodEnd = (from: string, billingPeriod: string) =>
  addDays(addMonths(from, monthsPerPeriod(billingPeriod)), -1);

function methodOf(db: Database, accountNo: string) {
  const row = one<{ type: PaymentMethod["type"]; card_last4: string | null }>(
    db,
    "SELECT type, card_last4 FROM payment_methods WHERE aria_account_no = ?",
    accountNo,
  );
  return row ? { type: row.type, cardLast4: row.card_last4 } : null;
}

/**
 * What a renewal of the plan on `date` charges (the one pricing of a period): its price then (a price
 * change in force by then, schedule/charges.ts), less the subscription's discount code's share.
 */
export function renewalOn(
  db: Database,
  title: Title,
  accountNo: string,
  plan: { ariaPlanID: string; billingPeriod: string; price: number },
  date: string,
) {
  const price = priceOn(db, { titleCode: title.titleCode, accountNo }, plan, date, plan.price);
  return renewalCharge(price, plan.billingPeriod, date, discountOf(db, accountNo, title.titleCode));
}

/** What the next renewal charges: its day, the plan row it charges for, and the period. */
function nextCharge(db: Database, title: Title, sub: SubscriptionRow, today: string) {
  const from = dayAfterLastInvoiced(db, sub.aria_account_no, title.titleCode);
  // Renewals count from the start, or from the first charge on a moved payment day.
  const renewal = renewalAfter(renewalAnchor(db, sub), sub.billing_period, today);
  // A gift of the same product moves the charge on by its months (gifts/billing.ts).
  const base = giftExtendedDate(
    db,
    sub.aria_account_no,
    title.titleCode,
    from !== null && from > renewal ? from : renewal,
  );
  // A moved payment day's first charge, and pauses (schedule/charges.ts).
  const scheduled = scheduledCharge(db, sub.aria_account_no, title.titleCode, base, (day) =>
    periodEnd(day, sub.billing_period),
  );
  let { date, periodFrom, periodTo } = scheduled;
  let plan = { ariaPlanID: sub.aria_plan_id, price: sub.price, billingPeriod: sub.billing_period };
  let planName = sub.plan_name;
  const pending = sub.pending_plan ? (JSON.parse(sub.pending_plan) as Plan) : null;
  const effective = sub.pending_change
    ? (JSON.parse(sub.pending_change) as { effectiveDate: string }).effectiveDate
    : null;
  // A change that takes effect by then: the new plan is charged from its first day.
  if (pending && effective !== null && effective <= date) {
    date = periodFrom = from !== null && from > effective ? from : effective;
    plan = pending;
    planName = pending.planName;
    periodTo = periodEnd(date, plan.billingPeriod);
  }
  // A trial pays nothing now; its first payment is the plan's price as the title sells it.
  if (sub.inst_status_code === SubscriptionStatus.TRIAL) {
    const row = planRowFor(title, sub.aria_plan_id, plan.billingPeriod as Plan["billingPeriod"]);
    plan = { ...plan, price: row?.price ?? plan.price };
  }
  const priced = renewalOn(db, title, sub.aria_account_no, plan, date);
  // The first charge on a moved payment day is its pro rata amount, as quoted.
  const charge = scheduled.amount === null ? priced : { ...priced, amount: scheduled.amount };
  const remedies = complaintRemediesFor(db, sub.aria_account_no, title.titleCode, date);
  const afterComplaints = Math.max(0, charge.amount - remedies.credit);
  // Vacation stops' credits (delivery/stop-credits.ts), in øre, after the complaints'.
  const stopCredit = Math.min(
    stopCreditsFor(db, sub.aria_account_no, title.titleCode, date),
    afterComplaints,
  );
  // A gift of another product: its price lowers the payments until it is used up.
  const afterStops = Math.round((afterComplaints - stopCredit) * 100) / 100;
  const giftCredit = Math.min(giftCreditLeft(db, sub.aria_account_no, title.titleCode, date), afterStops);
  return {
    date,
    planName,
    billingPeriod: plan.billingPeriod,
    periodFrom,
    periodTo: addDays(periodTo, remedies.days),
    ...charge,
    amount: Math.round((afterStops - giftCredit) * 100) / 100,
    giftCredit,
    complaintCredit: Math.min(remedies.credit, charge.amount),
    stopCredit,
    daysAdded: remedies.days,
    applied: scheduled.applied,
    pending: pending && effective !== null ? { pending, effective } : null,
  };
}

/** The next payment of the account's subscription to the title; null when it is not paid for. */
export function nextPaymentOf(
  db: Database,
  title: Title,
  sub: SubscriptionRow,
  today: string,
): NextPayment | null {
  if (!hasAccess(sub.inst_status_code)) return null;
  if (sub.inst_status_code === SubscriptionStatus.PENDING_CANCELLATION)
    return { kind: "NONE_CANCELLED", lastAccessDay: sub.expires_on ?? today };
  const trial = sub.inst_status_code === SubscriptionStatus.TRIAL;
  const paying = pays({
    instStatusCode: sub.inst_status_code,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: sub.subscription_info1 },
  });
  if (!paying && !trial) return null;
  const next = nextCharge(db, title, sub, today);
  const facts = {
    date: next.date,
    amount: next.amount,
    discount: next.discount,
    method: methodOf(db, sub.aria_account_no),
    periodFrom: next.periodFrom,
    periodTo: next.periodTo,
    ...(next.complaintCredit > 0 ? { complaintCredit: next.complaintCredit } : {}),
    ...(next.stopCredit > 0 ? { stopCredit: next.stopCredit } : {}),
    ...(next.daysAdded > 0 ? { daysAdded: next.daysAdded } : {}),
    ...(next.giftCredit > 0 ? { giftCredit: next.giftCredit } : {}),
  };
  if (trial) return { kind: "TRIAL_ENDS", ...facts };
  const change = next.pending
    ? {
        planName: next.pending.pending.planName,
        amount: renewalOn(db, title, sub.aria_account_no, next.pending.pending, next.pending.effective)
          .amount,
        from: next.pending.effective,
      }
    : null;
  return { kind: "SCHEDULED", ...facts, change };
}

/**
 * The account's payment problem for the title, the oldest first: an unpaid invoice whose renewal
 * charge failed, or one past its due date. Access stops ACCESS_STOPS_AFTER_DAYS after the due date.
 */
export function paymentProblemOf(
  db: Database,
  accountNo: string,
  titleCode: string,
  today: string,
): PaymentProblem | null {
  const unpaid = many<UnpaidRow>(
    db,
    `SELECT aria_invoice_no, amount, due_date FROM invoices
     WHERE aria_account_no = ? AND title_code = ? AND paid = 0
     ORDER BY due_date, aria_invoice_no`,
    accountNo,
    titleCode,
  );
  for (const invoice of unpaid) {
    const failed = one<{ method: PaymentMethod["type"] }>(
      db,
      `SELECT method FROM payments WHERE aria_invoice_no = ? AND title_code = ? AND kind = 'INVOICE'
       AND return_url = '' AND status = 'FAILED' ORDER BY created_at DESC LIMIT 1`,
      invoice.aria_invoice_no,
      titleCode,
    );
    if (!failed && !isOverdue(invoice.due_date, today)) continue;
    return {
      kind: failed ? "CHARGE_FAILED" : "OVERDUE",
      ariaInvoiceNo: invoice.aria_invoice_no,
      amount: invoice.amount,
      since: invoice.due_date,
      method: failed?.method ?? null,
      accessStopsOn: accessStopsOn(invoice.due_date),
    };
  }
  return null;
}

export function paymentOutlookOf(
  db: Database,
  title: Title,
  sub: SubscriptionRow,
  today: string,
): PaymentOutlook {
  return {
    next: nextPaymentOf(db, title, sub, today),
    problem: paymentProblemOf(db, sub.aria_account_no, title.titleCode, today),
  };
}

/** Refused by the charge tool, with a Norwegian reason. */
export class ChargeRefused extends Error {}

export interface ChargeResult {
  ariaInvoiceNo: string;
  amount: number;
  method: PaymentMethod["type"];
  /** INVOICED: a giro invoice sent to be paid by its due date (no money moved). */
  status: "APPROVED" | "FAILED" | "INVOICED";
  periodFrom: string;
  periodTo: string;
  dueDate: string;
}

/**
 * Performs the subscription's next scheduled charge now: an invoice for its period, and for card,
 * Vipps, AvtaleGiro and Strex a payments row that pays it (APPROVED) or leaves it unpaid and due
 * today (FAILED, `fail`). A giro (BANKGIRO) subscriber is sent the invoice, due in 14 days. The next
 * payment then moves on one period. A failure sends the reminder.
 */
export function chargeRenewal(
  db: Database,
  title: Title,
  accountNo: string,
  options: { now: number; fail: boolean; origin: string; send: Send },
): ChargeResult {
  const today = osloToday(new Date(options.now));
  return transaction(db, () => {
    const sub = subscriptionOf(db, accountNo, title.titleCode);
    if (!sub) throw new ChargeRefused("Kontoen har ikke abonnement på denne tittelen");
    const next = nextPaymentOf(db, title, sub, today);
    if (!next || next.kind === "NONE_CANCELLED")
      throw new ChargeRefused("Abonnementet har ingen flere betalinger");
    if (!next.method) throw new ChargeRefused("Kontoen har ingen betalingsmåte");
    const plan = nextCharge(db, title, sub, today);
    const giro = next.method.type === "BANKGIRO";
    const status = giro ? "INVOICED" : options.fail ? "FAILED" : "APPROVED";
    const dueDate = giro ? addDays(today, 14) : today;
    const { documentNo: invoiceNo } = issueDocumentNo(db, {
      titleCode: title.titleCode,
      kind: "INVOICE",
      issuedOn: today,
    });
    run(
      db,
      `INSERT INTO invoices (aria_invoice_no, aria_account_no, kid, amount, paid, description, period_from,
         period_to, account_number, due_date, title_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      invoiceNo,
      accountNo,
      withKidCheckDigit(`${accountNo}${invoiceNo.slice(-4)}`),
      next.amount,
      status === "APPROVED" ? 1 : 0,
      DOCUMENT_WORDS[title.locale].periodLine(plan.planName, next),
      next.periodFrom,
      next.periodTo,
      INVOICE_BANK_ACCOUNT,
      dueDate,
      title.titleCode,
    );
    if (!giro) {
      const paymentId = randomToken(12);
      run(
        db,
        `INSERT INTO payments (id, kind, aria_account_no, title_code, method, aria_invoice_no, amount,
           return_url, status, created_at, card_last4) VALUES (?, 'INVOICE', ?, ?, ?, ?, ?, '', ?, ?, ?)`,
        paymentId,
        accountNo,
        title.titleCode,
        next.method.type,
        invoiceNo,
        next.amount,
        status,
        options.now,
        // The stored card the renewal was charged on: its receipt names it.
        status === "APPROVED" && next.method.type === "SWEDBANK-PPG" ? next.method.cardLast4 : null,
      );
      if (status === "APPROVED") issueReceiptNo(db, paymentId, today);
    }
    useGiftCredit(db, { ariaInvoiceNo: invoiceNo, titleCode: title.titleCode, accountNo }, plan.giftCredit);
    markCharged(db, plan.applied, invoiceNo);
    const result: ChargeResult = {
      ariaInvoiceNo: invoiceNo,
      amount: next.amount,
      method: next.method.type,
      status,
      periodFrom: next.periodFrom,
      periodTo: next.periodTo,
      dueDate,
    };
    if (status === "FAILED") {
      const problem = paymentProblemOf(db, accountNo, title.titleCode, today);
      if (problem) sendReminder(db, accountNo, problem, options.origin, options.send, title);
    }
    return result;
  });
}
