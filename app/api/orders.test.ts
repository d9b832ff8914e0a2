import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { addDiscount, checkDiscount, checkOrder, createOrder, getOrder } from "./orders.ts";

const { answer, requests, bodies } = stubFetch();

const order = {
  orderId: "o-1",
  status: "AWAITING_PAYMENT",
  ariaPlanID: "C-DIGITAL-DIGITAL",
  planName: "Digital",
  planProductType: "DIGITAL",
  billingPeriod: "MONTHLY",
  price: 299,
  campaign: "INTRO_1KR",
  firstAmount: 1,
  discountCode: null,
  firstMonths: 1,
  discountAmount: 0,
  discount: null,
  paymentMethod: "VIPPS",
  deliveryAddress: null,
  startDate: "2026-11-22",
  createdAt: "2026-11-22T10:00:00.000Z",
  paymentUrl: "https://betaling.example/o-1",
};

describe("getOrder and checkOrder", () => {
  it("answer the order", async () => {
    answer(200, { data: order });
    await expect(getOrder("o-1")).resolves.toMatchObject({ orderId: "o-1" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/order/o-1");
    await expect(checkOrder("o-1")).resolves.toMatchObject({ kind: "found", order: { orderId: "o-1" } });
  });

  it("answer none for an order that is not the user's (404)", async () => {
    answer(404, refusal(404));
    await expect(getOrder("o-1")).resolves.toBeNull();
    await expect(checkOrder("o-1")).resolves.toEqual({ kind: "unknown" });
  });

  it("getOrder throws a failing platform; checkOrder calls it unreachable", async () => {
    answer(503, refusal(503));
    await expect(getOrder("o-1")).rejects.toMatchObject({ status: 503 });
    await expect(checkOrder("o-1")).resolves.toEqual({ kind: "unreachable" });
  });
});

describe("createOrder", () => {
  const body = {
    ariaAccountNo: "12345678",
    titleCode: "ADR",
    ariaPlanID: "C-DIGITAL-DIGITAL",
    billingPeriod: "MONTHLY",
    campaign: null,
    paymentMethod: "VIPPS",
    useSavedCard: false,
    currency: "NOK-01",
    deliveryAddress: null,
    returnUrl: "https://minside.adressa.no/completevippspurchase",
    source: null,
  } as const;

  it("answers the trip, sending the idempotency key", async () => {
    answer(200, { data: { orderId: "o-1", paymentId: "o-1", redirectUrl: "https://betaling.example/o-1" } });
    await expect(createOrder(body, "key-12345")).resolves.toEqual({
      kind: "ok",
      orderId: "o-1",
      paymentId: "o-1",
      redirectUrl: "https://betaling.example/o-1",
    });
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("key-12345");
  });

  it.each([
    [409, "already-subscriber"],
    [404, "unknown-plan"],
    [422, "not-allowed"],
  ])("answers %i as %s", async (status, kind) => {
    answer(status, refusal(status));
    await expect(createOrder(body, "key-12345")).resolves.toEqual({ kind });
  });

  it("throws what it does not expect", async () => {
    answer(500, refusal(500));
    await expect(createOrder(body, "key-12345")).rejects.toMatchObject({ status: 500 });
  });
});

describe("checkDiscount", () => {
  it("answers what the code gives, or that it is unknown (404)", async () => {
    const details = { discountCode: "HOST", description: "50 % i 3 måneder", percentOff: 50, months: 3 };
    answer(200, { data: details });
    await expect(checkDiscount("HOST", "ADR")).resolves.toEqual({ kind: "ok", discount: details });
    answer(404, refusal(404));
    await expect(checkDiscount("HOST", "ADR")).resolves.toEqual({ kind: "unknown" });
  });
});

describe("addDiscount", () => {
  const body = { discountCode: "HOST", ariaAccountNo: "12345678", titleCode: "ADR", orderId: "o-1" };

  it("sends the code with the order's id and the idempotency key (SPEC §7 addDiscount)", async () => {
    answer(200, { data: { ok: true } });
    await expect(addDiscount(body, "key-12345")).resolves.toEqual({ kind: "ok" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/addDiscount");
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("key-12345");
    expect(bodies[0]).toEqual(body);
  });

  it.each([
    [404, "unknown"],
    [409, "taken"],
  ])("answers %i as %s", async (status, kind) => {
    answer(status, refusal(status));
    await expect(addDiscount(body, "key-12345")).resolves.toEqual({ kind });
  });
});
