// @vitest-environment node
// The third parties' stand-ins: their scripts on the dev backend's own origin, and what the
// analytics collector and monitoring service receive, in arrival order.
import { describe, expect, it } from "vitest";
import { setup } from "#scripts/dev-backend/test-support.ts";

describe("stand-ins", () => {
  it("serves the two scripts as JavaScript", async () => {
    const { app } = setup();
    for (const file of ["consent-manager.js", "analytics.js"]) {
      const response = await app.request(`/_dev/stand-ins/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("text/javascript");
    }
    expect((await app.request("/_dev/stand-ins/other.js")).status).toBe(404);
  });

  it("records page views and monitoring events in order, and forgets them on DELETE", async () => {
    const { app } = setup();
    const post = (kind: string, body: unknown) =>
      app.request(`/_dev/${kind}`, { method: "POST", body: JSON.stringify(body) });
    expect((await post("analytics", { n: 1 })).status).toBe(204);
    await post("analytics", { n: 2 });
    await post("monitoring", { type: "vital" });
    expect(await (await app.request("/_dev/analytics")).json()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await (await app.request("/_dev/monitoring")).json()).toEqual([{ type: "vital" }]);
    expect((await app.request("/_dev/analytics", { method: "POST", body: "nope" })).status).toBe(400);
    await app.request("/_dev/analytics", { method: "DELETE" });
    expect(await (await app.request("/_dev/analytics")).json()).toEqual([]);
  });
});
