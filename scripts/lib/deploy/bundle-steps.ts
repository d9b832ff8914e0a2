// Steps the deploy tests share: folders thrown away after each test, and a small built bundle of the
// sandbox (an index naming its script, the script, an icon, the server's rules) with its record.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { afterEach } from "vitest";
import type { ReleaseRecord } from "#scripts/lib/release-record.ts";
import { readBundle, type Bundle } from "./bundle.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of its own, removed after the test. */
export function temp(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  dirs.push(dir);
  return dir;
}

export const T0 = Date.parse("2026-11-29T10:00:00Z");
export const DAY = 24 * 60 * 60 * 1000;

/** A built bundle of SBX in a dist of its own, `version` in its script's name and content. */
export function build(version: string, record: Partial<ReleaseRecord> = {}): Bundle {
  const dist = temp("dist");
  const site = path.join(dist, "sbx");
  mkdirSync(path.join(site, "assets"), { recursive: true });
  mkdirSync(path.join(site, "kundeservice"), { recursive: true });
  writeFileSync(path.join(site, "index.html"), `<script src="/assets/app-${version}.js"></script>`);
  writeFileSync(path.join(site, "kundeservice", "index.html"), `<h1>${version}</h1>`);
  writeFileSync(path.join(site, "assets", `app-${version}.js`), `console.log("${version}")`);
  writeFileSync(path.join(site, "assets", `app-${version}.js.gz`), gzipSync(`console.log("${version}")`));
  writeFileSync(path.join(site, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(site, "nginx.conf"), "location / {}\n");
  const full: ReleaseRecord = {
    titleCode: "SBX",
    commit: version.padEnd(40, "0"),
    uncommitted: false,
    builtAt: new Date(T0).toISOString(),
    identity: "production",
    forReaders: true,
    notForReaders: [],
    ...record,
  };
  writeFileSync(path.join(dist, "sbx.build.json"), JSON.stringify(full));
  const bundle = readBundle(dist, "SBX");
  if (typeof bundle === "string") throw new Error(bundle);
  return bundle;
}
