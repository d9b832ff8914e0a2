// @vitest-environment node
// One home for each kind of code (STYLE.md §24): an intent is defined in a file named intents.ts
// (a feature's, or components/intents.ts for one several journeys share), and a screen reaches the
// platform only through a resource module in app/api (docs/decisions/061), never the client itself;
// and no source file of app/ or scripts/ grows past 400 lines, where one file starts to hold two things.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const APP = join(ROOT, "app");
const SCRIPTS = join(ROOT, "scripts");
const MAX_LINES = 400;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

function* sourcesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name === "node_modules") continue;
    if (entry.isDirectory()) yield* sourcesIn(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

/** The form kit's own definitions: defineIntent itself, and the choice and confirmation built on it. */
const KIT = new Set(["app/forms/intent.ts", "app/forms/choice.ts"]);

/** An import of the client module (app/api/client.ts), by alias or relative path. */
const CLIENT_IMPORT = /\bfrom\s+["'](?:#app\/api\/|(?:\.\.?\/)+(?:api\/)?)client(?:\.ts)?["']/;

describe("one home for each kind of code", () => {
  it("defines intents only in files named intents.ts, besides the form kit's own definition", () => {
    const elsewhere = [...sourcesIn(APP)]
      .map((file) => relative(ROOT, file))
      .filter((file) => basename(file) !== "intents.ts" && !KIT.has(file))
      .filter((file) => readFileSync(join(ROOT, file), "utf8").includes("defineIntent("));
    expect(elsewhere).toEqual([]);
  });

  it("finds the intents it holds to that rule", () => {
    const homes = [...sourcesIn(APP)].filter((file) => basename(file) === "intents.ts");
    expect(homes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(["routes", "features"])("app/%s never imports the API client", (folder) => {
    const importing = [...sourcesIn(join(APP, folder))]
      .filter((file) => CLIENT_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file));
    expect(importing).toEqual([]);
  });

  it(`keeps every source file of app/ and scripts/ within ${MAX_LINES} lines, tests aside`, () => {
    const long = [...sourcesIn(APP), ...sourcesIn(SCRIPTS)]
      .map((file) => ({
        file: relative(ROOT, file),
        lines: readFileSync(file, "utf8").split("\n").length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("recognises an import of the client", () => {
    expect(CLIENT_IMPORT.test('import { call } from "#app/api/client.ts";')).toBe(true);
    expect(CLIENT_IMPORT.test('import type { CallOptions } from "../../api/client.ts";')).toBe(true);
    expect(CLIENT_IMPORT.test('import { getFamily } from "#app/api/family.ts";')).toBe(false);
  });
});
