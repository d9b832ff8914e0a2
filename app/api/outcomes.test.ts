// The resource modules give the platform's refusals their meaning once: each refusal a screen
// relies on comes back as a kind, and anything unexpected still fails loudly.
import { describe, expect, it } from "vitest";
import { refusal as platformRefusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { connectAccount, exchangeCode, resendCode, searchAccount } from "./account.ts";
import { callExpecting } from "./client.ts";
import { registerComplaint } from "./complaint.ts";
import { ApiError } from "./errors.ts";
import { accountBody } from "./title-account.ts";
import { cancelSubscription, changeSubscription, reactivateSubscription } from "./subscription.ts";

/** Each request is answered in turn with the next status and body. */
const { answers, requests } = stubFetch();
const refusal = (status: number, fields?: Record<string, string[]>) =>
  [status, platformRefusal(status, fields)] as [number, unknown];

const account = { accountNo: "12345678", titleCode: "ADR" };

describe("callExpecting", () => {
  it("answers ok with the data", async () => {
    answers([200, { data: { loginToken: "0123456789abcdefghij" } }]);
    await expect(callExpecting("loginToken", {}, { 404: "none" })).resolves.toEqual({
      kind: "ok",
      data: { loginToken: "0123456789abcdefghij" },
    });
  });

  it("turns an expected status into its kind and still throws the unexpected ones", async () => {
    answers(refusal(404), refusal(500));
    const none = await callExpecting("getAccount", { params: { id: 1 } }, { 404: "none" });
    expect(none.kind).toBe("none");
    await expect(callExpecting("getAccount", { params: { id: 1 } }, { 404: "none" })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe("subscription outcomes", () => {
  it("a second undo, change or cancel is 'already', not an error", async () => {
    answers(refusal(409), refusal(409), refusal(409));
    await expect(reactivateSubscription(account)).resolves.toBe("already-active");
    await expect(
      changeSubscription(
        account,
        { ariaPlanID: "P", billingPeriod: "MONTHLY" },
        { idempotencyKey: "k-123456" },
      ),
    ).resolves.toBe("refused");
    await expect(
      cancelSubscription(
        account,
        {
          reason: "Pris",
          customerNumber: "12345678",
          name: "Kari",
          product: "Digital",
          cancelKind: "CANCELLATION",
        },
        { idempotencyKey: "k-654321" },
      ),
    ).resolves.toBe("already-cancelled");
    expect(requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual([null, "k-123456", "k-654321"]);
  });
});

describe("account outcomes", () => {
  it("finds a subscription, or says none was found", async () => {
    answers([200, { data: { searchId: "s1", maskedPhoneNumber: "*** ** 678" } }], refusal(404));
    await expect(searchAccount({ email: "kari@example.no" })).resolves.toEqual({
      kind: "found",
      searchId: "s1",
      maskedPhoneNumber: "*** ** 678",
    });
    await expect(searchAccount({ phoneNumber: "92345678" })).resolves.toEqual({ kind: "not-found" });
  });

  it("tells a wrong code from an expired one, and connects only after a right one", async () => {
    answers(refusal(422), refusal(410), [200, { data: { verified: true } }], refusal(404));
    await expect(connectAccount("s1", "123456")).resolves.toBe("wrong-code");
    await expect(connectAccount("s1", "123456")).resolves.toBe("expired");
    await expect(connectAccount("s1", "123456")).resolves.toBe("expired");
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/verify/",
      "/api/verify/",
      "/api/verify/",
      "/api/account/assign",
    ]);
  });

  it("tells an active subscription to the same title from a spent search", async () => {
    answers(
      [200, { data: { verified: true } }],
      [409, { error: { status: 409, message: "Aktivt", code: "ALREADY_SUBSCRIBED" } }],
      [200, { data: { verified: true } }],
      refusal(409),
    );
    await expect(connectAccount("s1", "123456")).resolves.toBe("already-subscribed");
    await expect(connectAccount("s1", "123456")).resolves.toBe("expired");
  });

  it("says when too many codes were sent", async () => {
    answers([200, { data: { maskedPhoneNumber: "*** ** 678" } }], refusal(429));
    await expect(resendCode("s1")).resolves.toEqual({ kind: "sent", maskedPhoneNumber: "*** ** 678" });
    await expect(resendCode("s1")).resolves.toEqual({ kind: "too-many" });
  });

  it("a state this browser did not start is 'wrong-state'", async () => {
    answers(refusal(403));
    await expect(exchangeCode({ code: "c", state: "s", spidId: 1 })).resolves.toBe("wrong-state");
  });
});

describe("complaint outcomes", () => {
  const complaint = {
    ...accountBody(account),
    dates: ["2026-11-20"],
    category: "MISSING",
    remedy: "NONE" as const,
    comment: "",
  };
  const coded = (status: number, fields: Record<string, string[]>, code: string) =>
    [status, { error: { status, message: "Nei", fields, code } }] as [number, unknown];

  it("names the refused fields, and a 422 is about the days even when no field is named", async () => {
    answers(refusal(400, { comment: ["too long"], other: ["x"] }), refusal(422));
    await expect(registerComplaint(complaint, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "refused",
      fields: ["comment"],
      dates: null,
      remedy: null,
    });
    await expect(registerComplaint(complaint, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "refused",
      fields: ["dates"],
      dates: null,
      remedy: null,
    });
  });

  it("gives the platform's reason for the days and for the remedy", async () => {
    answers(
      coded(422, { dates: ["Du har allerede reklamert"] }, "already-complained"),
      coded(422, { remedy: ["For sent"] }, "after-cutoff"),
    );
    await expect(registerComplaint(complaint, { idempotencyKey: "k" })).resolves.toMatchObject({
      fields: ["dates"],
      dates: "already-complained",
      remedy: null,
    });
    await expect(registerComplaint(complaint, { idempotencyKey: "k" })).resolves.toMatchObject({
      fields: ["remedy"],
      dates: null,
      remedy: "after-cutoff",
    });
  });
});
