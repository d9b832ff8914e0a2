// The invoice overview's year filter: a long history is read one year at a time, as
// the invoices' periods fall. An unpaid invoice is always shown, whatever year is chosen: it is
// the one thing on the page that asks the subscriber to act.
import type { Invoice } from "./invoices.ts";

/** The year an invoice belongs to: the year its period begins. */
export const invoiceYear = (invoice: Pick<Invoice, "periodFrom">) => Number(invoice.periodFrom.slice(0, 4));

/** The years the invoices fall in, newest first. */
export function invoiceYears(invoices: readonly Pick<Invoice, "periodFrom">[]): number[] {
  return [...new Set(invoices.map(invoiceYear))].sort((a, b) => b - a);
}

/**
 * The year asked for in the address (`?ar=2025`), when it is one of the invoices' years; anything
 * else (none, a typo, a year without invoices) is every year.
 */
export function chosenYear(param: string | null, years: readonly number[]): number | null {
  if (param === null || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return years.includes(year) ? year : null;
}

/** The invoices to show for a year (null: every year); unpaid ones are always among them. */
export function invoicesOfYear<T extends Pick<Invoice, "periodFrom" | "paid">>(
  invoices: readonly T[],
  year: number | null,
): T[] {
  return year === null ? [...invoices] : invoices.filter((i) => !i.paid || invoiceYear(i) === year);
}
