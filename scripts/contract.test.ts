// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { api } from "#app/api/contract.ts";
import { buildOpenApi, OPENAPI_FILE, renderOpenApi } from "./contract.ts";

describe("docs/api/openapi.json", () => {
  it("is the contract as it is now", () => {
    const committed = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, "utf8") : "";
    if (committed !== renderOpenApi())
      throw new Error("docs/api/openapi.json is stale: run npm run contract");
  });

  it("has one operation per endpoint, wrapped in data, with the error answers", () => {
    const doc = buildOpenApi();
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p)) as Array<{
      operationId: string;
      responses: Record<string, unknown>;
      requestBody?: unknown;
    }>;
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(api).sort());
    const get = (path: string, method: string) =>
      (doc.paths[path] as Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>)[
        method
      ]!;
    const deleteSub = get("/api/deleteSubscription", "delete");
    expect(Object.keys(deleteSub.responses)).toEqual(["200", "400", "401", "403", "409", "428", "500"]);
    expect(deleteSub.requestBody).toBeDefined();
    expect(get("/api/title/{titleCode}", "get").requestBody).toBeUndefined();
    expect(JSON.stringify(get("/api/complaintcodes", "get").responses["200"])).toContain('"data"');
  });
});
