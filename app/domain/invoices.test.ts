import { describe, expect, it } from "vitest";
import type { Invoice } from "./invoices.ts";
import { payability, unpaidFirst } from "./invoices.ts";

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
