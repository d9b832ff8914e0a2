import { describe, expect, it } from "vitest";
import { refusal, stubFetch } from "#tests/support/fetch-stub.ts";
import {
  endDeliveryChange,
  moveDeliveryChangeEnd,
  registerDeliveryChange,
  withdrawDeliveryChange,
} from "./delivery.ts";

const target = { accountNo: "12345678", titleCode: "ADR" };
const change = {
  id: "c1",
  type: "STOP",
  from: "2026-12-01",
  to: "2026-12-14",
  openEnd: false,
  address: null,
  status: "REGISTERED",
  createdAt: "2026-11-20T10:00:00.000Z",
} as const;
const { answer, requests, bodies } = stubFetch();

describe("registerDeliveryChange", () => {
  const stop = { type: "STOP", from: "2026-12-01", to: "2026-12-14", openEnd: false, address: null } as const;

  it("answers the registered change", async () => {
    answer(200, { data: change });
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "ok",
      change,
    });
    expect(bodies[0]).toMatchObject({ ariaAccountNo: "12345678", titleCode: "ADR", type: "STOP" });
  });

  it("says an overlap (409)", async () => {
    answer(409, refusal(409));
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "overlap",
    });
  });

  it("says too late with the next possible day (422), or without one when it is not a date", async () => {
    answer(422, refusal(422, { nextPossible: ["2026-12-03"] }));
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "too-late",
      nextPossible: "2026-12-03",
    });
    answer(422, refusal(422, { nextPossible: ["snart"] }));
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "too-late",
      nextPossible: null,
    });
  });

  it("names the refused fields (400)", async () => {
    answer(400, refusal(400, { "address.street": ["Påkrevd"] }));
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).resolves.toEqual({
      kind: "invalid",
      fields: { "address.street": ["Påkrevd"] },
    });
  });

  it("throws what it does not expect", async () => {
    answer(500, refusal(500));
    await expect(registerDeliveryChange(target, stop, { idempotencyKey: "k" })).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe("withdrawDeliveryChange", () => {
  it("answers the withdrawn change, or that it has started (409)", async () => {
    answer(200, { data: { ...change, status: "WITHDRAWN" } });
    await expect(withdrawDeliveryChange(target, "c1")).resolves.toMatchObject({ kind: "ok" });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/delivery/change/c1");
    answer(409, refusal(409));
    await expect(withdrawDeliveryChange(target, "c1")).resolves.toEqual({ kind: "started" });
  });

  it("throws an unknown change (404)", async () => {
    answer(404, refusal(404));
    await expect(withdrawDeliveryChange(target, "c1")).rejects.toMatchObject({ status: 404 });
  });
});

describe("endDeliveryChange", () => {
  it("answers the ended change, or too late with the next possible day (422)", async () => {
    answer(200, { data: { ...change, openEnd: true, to: "2026-12-20" } });
    await expect(endDeliveryChange(target, "c1", "2026-12-21")).resolves.toMatchObject({ kind: "ok" });
    expect(bodies[0]).toMatchObject({ resumeOn: "2026-12-21" });
    answer(422, refusal(422, { nextPossible: ["2026-12-22"] }));
    await expect(endDeliveryChange(target, "c1", "2026-12-21")).resolves.toEqual({
      kind: "too-late",
      nextPossible: "2026-12-22",
    });
  });
});

describe("moveDeliveryChangeEnd", () => {
  const key = { idempotencyKey: "k" };

  it("answers the change with its new last day, sent with the key", async () => {
    answer(200, { data: { ...change, to: "2026-12-20" } });
    await expect(moveDeliveryChangeEnd(target, "c1", "2026-12-20", key)).resolves.toMatchObject({
      kind: "ok",
      change: { to: "2026-12-20" },
    });
    expect(new URL(requests[0]!.url).pathname).toBe("/api/delivery/change/c1/last-day");
    expect(requests[0]!.headers.get("Idempotency-Key")).toBe("k");
    expect(bodies[0]).toEqual({ ariaAccountNo: "12345678", titleCode: "ADR", to: "2026-12-20" });
  });

  it("says why the platform refused it (422): before the start, too late with the days, an overlap", async () => {
    answer(422, refusal(422, { reason: ["before-start"] }));
    await expect(moveDeliveryChangeEnd(target, "c1", "2026-11-30", key)).resolves.toEqual({
      kind: "before-start",
    });
    answer(
      422,
      refusal(422, { reason: ["too-late"], nextPossible: ["2026-12-03"], lastDay: ["2026-12-02"] }),
    );
    await expect(moveDeliveryChangeEnd(target, "c1", "2026-12-01", key)).resolves.toEqual({
      kind: "too-late",
      nextPossible: "2026-12-03",
      lastDay: "2026-12-02",
    });
    answer(422, refusal(422, { reason: ["overlap"] }));
    await expect(moveDeliveryChangeEnd(target, "c1", "2026-12-30", key)).resolves.toEqual({
      kind: "overlap",
    });
  });
});
