import { afterEach, describe, expect, it, vi } from "vitest";
import { beginTrip, currentTrip, endTrip, invoicePaid, TEMP_KEYS } from "./payment-trip.ts";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the payment trip's temporary storage (SPEC §9 keys)", () => {
  it("keeps an invoice payment under temp_paym_id, temp_invoice_number and temp_invoice_due_amount", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 299 });
    expect(sessionStorage.getItem("temp_paym_id")).toBe("p-1");
    expect(sessionStorage.getItem("temp_invoice_number")).toBe("7100900");
    expect(sessionStorage.getItem("temp_invoice_due_amount")).toBe("299");
    expect(currentTrip()).toEqual({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 299 });
  });

  it("keeps a Vipps agreement under temp_agreement_id and the source under source", () => {
    beginTrip({ agreementId: "a-9", source: "sms" });
    expect(sessionStorage.getItem("temp_agreement_id")).toBe("a-9");
    expect(sessionStorage.getItem("source")).toBe("sms");
  });

  it("a new trip replaces what an unfinished one left, never mixing the two", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 299 });
    beginTrip({ agreementId: "a-9" });
    expect(currentTrip()).toEqual({ agreementId: "a-9" });
    expect(sessionStorage.getItem("temp_invoice_number")).toBeNull();
  });

  it("removes every key when the flow ends, whatever the outcome", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7", invoiceDueAmount: 1, agreementId: "a", source: "sms" });
    endTrip();
    for (const key of Object.values(TEMP_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    expect(currentTrip()).toBeNull();
  });

  it("uses the tab's session storage only, never local storage", () => {
    beginTrip({ paymentId: "p-1" });
    expect(localStorage.length).toBe(0);
  });

  it("keeps working when storage is switched off", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => beginTrip({ paymentId: "p-1" })).not.toThrow();
    expect(currentTrip()).toBeNull();
    expect(() => endTrip()).not.toThrow();
  });
});

describe("what an invoice payment paid, read back after the trip", () => {
  const answer = { paymentId: "p-1", ariaInvoiceNo: "7100900", amount: 299 };
  const without = { paymentId: "p-1", ariaInvoiceNo: null, amount: null };

  it("reads the invoice number and amount kept for the trip when the platform's answer lacks them", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 299 });
    expect(invoicePaid(without, currentTrip())).toEqual({ invoiceNumber: "7100900", amount: 299 });
  });

  it("takes what the platform reports over what was kept", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 250 });
    expect(invoicePaid(answer, currentTrip())).toEqual({ invoiceNumber: "7100900", amount: 299 });
  });

  it("never reads a trip kept for another payment", () => {
    beginTrip({ paymentId: "p-2", invoiceNumber: "7100901", invoiceDueAmount: 499 });
    expect(invoicePaid(without, currentTrip())).toEqual({ invoiceNumber: null, amount: null });
  });

  it("knows nothing more than the platform once the trip has ended", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900", invoiceDueAmount: 299 });
    endTrip();
    expect(invoicePaid(without, currentTrip())).toEqual({ invoiceNumber: null, amount: null });
    expect(invoicePaid(answer, currentTrip())).toEqual({ invoiceNumber: "7100900", amount: 299 });
  });

  it("does not take a stored amount that is not a number", () => {
    beginTrip({ paymentId: "p-1", invoiceNumber: "7100900" });
    sessionStorage.setItem("temp_invoice_due_amount", "mye");
    expect(invoicePaid(without, currentTrip())).toEqual({ invoiceNumber: "7100900", amount: null });
  });
});
