// @vitest-environment node
// One type and one name for the account on this title (STYLE.md §24): TitleAccount, put on the
// guard's session once. Its former names and their mappers must not come back, nor a new shape of
// "an account number and a title code" under another name.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = import.meta.dirname.replace(/\/api$/, "");
const ROOT = join(APP, "..");
const SOURCE = /\.(?:ts|tsx)$/;
const SELF = join(APP, "api", "title-account.test.ts");

/** The names the account on a title went by, each with the mapper that made it from a session. */
const FORMER_NAMES = /\b(?:DeliveryTarget|BusinessTarget|Payer|Household|targetOf|payerOf|householdOf)\b/;
/** A type of its own with exactly the two fields (any name): that is TitleAccount again. */
const SAME_SHAPE =
  /(?:interface \w+|type \w+ =)\s*\{\s*(?:\/\*\*[^]*?\*\/\s*)?(?:accountNo: string;\s*(?:\/\*\*[^]*?\*\/\s*)?titleCode: string;|titleCode: string;\s*accountNo: string;)\s*\}/;

function* sourcesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "+types") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourcesIn(path);
    else if (SOURCE.test(entry.name) && path !== SELF) yield path;
  }
}

describe("the account on this title", () => {
  const sources = [...sourcesIn(APP)].map((file) => ({
    file: relative(ROOT, file),
    text: readFileSync(file, "utf8"),
  }));

  it("goes by no former name", () => {
    const found = sources.flatMap(({ file, text }) =>
      text
        .split("\n")
        .flatMap((line, i) => (FORMER_NAMES.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("has one type: TitleAccount, in app/api/title-account.ts", () => {
    const shaped = sources.filter(({ text }) => SAME_SHAPE.test(text)).map(({ file }) => file);
    expect(shaped).toEqual(["app/api/title-account.ts"]);
  });

  it("finds the former names where they stood (the check itself works)", () => {
    expect(FORMER_NAMES.test("export interface DeliveryTarget {")).toBe(true);
    expect(FORMER_NAMES.test("const payer = payerOf(session);")).toBe(true);
    expect(FORMER_NAMES.test("export function HouseholdFull() {")).toBe(false);
    expect(SAME_SHAPE.test("interface Target {\n  accountNo: string;\n  titleCode: string;\n}")).toBe(true);
  });
});
