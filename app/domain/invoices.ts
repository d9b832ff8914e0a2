import type { Invoice } from "#app/api/contract/payments.ts";

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
