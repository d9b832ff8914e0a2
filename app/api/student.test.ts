import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { activateSchoolSubscription, outcomeOf, sendSchoolCode } from "./student.ts";

const { answer, requests, bodies } = stubFetch();

describe("the platform's student codes and results, by meaning (SPEC §4, §8)", () => {
  it.each([
    ["ok", "ok"],
    ["EMAIL_WRONG", "wrong-address"],
    ["EMAIL_DOES_NOT_EXIST", "wrong-address"],
    ["ARIA_ACTIVE", "has-subscription"],
    ["USER_HAS_ACTIVE_SUB", "has-subscription"],
    ["USER_EXIST_ACTIVE", "already-student"],
    ["USER_IS_ACTIVE", "already-student"],
    ["INVALID_CODE", "code-expired"],
    ["USER_NOT_EXIST", "no-user"],
    ["NO_SPID_FOUND", "no-user"],
    ["MISSING_PARAMETERS", "missing-values"],
    ["REQUEST_MISSING_VALUES", "missing-values"],
    ["ERROR", "error"],
    ["ERROR_IN_CREATING_ACCOUNT", "error"],
  ] as const)("%s means %s", (result, kind) => {
    expect(outcomeOf({ result })).toEqual({ kind });
  });

  it("a wrong code carries the tries left when the platform says, else null", () => {
    expect(outcomeOf({ result: "CODE_WRONG", triesLeft: 2 })).toEqual({ kind: "wrong-code", triesLeft: 2 });
    expect(outcomeOf({ result: "CODE_WRONG" })).toEqual({ kind: "wrong-code", triesLeft: null });
    expect(outcomeOf({ result: "AMPS_RETURNED_NULL" })).toEqual({ kind: "wrong-code", triesLeft: null });
  });
});

describe("the calls", () => {
  it("send the code with its kind and the intent's idempotency key", async () => {
    answer(200, { data: { result: "EMAIL_WRONG" } });
    await expect(sendSchoolCode("pupil", "a@gmail.com", "SBX", "key-1")).resolves.toEqual({
      kind: "wrong-address",
    });
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe("/api/student-email/");
    expect(request.headers.get("Idempotency-Key")).toBe("key-1");
    expect(bodies[0]).toEqual({ email: "a@gmail.com", titleCode: "SBX", kind: "pupil" });
  });

  it("activate with the code, and still throw a failing platform", async () => {
    answer(200, { data: { result: "CODE_WRONG", triesLeft: 3 } });
    await expect(
      activateSchoolSubscription("student", { email: "a@uio.no", code: "123456", titleCode: "SBX" }, "k"),
    ).resolves.toEqual({ kind: "wrong-code", triesLeft: 3 });
    answer(503, refusal(503));
    await expect(
      activateSchoolSubscription("student", { email: "a@uio.no", code: "123456", titleCode: "SBX" }, "k"),
    ).rejects.toMatchObject({ status: 503 });
  });
});
