// @vitest-environment node
// Faults on demand at the generic /api/ handler (./faults.ts, docs/dev-backend.md), in-process: a
// request header for one call, or rules set through /_dev/faults until cleared or used up.
import { describe, expect, it } from "vitest";
import { accountNo, Browser, setup, signedIn } from "#scripts/dev-backend/test-support.ts";

describe("faults", () => {
  it.each([500, 503, 401, 406])(
    "X-Dev-Fault: %i answers that status in the apiError shape",
    async (status) => {
      const browser = new Browser(setup().app);
      const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": String(status) } });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { status: number } }).error.status).toBe(status);
    },
  );

  it("X-Dev-Fault: malformed answers 200 with a body that is not JSON", async () => {
    const browser = new Browser(setup().app);
    const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": "malformed" } });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it("X-Dev-Fault: slow:<ms> waits, then answers normally", async () => {
    const browser = new Browser(setup().app);
    const started = performance.now();
    const response = await browser.call("complaintCodes", { headers: { "X-Dev-Fault": "slow:120" } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it("an unknown X-Dev-Fault is a 400", async () => {
    const response = await new Browser(setup().app).call("complaintCodes", {
      headers: { "X-Dev-Fault": "teapot" },
    });
    expect(response.status).toBe(400);
  });

  it("POST /_dev/faults with times: 1 fails the next matching call only; no CSRF needed", async () => {
    const { browser } = await signedIn("subscriber");
    const add = await browser.fetch("/_dev/faults", {
      method: "POST",
      json: { path: "subscription/*", fault: "503", times: 1 },
      csrf: false,
    });
    expect(add.status).toBe(201);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([
      { id: 1, path: "subscription/*", method: null, fault: "503", times: 1 },
    ]);
    const params = { accountNo: accountNo("subscriber"), titleCode: "ADR" };
    expect((await browser.call("complaintCodes")).status).toBe(200);
    expect((await browser.call("getSubscription", { params })).status).toBe(503);
    expect((await browser.call("getSubscription", { params })).status).toBe(200);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([]);
  });

  it("a rule without times applies until DELETE /_dev/faults", async () => {
    const browser = new Browser(setup().app);
    await browser.fetch("/_dev/faults", { method: "POST", json: { path: "title/*", fault: "500" } });
    const title = () => browser.call("getTitle", { params: { titleCode: "ADR" } });
    expect((await title()).status).toBe(500);
    expect((await title()).status).toBe(500);
    expect(await (await browser.fetch("/_dev/faults", { method: "DELETE" })).json()).toEqual({ cleared: 1 });
    expect((await title()).status).toBe(200);
    const bad = await browser.fetch("/_dev/faults", { method: "POST", json: { path: "x", fault: "418" } });
    expect(bad.status).toBe(400);
  });

  it("omit with field answers as normal but without that field, for times calls", async () => {
    const { browser } = await signedIn("subscriber");
    const add = await browser.fetch("/_dev/faults", {
      method: "POST",
      json: { path: "subscription/*", fault: "omit", field: "billingPeriod", times: 1 },
      csrf: false,
    });
    expect(add.status).toBe(201);
    expect(await (await browser.fetch("/_dev/faults")).json()).toEqual([
      { id: 1, path: "subscription/*", method: null, fault: "omit", field: "billingPeriod", times: 1 },
    ]);
    const params = { accountNo: accountNo("subscriber"), titleCode: "ADR" };
    const omitted = (await (await browser.call("getSubscription", { params })).json()) as {
      data: Record<string, unknown>;
    };
    expect(omitted.data).not.toHaveProperty("billingPeriod");
    expect(omitted.data).toMatchObject({ ariaPlanID: "C-DIGITAL-DIGITAL", price: 299 });
    const whole = (await (await browser.call("getSubscription", { params })).json()) as {
      data: Record<string, unknown>;
    };
    expect(whole.data).toMatchObject({ billingPeriod: "MONTHLY" });
  });

  it("omit leaves the field out of each item of a list, and by header too", async () => {
    const browser = new Browser(setup().app);
    const response = await browser.call("getPlans", {
      params: { titleCode: "ADR" },
      headers: { "X-Dev-Fault": "omit:price" },
    });
    const plans = ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toHaveProperty("price");
  });

  it("omit without a field, or a field with another fault, is a 400", async () => {
    const browser = new Browser(setup().app);
    const add = (json: object) => browser.fetch("/_dev/faults", { method: "POST", json });
    expect((await add({ path: "x", fault: "omit" })).status).toBe(400);
    expect((await add({ path: "x", fault: "500", field: "price" })).status).toBe(400);
    expect((await add({ path: "x", fault: "omit", field: "no such-field" })).status).toBe(400);
  });
});
