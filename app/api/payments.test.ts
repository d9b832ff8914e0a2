import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { forgetKeptAnswers } from "./client.ts";
import { getPayment, getPaymentMethod, payInvoice } from "./payments.ts";

const { answer, requests } = stubFetch();

describe("getPayment", () => {
  it("answers the trip's outcome, or none for a payment that is not the user's (404)", async () => {
    const payment = {
      paymentId: "p-1",
      kind: "INVOICE",
      method: "VIPPS",
      status: "APPROVED",
      ariaInvoiceNo: "F-1",
      amount: 299,
    };
    answer(200, { data: payment });
    await expect(getPayment("p-1")).resolves.toEqual(payment);
    expect(new URL(requests[0]!.url).pathname).toBe("/api/payment/p-1");
    answer(404, refusal(404));
    await expect(getPayment("p-1")).resolves.toBeNull();
  });

  it("throws what it does not expect", async () => {
    answer(500, refusal(500));
    await expect(getPayment("p-1")).rejects.toMatchObject({ status: 500 });
  });
});

describe("getPaymentMethod", () => {
  it("answers the method, none registered, or that the platform did not tell", async () => {
    const card = { type: "SWEDBANK-PPG", cardLast4: "4242", cardExpiry: "2028-04" };
    answer(200, { data: card });
    await expect(getPaymentMethod("12345678")).resolves.toEqual({ kind: "ok", method: card });
    forgetKeptAnswers();
    answer(200, { data: null });
    await expect(getPaymentMethod("12345678")).resolves.toEqual({ kind: "ok", method: null });
    forgetKeptAnswers();
    answer(503, refusal(503));
    await expect(getPaymentMethod("12345678")).resolves.toEqual({ kind: "unavailable" });
  });
});

describe("payInvoice", () => {
  const body = {
    ariaAccountNo: "12345678",
    titleCode: "ADR",
    paymentMethod: "VIPPS",
    currency: "NOK-01",
    returnUrl: "https://minside.adressa.no/betal-faktura/F-1",
  } as const;

  it("answers the trip, sending the idempotency key", async () => {
    answer(200, { data: { paymentId: "p-1", redirectUrl: "https://betaling.example/p-1" } });
    await expect(payInvoice("F-1", body, "key-12345")).resolves.toEqual({
      kind: "ok",
      paymentId: "p-1",
      redirectUrl: "https://betaling.example/p-1",
    });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/invoice/F-1/payment");
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("key-12345");
  });

  it.each([
    [409, "paid"],
    [404, "unknown"],
  ])("answers %i as %s", async (status, kind) => {
    answer(status, refusal(status));
    await expect(payInvoice("F-1", body, "key-12345")).resolves.toEqual({ kind });
  });
});
