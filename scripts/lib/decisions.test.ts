// @vitest-environment node
// The architecture decision records stay decisions (docs/decisions/045): short, superseded rather
// than rewritten. They had grown to 186 KB of benchmark logs and product rules; the limit is half
// of that, for the whole folder, and every link in them still leads somewhere.
import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDER = path.join(ROOT, "docs/decisions");

/** Half of the 186 KB the ADRs had once grown to. Not to be raised: shorten instead. */
const DECISIONS_BUDGET = 93 * 1024;

const files = globSync("*.md", { cwd: FOLDER }).sort();
const text = (file: string) => readFileSync(path.join(FOLDER, file), "utf8");

const WHAT_TO_DO = (total: number) =>
  `docs/decisions/*.md is ${total.toLocaleString("en")} bytes, over ${DECISIONS_BUDGET.toLocaleString("en")}. ` +
  "Do not raise the limit. Shorten the ADRs (largest first: `wc -c docs/decisions/*.md | sort -rn`) " +
  "to context, decision and consequences, with the alternatives in a sentence each: move measurements " +
  "and figures to docs/performance.md, product rules to the feature's README " +
  "(app/features/<feature>/README.md), and when a decision changes, write a new ADR that supersedes " +
  "the old one rather than rewriting it at length. Keep every file and its title line: code points at them.";

describe("the architecture decision records", () => {
  it("finds them", () => {
    expect(files).toContain("001-node-24-through-the-node-devdependency.md");
  });

  it("are at most half the 186 KB they once were, together", () => {
    const total = files.reduce((sum, file) => sum + statSync(path.join(FOLDER, file)).size, 0);
    expect(total, WHAT_TO_DO(total)).toBeLessThanOrEqual(DECISIONS_BUDGET);
  });

  it("each open with a title line naming their own number", () => {
    const wrong = files.filter((file) => !text(file).startsWith(`# ${file.slice(0, 3)} `));
    expect(wrong).toEqual([]);
  });

  it("link only to files that exist", () => {
    const broken = files.flatMap((file) =>
      [...text(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(path.resolve(FOLDER, target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
