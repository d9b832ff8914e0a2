// @vitest-environment node
// Every npm script that the README, docs/ or a message in the code tells someone to run (with
// `npm run`, or npm's own short forms for start and test) is in package.json: the README told
// release managers to run the preview while package.json had no such script.
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

const files = globSync(["README.md", "docs/**/*.md", "{app,scripts,tests,titles}/**/*.{ts,tsx,mjs}"], {
  cwd: root,
  exclude: (name) => name === "node_modules",
});

/** The scripts a text names after `npm run`, and start and test after plain `npm`. */
function scriptsNamedIn(text: string): string[] {
  return [...text.matchAll(/\bnpm (?:run ([a-z][\w-]*(?::[\w-]+)*)|(start|test)\b)/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

describe("the npm scripts the documentation names", () => {
  it("finds the README and the docs", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/dev-backend.md");
  });

  it("names only scripts package.json has", () => {
    const missing = files.flatMap((file) =>
      scriptsNamedIn(readFileSync(path.join(root, file), "utf8"))
        .filter((name) => !(name in scripts))
        .map((name) => `${file}: npm run ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("the preview, like start, checks the Node version first", () => {
    expect(scripts.preview).toBe("node scripts/check-node.mjs && node scripts/preview.ts");
    expect(scripts.start).toMatch(/^node scripts\/check-node\.mjs && /);
  });
});
