import { afterEach, describe, expect, it, vi } from "vitest";
import { beginTrip, currentTrip, endTrip, TEMP_KEYS } from "./payment-trip.ts";

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
