// @vitest-environment node
// The architecture decision records are a log (docs/decisions/060): each says under its title
// whether it holds and since when, or which record superseded it; an accepted one is never
// rewritten, and every link in them still leads somewhere. No limit on their size.
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDER = path.join(ROOT, "docs/decisions");

const files = globSync("*.md", { cwd: FOLDER }).sort();
const text = (file: string) => readFileSync(path.join(FOLDER, file), "utf8");

/** `Status: accepted, 2026-11-28.` or `Status: superseded by [059](059-….md), 2026-11-22.` */
const STATUS =
  /^Status: (?:accepted|superseded by \[(\d{3})\]\(((\d{3})-[a-z0-9-]+\.md)\)), \d{4}-\d{2}-\d{2}\./;

/** The status line, right under the title line and a blank line. */
const statusLine = (file: string) => text(file).split("\n")[2] ?? "";

describe("the architecture decision records", () => {
  it("finds them", () => {
    expect(files).toContain("001-node-24-through-the-node-devdependency.md");
  });

  it("each open with a title line naming their own number", () => {
    const wrong = files.filter((file) => !text(file).startsWith(`# ${file.slice(0, 3)} `));
    expect(wrong).toEqual([]);
  });

  it("each have a status line under the title: accepted or superseded, with a date", () => {
    const wrong = files.filter((file) => !STATUS.test(statusLine(file)));
    expect(
      wrong,
      "Put `Status: accepted, YYYY-MM-DD.` (the day the ADR was written) or " +
        "`Status: superseded by [NNN](NNN-title.md), YYYY-MM-DD.` on the third line",
    ).toEqual([]);
  });

  it("are superseded only by a newer record that exists, named by its number", () => {
    const wrong = files.flatMap((file) => {
      const match = STATUS.exec(statusLine(file));
      if (!match?.[1]) return [];
      const [, number, target, targetNumber] = match;
      const fine = number === targetNumber && number! > file.slice(0, 3) && files.includes(target!);
      return fine ? [] : [`${file}: ${match[0]}`];
    });
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
