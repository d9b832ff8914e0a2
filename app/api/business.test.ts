import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import { forgetKeptAnswers } from "./client.ts";
import {
  getBusiness,
  inviteEmployees,
  requestBusinessCode,
  resendInvitation,
  verifyBusinessCode,
} from "./business.ts";
import { ApiError } from "./errors.ts";

const target = { accountNo: "41370945", titleCode: "SBX" };
const { answer, requests } = stubFetch();

describe("business calls", () => {
  it("getBusiness: the company, or not-admin for a 403", async () => {
    const company = { name: "Moe Bygg AS", emailDomain: "moebygg.no", maxInvitations: 25 };
    answer(200, { data: { company, invitations: [] } });
    await expect(getBusiness(target)).resolves.toEqual({ kind: "ok", company, invitations: [] });
    forgetKeptAnswers();
    answer(403, refusal(403));
    await expect(getBusiness(target)).resolves.toEqual({ kind: "not-admin" });
  });

  it("inviteEmployees sends the intent's idempotency key", async () => {
    answer(200, { data: { results: [{ email: "a@moebygg.no", result: "emailSent" }] } });
    await expect(inviteEmployees(target, ["a@moebygg.no"], { idempotencyKey: "k1" })).resolves.toEqual({
      kind: "ok",
      results: [{ email: "a@moebygg.no", result: "emailSent" }],
    });
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("k1");
  });

  it("resendInvitation: taken up (409) and gone (404) by meaning", async () => {
    answer(409, refusal(409));
    await expect(resendInvitation(target, "i1")).resolves.toEqual({ kind: "active" });
    answer(404, refusal(404));
    await expect(resendInvitation(target, "i1")).resolves.toEqual({ kind: "gone" });
  });

  it("the employee's code: not invited, already a subscriber, wrong and expired codes", async () => {
    answer(404, refusal(404));
    await expect(requestBusinessCode("a@moebygg.no", "SBX")).resolves.toEqual({ kind: "not-invited" });
    answer(409, refusal(409));
    await expect(requestBusinessCode("a@moebygg.no", "SBX")).resolves.toEqual({ kind: "already-subscriber" });
    answer(422, refusal(422));
    await expect(verifyBusinessCode("a@moebygg.no", "123456", "SBX")).resolves.toEqual({
      kind: "wrong-code",
    });
    answer(410, refusal(410));
    await expect(verifyBusinessCode("a@moebygg.no", "123456", "SBX")).resolves.toEqual({ kind: "expired" });
  });

  it("anything else still throws", async () => {
    answer(500, refusal(500));
    await expect(getBusiness(target)).rejects.toBeInstanceOf(ApiError);
  });
});
