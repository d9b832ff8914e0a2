import { beforeEach, describe, expect, it } from "vitest";
import { actorFor, currentTracking, ensureTracking, resetTracking } from "./tracking.ts";

beforeEach(() => resetTracking());

describe("the tracking object (SPEC §3, §4)", () => {
  it("is initialised with product minside when missing, and kept after that", () => {
    expect(currentTracking()).toBeNull();
    const first = ensureTracking(actorFor("sdrn:spid.no:user:10000003", "Digital"), "minside.adressa.no");
    expect(first).toEqual({
      product: "minside",
      deployStage: "pro",
      actor: {
        id: "sdrn:spid.no:user:10000003",
        subscriptionName: "Abo",
        realm: "spid.no",
        productFeatures: ["Digital"],
      },
    });
    ensureTracking(actorFor("sdrn:spid.no:user:1", null), "localhost");
    expect(currentTracking()).toBe(first);
  });

  it("marks a user without subscription and development hosts", () => {
    expect(ensureTracking(actorFor("sdrn:spid.no:user:1", null), "sbx.localhost")).toMatchObject({
      deployStage: "dev",
      actor: { subscriptionName: "False", productFeatures: [] },
    });
  });
});
