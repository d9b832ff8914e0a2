import { describe, expect, it } from "vitest";
import type { Invoice } from "./invoices.ts";
import { dueTense, isOverdue, payability, unpaidFirst } from "./invoices.ts";

const invoice = (ariaInvoiceNo: string, dueDate: string, paid: boolean): Invoice => ({
  ariaInvoiceNo,
  kid: "0000123",
  amount: 299,
  paid,
  description: "Digital",
  periodFrom: dueDate,
  periodTo: dueDate,
  dueDate,
  accountNumber: "1503 12 34567",
});

describe("invoices", () => {
  it("puts the unpaid first, oldest due first, then the paid newest first", () => {
    const list = [
      invoice("1", "2026-09-14", true),
      invoice("2", "2026-11-14", false),
      invoice("3", "2026-10-14", true),
      invoice("4", "2026-10-20", false),
    ];
    expect(unpaidFirst(list).map((i) => i.ariaInvoiceNo)).toEqual(["4", "2", "3", "1"]);
  });

  it("tells a payable invoice from a paid one and from an unknown number", () => {
    const list = [invoice("1", "2026-09-14", true), invoice("2", "2026-11-14", false)];
    expect(payability(list, "2").kind).toBe("payable");
    expect(payability(list, "1").kind).toBe("paid");
    expect(payability(list, "999").kind).toBe("unknown");
  });
});

describe("the tense of an unpaid invoice's due date", () => {
  const at = (iso: string) => new Date(iso);

  it("says forfalt for a date that has passed and forfaller for one still ahead", () => {
    expect(dueTense("2026-11-21", at("2026-11-25T12:00:00Z"))).toBe("overdue");
    expect(dueTense("2026-12-01", at("2026-11-25T12:00:00Z"))).toBe("due");
  });

  it("counts the due day itself as still in time", () => {
    expect(dueTense("2026-11-25", at("2026-11-25T12:00:00Z"))).toBe("due");
  });

  it("turns at Oslo midnight, not UTC midnight", () => {
    // Winter time (UTC+1): 23:00 UTC on the 24th is midnight on the 25th in Oslo.
    expect(dueTense("2026-11-24", at("2026-11-24T22:59:00Z"))).toBe("due");
    expect(dueTense("2026-11-24", at("2026-11-24T23:00:00Z"))).toBe("overdue");
    expect(dueTense("2026-11-24", at("2026-11-24T23:30:00Z"))).toBe("overdue");
    // Summer time (UTC+2): the day turns at 22:00 UTC.
    expect(dueTense("2026-07-15", at("2026-07-15T21:59:00Z"))).toBe("due");
    expect(dueTense("2026-07-15", at("2026-07-15T22:00:00Z"))).toBe("overdue");
  });

  it("is overdue from the day after the due date", () => {
    expect(isOverdue("2026-11-24", "2026-11-24")).toBe(false);
    expect(isOverdue("2026-11-24", "2026-11-25")).toBe(true);
    expect(isOverdue("2026-12-31", "2027-01-01")).toBe(true);
  });
});
