import { describe, expect, it } from "vitest";
import { refusal as platformRefusal, stubFetch } from "#tests/support/fetch-stub.ts";
import {
  acceptFamilyInvitation,
  inviteFamilyMember,
  lookUpInvitation,
  removeFamilyMember,
  resendFamilyInvitation,
  withdrawFamilyInvitation,
} from "./family.ts";

const household = { accountNo: "40527391", titleCode: "SBX" };
const invitation = {
  id: "inv-1",
  email: "nora.nilsen@example.no",
  name: null,
  state: "emailSent",
  sentAt: "2026-11-18T09:00:00.000Z",
  expiresAt: "2026-11-25T09:00:00.000Z",
  acceptedAt: null,
  endedAt: null,
} as const;
const { answer, requests, bodies } = stubFetch();
/** The family API says why it refuses in the field `reason`. */
const refusal = (status: number, reason?: string) =>
  platformRefusal(status, reason ? { reason: [reason] } : undefined);

describe("inviteFamilyMember", () => {
  it("answers the invitation, sending the key along", async () => {
    answer(200, { data: invitation });
    await expect(
      inviteFamilyMember(household, "nora.nilsen@example.no", { idempotencyKey: "k-1" }),
    ).resolves.toEqual({ kind: "ok", invitation });
    expect(bodies[0]).toEqual({
      ariaAccountNo: "40527391",
      titleCode: "SBX",
      email: "nora.nilsen@example.no",
    });
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("k-1");
  });

  it("gives each reason of a 409 its kind", async () => {
    const cases = [
      ["ownAddress", "own-address"],
      ["userExist", "already-invited"],
      ["maxUsersReached", "full"],
      ["notShareable", "not-shareable"],
    ] as const;
    for (const [reason, kind] of cases) {
      answer(409, refusal(409, reason));
      await expect(inviteFamilyMember(household, "a@b.no")).resolves.toEqual({ kind });
    }
  });

  it("throws a 409 without a known reason, and what it does not expect", async () => {
    answer(409, refusal(409));
    await expect(inviteFamilyMember(household, "a@b.no")).rejects.toMatchObject({ status: 409 });
    answer(500, refusal(500));
    await expect(inviteFamilyMember(household, "a@b.no")).rejects.toMatchObject({ status: 500 });
  });
});

describe("resend, withdraw and remove", () => {
  it("resend: the invitation, answered, or full", async () => {
    answer(200, { data: invitation });
    await expect(resendFamilyInvitation(household, "inv-1")).resolves.toMatchObject({ kind: "ok" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/family/invitation/inv-1/resend");
    answer(409, refusal(409, "answered"));
    await expect(resendFamilyInvitation(household, "inv-1")).resolves.toEqual({ kind: "answered" });
    answer(409, refusal(409, "maxUsersReached"));
    await expect(resendFamilyInvitation(household, "inv-1")).resolves.toEqual({ kind: "full" });
  });

  it("withdraw: the invitation, or accepted meanwhile", async () => {
    answer(200, { data: { ...invitation, state: "withdrawn", endedAt: "2026-11-19T09:00:00.000Z" } });
    await expect(withdrawFamilyInvitation(household, "inv-1")).resolves.toMatchObject({ kind: "ok" });
    expect(requests[0]!.method).toBe("DELETE");
    answer(409, refusal(409, "accepted"));
    await expect(withdrawFamilyInvitation(household, "inv-1")).resolves.toEqual({ kind: "accepted" });
  });

  it("remove: the invitation, or not a member", async () => {
    answer(200, { data: { ...invitation, state: "used", name: "Nora Nilsen" } });
    await expect(removeFamilyMember(household, "inv-1")).resolves.toMatchObject({ kind: "ok" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/family/member/inv-1");
    answer(409, refusal(409, "notMember"));
    await expect(removeFamilyMember(household, "inv-1")).resolves.toEqual({ kind: "not-member" });
    answer(404, refusal(404));
    await expect(removeFamilyMember(household, "inv-1")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the invited person's link", () => {
  const token = "t".repeat(24);

  it("looks the link up, or answers null when no invitation has it", async () => {
    const lookup = {
      ownerName: "Kari Nordmann",
      titleCode: "SBX",
      titleName: "Sandkasseavisa",
      email: "nora.nilsen@example.no",
      expiresAt: "2026-11-25T09:00:00.000Z",
      status: "open",
    };
    answer(200, { data: lookup });
    await expect(lookUpInvitation(token)).resolves.toEqual(lookup);
    answer(404, refusal(404));
    await expect(lookUpInvitation(token)).resolves.toBeNull();
  });

  it("accepts, or says why not", async () => {
    answer(200, { data: { ownerName: "Kari Nordmann", titleCode: "SBX" } });
    await expect(acceptFamilyInvitation(token, "SBX")).resolves.toEqual({
      kind: "ok",
      ownerName: "Kari Nordmann",
    });
    const cases = [
      ["expired", "expired"],
      ["withdrawn", "withdrawn"],
      ["used", "used"],
      ["userHasSubscription", "subscriber"],
    ] as const;
    for (const [reason, kind] of cases) {
      answer(409, refusal(409, reason));
      await expect(acceptFamilyInvitation(token, "SBX")).resolves.toEqual({ kind });
    }
    answer(404, refusal(404));
    await expect(acceptFamilyInvitation(token, "SBX")).resolves.toEqual({ kind: "unknown" });
    answer(503, refusal(503));
    await expect(acceptFamilyInvitation(token, "SBX")).rejects.toMatchObject({ status: 503 });
  });
});
