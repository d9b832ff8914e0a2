import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  initialScripts,
  ownerOf,
  requestedBeforeInteractive,
  splitPage,
  type Timeline,
} from "./bundle-size.ts";

describe("whose a built file is", () => {
  it("the framework's chunk, the bundler's runtime and React Router's manifest are the framework's", () => {
    expect(ownerOf("/assets/framework-DKBNfw-J.js")).toBe("framework");
    expect(ownerOf("/assets/rolldown-runtime-XKyaHtl9.js")).toBe("framework");
    expect(ownerOf("/srv/sh/assets/manifest-4ed9c2f9.js")).toBe("framework");
  });
  it("everything else is ours, Lingui and the entry included", () => {
    for (const file of [
      "/assets/shell-5lu1Ag_Y.js",
      "/assets/entry.client-SKMj5Aj5.js",
      "/assets/kundeservice-28k5oPLy.js",
      "/assets/adapters-runtime-BjyefYCd.js",
      // A route or module whose name only contains the word stays ours.
      "/assets/my-framework-notes-AbCdEf12.js",
    ])
      expect(ownerOf(file), file).toBe("ours");
  });
});

// Recorded on sh /kundeservice (the build of ADR 040): the mark came at 712.4 ms, the adapters after.
const timeline: Timeline = {
  interactiveAt: 712.4,
  starts: [
    ["/assets/manifest-c712ae28.js", 21.3],
    ["/assets/entry.client-DyzXaIjg.js", 21.5],
    ["/assets/framework-DKBNfw-J.js", 21.6],
    ["/assets/shell-CArZyqEP.js", 21.7],
    ["/assets/kundeservice-BkG5Syhl.js", 21.9],
    ["/favicon.svg", 380.2],
    ["/assets/adapters-runtime-BT1snoii.js", 713.0],
  ],
};

describe("before or after the page was interactive", () => {
  it("a script requested before the mark was needed; one requested after it was deferred", () => {
    expect(requestedBeforeInteractive(timeline, "/assets/framework-DKBNfw-J.js")).toBe(true);
    expect(requestedBeforeInteractive(timeline, "/assets/adapters-runtime-BT1snoii.js")).toBe(false);
  });
  it("a page that never became interactive needed everything it loaded", () => {
    expect(
      requestedBeforeInteractive(
        { ...timeline, interactiveAt: null },
        "/assets/adapters-runtime-BT1snoii.js",
      ),
    ).toBe(true);
  });
  it("a script missing from the timing is an error, not a guess", () => {
    expect(() => requestedBeforeInteractive(timeline, "/assets/nowhere-12345678.js")).toThrow(
      /not in the page/,
    );
  });
});

describe("adding up a page", () => {
  it("splits before (the framework's and ours) from after, and sorts before first, heaviest first", () => {
    const split = splitPage([
      { file: "/assets/adapters-runtime-BT1snoii.js", gzip: 6378, beforeInteractive: false },
      { file: "/assets/kundeservice-BkG5Syhl.js", gzip: 4200, beforeInteractive: true },
      { file: "/assets/framework-DKBNfw-J.js", gzip: 108_024, beforeInteractive: true },
      { file: "/assets/manifest-c712ae28.js", gzip: 4313, beforeInteractive: true },
      { file: "/assets/shell-CArZyqEP.js", gzip: 9859, beforeInteractive: true },
    ]);
    expect(split.before).toEqual({ framework: 112_337, ours: 14_059, total: 126_396 });
    expect(split.after).toBe(6378);
    expect(split.total).toBe(132_774);
    expect(split.files.map((f) => [f.file, f.owner])).toEqual([
      ["/assets/framework-DKBNfw-J.js", "framework"],
      ["/assets/shell-CArZyqEP.js", "ours"],
      ["/assets/manifest-c712ae28.js", "framework"],
      ["/assets/kundeservice-BkG5Syhl.js", "ours"],
      ["/assets/adapters-runtime-BT1snoii.js", "ours"],
    ]);
  });
});

describe("what a page's HTML makes it load", () => {
  it("its modulepreloads, scripts and inline imports with their static imports, not its dynamic ones", () => {
    const site = mkdtempSync(path.join(tmpdir(), "bundle-size-"));
    mkdirSync(path.join(site, "assets"));
    const chunk = (name: string, code: string) => writeFileSync(path.join(site, "assets", name), code);
    chunk("manifest-1.js", "window.__reactRouterManifest={};");
    chunk("entry.client-1.js", 'import{a}from"./framework-1.js";import"./shell-1.js";a();');
    chunk("framework-1.js", "export const a=()=>1;");
    chunk("shell-1.js", 'import{a}from"./framework-1.js";const r=()=>import("./adapters-runtime-1.js");');
    chunk("page-1.js", 'export*from"./content-1.js";');
    chunk("content-1.js", "export const c=1;");
    chunk("adapters-runtime-1.js", "export const s=1;");
    const html =
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/page-1.js"/>' +
      '<script type="module" async="">import "/assets/manifest-1.js";</script>';
    // A relative site directory resolves the same files as an absolute one: none counted twice.
    for (const dir of [site, path.relative(process.cwd(), site)])
      expect(
        initialScripts(dir, html)
          .map((file) => path.basename(file))
          .sort(),
      ).toEqual([
        "content-1.js",
        "entry.client-1.js",
        "framework-1.js",
        "manifest-1.js",
        "page-1.js",
        "shell-1.js",
      ]);
  });
});
