// @vitest-environment node
// The dev backend as one origin: the built bundles around /api/, /_identity/ and /_dev/.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDevBackend } from "./app.ts";
import { openDatabase } from "./seed.ts";
import { Browser } from "./test-support.ts";

describe("the dev backend's origin", () => {
  it("the static bundles are still served around /api/, /_identity/ and /_dev/", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "minside-dist-"));
    mkdirSync(path.join(dist, "sbx"));
    writeFileSync(path.join(dist, "sbx", "index.html"), "<!doctype html><p>Sandkasseavisa</p>");
    const browser = new Browser(
      createDevBackend({ distDir: dist, titleCode: "SBX", db: openDatabase(":memory:") }),
    );
    const page = await browser.fetch("/kundeservice");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sandkasseavisa");
    expect((await browser.fetch("/api/kundeservice")).headers.get("Content-Type")).toMatch(/json/);
  });

  it("every /api/ answer says Cache-Control: no-store, refusals and unknown paths too", async () => {
    const browser = new Browser(createDevBackend({ distDir: tmpdir(), db: openDatabase(":memory:") }));
    for (const url of ["/api/kundeservice", "/api/session", "/api/no-such-thing"]) {
      const response = await browser.fetch(url);
      expect(response.headers.get("Cache-Control"), url).toBe("no-store");
    }
  });

  it("keeps CSP violation reports in both formats browsers send, and forgets them on DELETE", async () => {
    const app = createDevBackend({ distDir: tmpdir(), db: openDatabase(":memory:") });
    const send = (body: unknown, type: string) =>
      app.fetch(
        new Request("http://localhost/_dev/csp-reports", {
          method: "POST",
          headers: { "Content-Type": type },
          body: JSON.stringify(body),
        }),
      );
    expect(
      (
        await send(
          {
            "csp-report": {
              "document-uri": "http://sbx.localhost/",
              "violated-directive": "script-src-elem",
              "blocked-uri": "inline",
            },
          },
          "application/csp-report",
        )
      ).status,
    ).toBe(204);
    await send(
      [
        {
          type: "csp-violation",
          body: {
            documentURL: "http://sbx.localhost/x",
            effectiveDirective: "connect-src",
            blockedURL: "https://evil.example/",
          },
        },
      ],
      "application/reports+json",
    );
    const list = async () => (await app.fetch(new Request("http://localhost/_dev/csp-reports"))).json();
    expect(await list()).toEqual([
      {
        documentUri: "http://sbx.localhost/",
        violatedDirective: "script-src-elem",
        blockedUri: "inline",
        sample: "",
      },
      {
        documentUri: "http://sbx.localhost/x",
        violatedDirective: "connect-src",
        blockedUri: "https://evil.example/",
        sample: "",
      },
    ]);
    await app.fetch(new Request("http://localhost/_dev/csp-reports", { method: "DELETE" }));
    expect(await list()).toEqual([]);
  });
});
