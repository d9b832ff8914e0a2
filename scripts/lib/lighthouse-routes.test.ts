import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { personas } from "#tests/fixtures/personas/all.ts";
import { NOT_MEASURED, measuredRoutes } from "./lighthouse-routes.ts";

describe("the routes bench:lighthouse --all measures", () => {
  const routes = measuredRoutes();

  it("covers every route of the route table, or says why not", () => {
    const covered = new Set([...routes.map((r) => r.route), ...Object.keys(NOT_MEASURED)]);
    expect(ROUTE_TABLE.map((r) => r.path).filter((path) => !covered.has(path))).toEqual([]);
    expect(Object.keys(NOT_MEASURED).filter((path) => !ROUTE_TABLE.some((r) => r.path === path))).toEqual([]);
  });

  it("opens open pages anonymously and guarded ones as a persona that exists", () => {
    const ids = new Set<string>(personas.map((p) => p.id));
    // The payment provider's timeout return: only a signed-in buyer gets there.
    const signedInOpen = new Set(["/order-timeout"]);
    for (const route of routes) {
      const entry = ROUTE_TABLE.find((r) => r.path === route.route)!;
      expect(route.persona === undefined, route.route).toBe(
        !entry.requiresAuth && !signedInOpen.has(route.route),
      );
      if (route.persona) expect(ids.has(route.persona), `${route.route}: ${route.persona}`).toBe(true);
    }
  });

  it("reaches a route with a parameter through a link, never by a made-up id", () => {
    const withParameter = routes.filter((r) => r.route.includes(":"));
    expect(withParameter.map((r) => r.route)).toEqual([
      "/betal-faktura/:ariaInvoiceNo",
      "/dokument/:type/:id",
    ]);
    for (const route of withParameter) {
      expect(route.path).not.toContain(":");
      expect(route.follow).toBeInstanceOf(RegExp);
    }
  });
});
