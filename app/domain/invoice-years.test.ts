import { describe, expect, it } from "vitest";
import { chosenYear, invoicesOfYear, invoiceYears } from "./invoice-years.ts";

const invoice = (periodFrom: string, paid = true) => ({ periodFrom, paid });

describe("the invoice overview's year filter", () => {
  const history = [
    invoice("2026-11-01", false),
    invoice("2026-10-01"),
    invoice("2025-12-01"),
    invoice("2025-01-01"),
    invoice("2024-06-01"),
  ];

  it("offers the years the invoices' periods begin in, newest first, each once", () => {
    expect(invoiceYears(history)).toEqual([2026, 2025, 2024]);
    expect(invoiceYears([])).toEqual([]);
  });

  it("takes the year from the address only when there are invoices that year", () => {
    const years = invoiceYears(history);
    expect(chosenYear("2025", years)).toBe(2025);
    expect(chosenYear(null, years)).toBeNull();
    expect(chosenYear("2019", years)).toBeNull();
    expect(chosenYear("20x5", years)).toBeNull();
    expect(chosenYear("02025", years)).toBeNull();
  });

  it("shows the chosen year's invoices, and an unpaid invoice whatever the year", () => {
    expect(invoicesOfYear(history, 2025)).toEqual([
      invoice("2026-11-01", false),
      invoice("2025-12-01"),
      invoice("2025-01-01"),
    ]);
    expect(invoicesOfYear(history, null)).toEqual(history);
  });
});
