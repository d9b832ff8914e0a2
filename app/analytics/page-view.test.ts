import { describe, expect, it } from "vitest";
import { isTracked, pageObject, pageView } from "./page-view.ts";

describe("page views (SPEC §3, §4)", () => {
  it("names the page by its path and reads plan, offer and source from the query, nothing else", () => {
    expect(
      pageObject("/bestill-abonnement/", "?plan=ADR_DIGI&tilbud=X1&source=fb&epost=a@b.no&code=1"),
    ).toEqual({
      id: "bestill-abonnement",
      type: "Page",
      contentId: "/bestill-abonnement",
      aria_plan_id: "ADR_DIGI",
      discount_id: "X1",
      source: "fb",
    });
    expect(pageObject("/", "").id).toBe("forside");
  });

  it("carries the actor and the marketing parameters", () => {
    const actor = {
      id: "sdrn:x:user:1",
      subscriptionName: "Abo" as const,
      realm: "x",
      productFeatures: ["Digital"],
    };
    expect(pageView({ pathname: "/", search: "?utm_campaign=jul" }, actor, "dev")).toMatchObject({
      actor,
      marketing: { campaign: "jul" },
      deployStage: "dev",
    });
  });

  it("never tracks /callback", () => {
    expect(isTracked("/callback")).toBe(false);
    expect(isTracked("/callback/")).toBe(false);
    expect(isTracked("/")).toBe(true);
  });
});

describe("the tracker id (SPEC §9)", () => {
  it("is the client name of the title's provider sdrn", async () => {
    const { trackerId } = await import("./analytics.ts");
    expect(trackerId("sdrn:polarismedia:client:adressa")).toBe("adressa");
    expect(trackerId("adressa")).toBe("adressa");
  });
});
