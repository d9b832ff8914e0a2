// @vitest-isolate: startMonitoring adds its listeners to the window for good; in a window shared
// with other files (ADR 067) it would report their failures to an endpoint no test serves.
import { describe, expect, it, vi } from "vitest";
import { reportCallFailure } from "#app/api/failures.ts";
import { scrub, startMonitoring } from "./monitoring.ts";

describe("monitoring keeps personal data out", () => {
  it("masks e-mail addresses and phone and account numbers", () => {
    expect(scrub("No account for kari.nordmann@example.no (phone +47 923 45 678, account 41604471)")).toBe(
      "No account for [e-post] (phone [tall], account [tall])",
    );
  });
});

describe("monitoring hears of failed calls", () => {
  it("sends the route template of a call the API client reports as failed, and the call goes on", async () => {
    const beacons: unknown[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      sendBeacon: (_url: string, body: Blob) => {
        beacons.push(body.text());
        return true;
      },
    });
    startMonitoring("/_dev/monitoring", "SBX");
    reportCallFailure({
      endpoint: "getInvoices",
      method: "GET",
      route: "invoices/{accountNo}/{titleCode}",
      status: 503,
      kind: "http",
    });
    const sent = await Promise.all(beacons);
    expect(sent.map((body) => JSON.parse(body as string) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        type: "api",
        endpoint: "getInvoices",
        route: "invoices/{accountNo}/{titleCode}",
        status: 503,
        titleCode: "SBX",
      }),
    );
  });
});
