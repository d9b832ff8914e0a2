// Invoices as the product knows them (SPEC §3): the contract's zod schema (app/api/contract/
// payments.ts) is checked against this type, so the platform's answer and the product agree.
import { osloToday } from "./oslo-date.ts";

/** An invoice (SPEC §3 invoice: KID, price, paid or unpaid, description, period, account number). */
export interface Invoice {
  ariaInvoiceNo: string;
  kid: string;
  /** Whole kroner. */
  amount: number;
  paid: boolean;
  description: string;
  /** ISO calendar dates (Oslo). */
  periodFrom: string;
  periodTo: string;
  dueDate: string;
  /** The bank account to pay to, e.g. "1503 12 34567". */
  accountNumber: string;
  /** How it was sent: eFaktura, e-mail or paper (absent: not said). */
  sentAs?: "EFAKTURA" | "EMAIL" | "PAPER";
}

/** Unpaid first (the oldest due first: it is the most urgent), then the paid ones, newest first. */
export function unpaidFirst(invoices: readonly Invoice[]): Invoice[] {
  const unpaid = invoices.filter((i) => !i.paid).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const paid = invoices.filter((i) => i.paid).sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  return [...unpaid, ...paid];
}

/** Whether an invoice can be paid here: it exists on this account and is not paid yet. */
export type Payability =
  { kind: "payable"; invoice: Invoice } | { kind: "paid"; invoice: Invoice } | { kind: "unknown" };

export function payability(invoices: readonly Invoice[], ariaInvoiceNo: string): Payability {
  const invoice = invoices.find((i) => i.ariaInvoiceNo === ariaInvoiceNo);
  if (!invoice) return { kind: "unknown" };
  return invoice.paid ? { kind: "paid", invoice } : { kind: "payable", invoice };
}

/**
 * An unpaid invoice's due date in the right tense: "overdue" ("forfalt") once the date
 * has passed on Oslo's calendar, "due" ("forfaller") until then, the due day itself included — it
 * can still be paid in time that day. `now` is an instant; Oslo decides the day. The platform's own
 * statement of the rule: isOverdue in scripts/dev-backend/core/platform-rules.ts.
 */
export function dueTense(dueDate: string, now: Date = new Date()): "overdue" | "due" {
  return isOverdue(dueDate, osloToday(now)) ? "overdue" : "due";
}

/** Overdue: still unpaid after its due date (ISO dates, Oslo). */
export const isOverdue = (dueDate: string, today: string) => dueDate < today;
