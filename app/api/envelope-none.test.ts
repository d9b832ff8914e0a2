// A build made with MINSIDE_API_ENVELOPE=none (app/api/envelope.ts): the /api/ client reads the
// bare body as the answer's data, through the same `call` every screen uses.
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "#tests/support/fetch-stub.ts";
import { call } from "./client.ts";
import { ApiError } from "./errors.ts";

vi.mock("./envelope.ts", () => ({ API_ENVELOPE: "none" }));

const { answer } = stubFetch();

describe("the /api/ client in a build that reads the bare body", () => {
  it("answers the body itself as the data", async () => {
    answer(200, { loginToken: "0123456789abcdefghij" });
    await expect(call("loginToken", {})).resolves.toEqual({ loginToken: "0123456789abcdefghij" });
  });

  it("takes an answer wrapped in { data } as unexpected", async () => {
    answer(200, { data: { loginToken: "0123456789abcdefghij" } });
    await expect(call("loginToken", {})).rejects.toMatchObject({ kind: "malformed" });
    await expect(call("loginToken", {})).rejects.toBeInstanceOf(ApiError);
  });
});
