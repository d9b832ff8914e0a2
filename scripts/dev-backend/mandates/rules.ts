// AvtaleGiro at the stand-in (docs/decisions/053): what a mandate's limit must cover, and what the
// bank's answer does. A confirmed mandate becomes the account's payment method in the same
// transaction, recorded in the history as AvtaleGiro's with its limit, so the history tells of it and
// the receipt goes out like every change's (history/receipts.ts).
import type { Mandate, MandateRejection } from "#app/api/contract/mandates.ts";
import { MANDATE_LIMIT_MAX } from "#app/api/contract/mandates.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Send } from "#scripts/dev-backend/messages/deliver.ts";
import { subscriptionOf } from "#scripts/dev-backend/core/handler.ts";
import { putPaymentMethod } from "#scripts/dev-backend/core/rows.ts";
import { many, one, run, transaction, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";
import { changesBefore, sendReceipt } from "#scripts/dev-backend/history/receipts.ts";
import { nextPaymentOf } from "#scripts/dev-backend/payments/billing.ts";
import type { MandateRow } from "./tables.ts";

export const toMandate = (row: MandateRow): Mandate => ({
  mandateId: row.id,
  status: row.status,
  limit: row.limit_amount,
  requestedOn: row.requested_on,
  answeredOn: row.answered_on,
  rejection: row.rejection as MandateRejection | null,
});

/** The account's latest mandate, the one a screen tells of. */
export const latestMandate = (db: Database, accountNo: string) =>
  one<MandateRow>(
    db,
    "SELECT * FROM mandates WHERE aria_account_no = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    accountNo,
  );

/** The waiting mandate, else the active one (at most one of each: mandates_one_live). */
export const liveMandate = (db: Database, accountNo: string) =>
  one<MandateRow>(
    db,
    `SELECT * FROM mandates WHERE aria_account_no = ? AND status IN ('WAITING', 'ACTIVE')
     ORDER BY status = 'WAITING' DESC LIMIT 1`,
    accountNo,
  );

/**
 * The largest single charge the title's subscription has ahead: the next one as charged, the plan's
 * full price (a discount ends) and a pending plan's amount. 0 when nothing is paid.
 */
export function largestCharge(db: Database, title: Title, accountNo: string, today: string): number {
  const sub = subscriptionOf(db, accountNo, title.titleCode);
  if (!sub) return 0;
  const next = nextPaymentOf(db, title, sub, today);
  if (!next || next.kind === "NONE_CANCELLED") return 0;
  const change = next.kind === "SCHEDULED" ? (next.change?.amount ?? 0) : 0;
  return Math.max(next.amount, sub.price, change);
}

/** A quarter above the largest charge, up to the next hundred: a price rise still fits. */
export const suggestedLimit = (largest: number) =>
  Math.min(MANDATE_LIMIT_MAX, Math.max(100, Math.ceil((largest * 1.25) / 100) * 100));

/**
 * Makes AvtaleGiro the account's payment method (confirmed) or invoice again (stopped), and records it
 * in the history as AvtaleGiro's, with the mandate's limit: the history and the receipt name it.
 */
function recordMandate(db: Database, row: MandateRow, event: "confirmed" | "stopped", now: number) {
  putPaymentMethod(db, row.aria_account_no, { type: event === "confirmed" ? "AVTALEGIRO" : "BANKGIRO" });
  recordHistory(db, row.aria_account_no, row.title_code, now, "avtalegiro", {
    event,
    limit: row.limit_amount,
  });
}

export type BankAnswer =
  | { kind: "confirm" }
  | { kind: "reject"; reason: MandateRejection }
  | { kind: "cancel" }
  | { kind: "fail" }
  | { kind: "later" };

/**
 * The bank's answer to a mandate at its page (AT_BANK) or waiting (WAITING); an answer to one
 * answered already changes nothing. A confirmation makes AvtaleGiro the payment method and sends
 * the receipt; `later` leaves it waiting for the bank.
 */
export function answerMandate(
  db: Database,
  id: string,
  answer: BankAnswer,
  clock: { now: number; today: string; send: Send },
): MandateRow | undefined {
  return transaction(db, () => {
    const row = one<MandateRow>(db, "SELECT * FROM mandates WHERE id = ?", id);
    if (!row || (row.status !== "AT_BANK" && row.status !== "WAITING")) return row;
    if (answer.kind === "later") {
      // An active one (a new limit asked for) goes on until the bank confirms this one.
      if (row.status === "AT_BANK") run(db, "UPDATE mandates SET status = 'WAITING' WHERE id = ?", id);
      return one<MandateRow>(db, "SELECT * FROM mandates WHERE id = ?", id);
    }
    const title = clock.send.titles.find((t) => t.titleCode === row.title_code);
    const before = title ? changesBefore(db, row.aria_account_no, row.title_code) : null;
    if (answer.kind === "confirm") {
      // It replaces the active one (a new limit).
      stopLiveMandates(db, row.aria_account_no, clock.today);
      run(db, "UPDATE mandates SET status = 'ACTIVE', answered_on = ? WHERE id = ?", clock.today, id);
      recordMandate(db, row, "confirmed", clock.now);
    } else {
      const status =
        answer.kind === "reject" ? "REJECTED" : answer.kind === "cancel" ? "CANCELLED" : "FAILED";
      run(
        db,
        "UPDATE mandates SET status = ?, rejection = ?, answered_on = ? WHERE id = ?",
        status,
        answer.kind === "reject" ? answer.reason : null,
        clock.today,
        id,
      );
    }
    if (title && before)
      sendReceipt(db, clock.send, clock.today, { accountNo: row.aria_account_no, title, before });
    return one<MandateRow>(db, "SELECT * FROM mandates WHERE id = ?", id);
  });
}

/**
 * Ends the account's waiting or active mandate: stopped from Min side, or replaced by a card or Vipps
 * (payments/provider.ts). Stopped from Min side, the account pays by invoice from the next charge.
 */
export function stopLiveMandates(db: Database, accountNo: string, today: string) {
  run(
    db,
    "UPDATE mandates SET status = 'STOPPED', answered_on = ? WHERE aria_account_no = ? AND status IN ('WAITING', 'ACTIVE')",
    today,
    accountNo,
  );
}

/** Stops the live mandate from Min side: back to invoice when AvtaleGiro was the method. */
export function stopMandate(db: Database, accountNo: string, today: string, now: number) {
  const row = liveMandate(db, accountNo);
  if (!row) return undefined;
  // The one drawing now is what stops being paid by (a new limit may be waiting beside it).
  const drawing = one<MandateRow>(
    db,
    "SELECT * FROM mandates WHERE aria_account_no = ? AND status = 'ACTIVE'",
    accountNo,
  );
  stopLiveMandates(db, accountNo, today);
  const method = one<{ type: string }>(
    db,
    "SELECT type FROM payment_methods WHERE aria_account_no = ?",
    accountNo,
  );
  if (drawing && method?.type === "AVTALEGIRO") recordMandate(db, drawing, "stopped", now);
  return one<MandateRow>(db, "SELECT * FROM mandates WHERE id = ?", row.id)!;
}

/**
 * An unpaid invoice not yet due that the active mandate covers: the bank draws it on its due date.
 * One past its due date was not drawn, and is paid as any other.
 */
export function drawnByAvtaleGiro(
  db: Database,
  invoice: { aria_account_no: string; paid: number; amount: number; due_date: string },
  today: string,
) {
  if (invoice.paid === 1 || invoice.due_date < today) return false;
  const active = one<MandateRow>(
    db,
    "SELECT * FROM mandates WHERE aria_account_no = ? AND status = 'ACTIVE'",
    invoice.aria_account_no,
  );
  return !!active && invoice.amount <= active.limit_amount;
}

/**
 * The bank refuses to draw a charge above the active mandate's limit: a renewal charged by
 * AvtaleGiro then fails like a refused card (POST /_dev/charge).
 */
export function overMandateLimit(db: Database, title: Title, accountNo: string, today: string) {
  const sub = subscriptionOf(db, accountNo, title.titleCode);
  const next = sub ? nextPaymentOf(db, title, sub, today) : null;
  if (!next || next.kind === "NONE_CANCELLED" || next.method?.type !== "AVTALEGIRO") return false;
  const active = one<MandateRow>(
    db,
    "SELECT * FROM mandates WHERE aria_account_no = ? AND status = 'ACTIVE'",
    accountNo,
  );
  return !!active && next.amount > active.limit_amount;
}

/** Every mandate waiting for the bank (the dev tools' list). */
export const waitingMandates = (db: Database) =>
  many<MandateRow>(db, "SELECT * FROM mandates WHERE status = 'WAITING' ORDER BY created_at");
