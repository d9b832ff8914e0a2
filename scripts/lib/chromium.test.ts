// Our --disable-features replaces Playwright's (Chromium keeps the last one): it must carry every
// feature the installed Playwright turns off, or an upgrade would silently turn them back on.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium.ts";

/** The quoted names in playwright-core's `disabledFeatures = [ … ]`. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("playwright-core/package.json"));
  const source = readFileSync(path.join(root, "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source);
  if (!list)
    throw new Error("playwright-core no longer has `disabledFeatures = [...]`: look again at chromium.ts");
  return [...list[1]!.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe("the Chromium flags of Playwright's runs", () => {
  it("carry every feature the installed Playwright disables", () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it("give one --disable-features, with Playwright's and the omnibox popup's WebUI off", () => {
    const flags = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice("--disable-features=".length).split(",");
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup"]));
  });
});
