import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "#tests/support/fetch-stub.ts";
import { call, KEPT_ANSWER_MS, setUnauthorizedHandler } from "./client.ts";
import { ApiError, SignInStarted } from "./errors.ts";

const { answer, answerText, requests } = stubFetch();

beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    "https://minside.adressa.no/fakturaoversikt?source=sms#faktura-2",
  );
  document.cookie = "XSRF-TOKEN=token%2B123; path=/";
});

afterEach(() => {
  vi.useRealTimers();
  setUnauthorizedHandler(() => {});
});

describe("the /api/ client", () => {
  it("calls /api/ with the path parameters and answers the parsed data", async () => {
    answer(200, { data: { loginToken: "0123456789abcdefghij" } });
    await expect(call("loginToken", {})).resolves.toEqual({ loginToken: "0123456789abcdefghij" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/loginToken");
  });

  it("encodes path parameters", async () => {
    answer(200, { data: null });
    await call("getSubscription", { params: { accountNo: "12345678", titleCode: "ADR" } });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/subscription/12345678/ADR");
  });

  it("repeats the CSRF cookie as a header on state-changing calls only", async () => {
    answer(200, { data: {} });
    await call("logout", { body: {} });
    expect(requests[0]!.headers.get("X-XSRF-TOKEN")).toBe("token+123");
    answer(200, { data: { loginToken: "0123456789abcdefghij" } });
    await call("loginToken", {});
    expect(requests[1]!.headers.get("X-XSRF-TOKEN")).toBeNull();
  });

  it("sends an idempotency key when the intent has one", async () => {
    answer(200, { data: {} });
    await call("logout", { body: {} }, { idempotencyKey: "order-1" });
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("order-1");
  });

  it.each([401, 406])("starts sign-in on %i", async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer(status, { error: { status, message: "Ikke innlogget" } });
    await expect(call("getAccount", { params: { id: 1 } })).rejects.toBeInstanceOf(SignInStarted);
    expect(handler).toHaveBeenCalledOnce();
  });

  it("leaves a 401 to the caller when asked to", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    answer(401, { error: { status: 401, message: "Ikke innlogget" } });
    const error = await call("getAccount", { params: { id: 1 } }, { unauthorized: "throw" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });

  it("keeps the platform's message and failing fields on other errors", async () => {
    answer(400, { error: { status: 400, message: "Ugyldig forespørsel", fields: { spidId: ["Påkrevd"] } } });
    const error = (await call("createAccount", {
      body: { accountBalance: 0, spidId: 1, firstTitleCode: "ADR" },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      kind: "http",
      status: 400,
      message: "Ugyldig forespørsel",
      fields: { spidId: ["Påkrevd"] },
    });
  });

  it("refuses an answer that breaks the contract", async () => {
    answer(200, { data: { loginToken: 42 } });
    await expect(call("loginToken", {})).rejects.toMatchObject({ kind: "malformed" });
  });

  it("refuses an answer that is not JSON", async () => {
    answerText(200, '{"data":');
    await expect(call("loginToken", {})).rejects.toMatchObject({ kind: "malformed" });
  });
});

describe("answers kept for 5 minutes (ADR 022)", () => {
  const method = { data: { type: "SWEDBANK-PPG", cardLast4: "4242", cardExpiry: "2028-04" } };
  const ask = () => call("getPaymentMethod", { params: { accountNo: "A-1" } });

  it("asks once within 5 minutes, and again after", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    answer(200, method);
    await ask();
    await ask();
    expect(requests).toHaveLength(1);
    vi.setSystemTime(Date.now() + KEPT_ANSWER_MS + 1);
    await ask();
    expect(requests).toHaveLength(2);
  });

  it("forgets every kept answer when a state-changing call is made", async () => {
    answer(200, method);
    await ask();
    answer(200, { data: {} });
    await call("logout", { body: {} });
    answer(200, method);
    await ask();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/paymentMethod/A-1",
      "/api/logout",
      "/api/paymentMethod/A-1",
    ]);
  });

  it("does not keep a failure, nor a polled answer", async () => {
    answer(503, { error: { status: 503, message: "Nede" } });
    await expect(ask()).rejects.toBeInstanceOf(ApiError);
    answer(200, method);
    await ask();
    answer(200, { data: { loginToken: "0123456789abcdefghij" } });
    await call("loginToken", {});
    await call("loginToken", {});
    expect(requests).toHaveLength(4);
  });
});
