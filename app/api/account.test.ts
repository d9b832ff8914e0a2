import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { exchangeCode } from "./account.ts";

const { answer, requests, bodies } = stubFetch();

const user = {
  spidId: 10000003,
  sp_id: "sp-1",
  displayName: "Kari Nordmann",
  givenName: "Kari",
  familyName: "Nordmann",
  phoneNumber: "",
};

describe("exchangeCode", () => {
  it("exchanges a sign-in started with a login token through handleLoginToken: state, code and the identity user id (SPEC §7)", async () => {
    answer(200, { data: user });
    await expect(exchangeCode({ code: "c-1", state: "eyJ1cmwiOiIvIn0", spidId: 10000003 })).resolves.toBe(
      "ok",
    );
    expect(requests[0]!.method).toBe("POST");
    expect(new URL(requests[0]!.url).pathname).toBe("/api/handleLoginToken");
    expect(bodies[0]).toEqual({ code: "c-1", state: "eyJ1cmwiOiIvIn0", spidId: 10000003 });
  });

  it("answers a refused state, a used token or another user's code (403) as wrong-state", async () => {
    answer(403, refusal(403));
    await expect(exchangeCode({ code: "c-1", state: "eyJ1cmwiOiIvIn0", spidId: 10000003 })).resolves.toBe(
      "wrong-state",
    );
  });
});
