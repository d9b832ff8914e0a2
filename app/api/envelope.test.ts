// The envelope setting (app/api/envelope.ts): a build that reads `{ "data": … }` and one that reads
// the bare body (SPEC §7: "the product uses the response body data").
import { describe, expect, it } from "vitest";
import { api } from "./contract.ts";
import { answerOf } from "./client.ts";
import { API_ENVELOPE } from "./envelope.ts";

const token = { loginToken: "0123456789abcdefghij" };

describe("where an answer's data is", () => {
  it("is inside { data } unless a build says otherwise", () => {
    expect(API_ENVELOPE).toBe("data");
  });

  it('reads { "data": … } in a "data" build, and refuses the bare body there', () => {
    expect(answerOf(api.loginToken.response, { data: token }, "data")).toEqual({
      success: true,
      data: token,
    });
    expect(answerOf(api.loginToken.response, token, "data").success).toBe(false);
  });

  it('reads the bare body in a "none" build, and refuses it wrapped there', () => {
    expect(answerOf(api.loginToken.response, token, "none")).toEqual({ success: true, data: token });
    expect(answerOf(api.loginToken.response, { data: token }, "none").success).toBe(false);
  });

  it("reads an answer that is null (no subscription) in either build", () => {
    expect(answerOf(api.getSubscription.response, { data: null }, "data")).toEqual({
      success: true,
      data: null,
    });
    expect(answerOf(api.getSubscription.response, null, "none")).toEqual({ success: true, data: null });
  });
});
