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
});
