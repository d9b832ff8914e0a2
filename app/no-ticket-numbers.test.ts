// @vitest-environment node
// A comment says why, or points to SPEC.md or an ADR by name: a ticket number ("issue" and its
// number) means nothing to the next reader and rots (STYLE.md §22). Each text file is read for one.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** The folders held to it. */
const FOLDERS = ["app", "scripts", "tests"];
const TICKET = /\bissue \d+/i;
const TEXT = /\.(?:ts|tsx|js|mjs|css|md)$/;

function* filesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

describe("no ticket numbers in code", () => {
  it.each(FOLDERS)("%s/ names no issue by number", (folder) => {
    const found: string[] = [];
    for (const file of filesIn(join(ROOT, folder))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (TICKET.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
