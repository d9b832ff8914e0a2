import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUDGET_FRAMEWORK,
  BUDGET_OURS_BEFORE_INTERACTIVE,
  BUDGET_SIGNED_IN_OURS,
  initialScripts,
  openPageOver,
  signedInFrontPageOver,
  ownerOf,
  requestedBeforeInteractive,
  routeTable,
  splitPage,
  type Timeline,
} from "./bundle-size.ts";

describe("whose a built file is", () => {
  it("the framework's chunk and the bundler's runtime are the framework's", () => {
    expect(ownerOf("/assets/framework-DKBNfw-J.js")).toBe("framework");
    expect(ownerOf("/assets/rolldown-runtime-XKyaHtl9.js")).toBe("framework");
  });
  it("React Router's manifest is the route table, apart from both (ADR 062)", () => {
    expect(ownerOf("/srv/sh/assets/manifest-4ed9c2f9.js")).toBe("route table");
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
    expect(split.before).toEqual({ framework: 108_024, routeTable: 4313, ours: 14_059, total: 126_396 });
    expect(split.after).toBe(6378);
    expect(split.all).toEqual({ framework: 108_024, routeTable: 4313, ours: 20_437 });
    expect(split.total).toBe(132_774);
    expect(split.files.map((f) => [f.file, f.owner])).toEqual([
      ["/assets/framework-DKBNfw-J.js", "framework"],
      ["/assets/shell-CArZyqEP.js", "ours"],
      ["/assets/manifest-c712ae28.js", "route table"],
      ["/assets/kundeservice-BkG5Syhl.js", "ours"],
      ["/assets/adapters-runtime-BT1snoii.js", "ours"],
    ]);
  });
});

/** A page that loaded the framework, the route table and one file of ours before it was interactive. */
const page = (framework: number, routeTable: number, ours: number) =>
  splitPage([
    { file: "/assets/framework-DKBNfw-J.js", gzip: framework, beforeInteractive: true },
    { file: "/assets/manifest-c712ae28.js", gzip: routeTable, beforeInteractive: true },
    { file: "/assets/signed-in-ChwPwb-d.js", gzip: ours, beforeInteractive: true },
  ]);

describe("an open page's budget: the framework, plus the route table, plus ours (ADR 062)", () => {
  it("a route table of any size fails no page: a new route costs its row and nothing else", () => {
    expect(openPageOver(page(BUDGET_FRAMEWORK, 4000, BUDGET_OURS_BEFORE_INTERACTIVE))).toEqual([]);
    expect(openPageOver(page(BUDGET_FRAMEWORK, 40_000, BUDGET_OURS_BEFORE_INTERACTIVE))).toEqual([]);
  });
  it("ours over 15.3 KB fails, and so does a framework over its own budget", () => {
    expect(openPageOver(page(100_000, 4000, BUDGET_OURS_BEFORE_INTERACTIVE + 1))).toEqual([
      expect.stringMatching(/^ours before interactive/),
    ]);
    expect(openPageOver(page(BUDGET_FRAMEWORK + 1, 4000, 10_000))).toEqual([
      expect.stringMatching(/^framework/),
    ]);
  });
});

describe("the signed-in front page's budget: counted like an open page's (ADR 082)", () => {
  it("a route table of any size fails it not: the next signed-in route costs its row only", () => {
    expect(signedInFrontPageOver(page(BUDGET_FRAMEWORK, 4710, BUDGET_SIGNED_IN_OURS))).toEqual([]);
    expect(signedInFrontPageOver(page(BUDGET_FRAMEWORK, 40_000, BUDGET_SIGNED_IN_OURS))).toEqual([]);
  });
  it("one byte more of ours fails it, in bytes; so does a framework over its own budget", () => {
    expect(signedInFrontPageOver(page(100_000, 4710, Math.floor(BUDGET_SIGNED_IN_OURS) + 1))).toEqual([
      `ours before interactive ${Math.floor(BUDGET_SIGNED_IN_OURS) + 1} bytes > ${Math.floor(BUDGET_SIGNED_IN_OURS)} (72.2 KB)`,
    ]);
    expect(signedInFrontPageOver(page(BUDGET_FRAMEWORK + 1, 4710, 70_000))).toEqual([
      expect.stringMatching(/^framework/),
    ]);
  });
});

describe("the route table", () => {
  it("weighs its rows apart from the rest, and what one row costs gzipped", () => {
    const site = mkdtempSync(path.join(tmpdir(), "route-table-"));
    mkdirSync(path.join(site, "assets"));
    const row = (id: string, imports: string[]) => ({
      id,
      parentId: "root",
      path: `/${id}`,
      module: `/assets/${id}-AbCdEf12.js`,
      imports: imports.map((name) => `/assets/${name}.js`),
    });
    const routes = Object.fromEntries(
      [
        row("vilkaar", ["framework-1", "shell-1"]),
        row("personvern", ["framework-1", "shell-1"]),
        row("fakturaoversikt", ["framework-1", "shell-1", "signed-in-1", "invoice-list-9", "dates-3"]),
      ].map((r) => [r.id, r]),
    );
    writeFileSync(
      path.join(site, "assets", "manifest-1.js"),
      `window.__reactRouterManifest=${JSON.stringify({ entry: { module: "/assets/entry.client-1.js" }, routes })};`,
    );
    const table = routeTable(site);
    expect(table.rows).toBe(3);
    expect(table.rowsGzip).toBeGreaterThan(0);
    expect(table.rowsGzip).toBeLessThan(table.gzip);
    // The row importing chunks no other row names costs the most; a row like another costs little.
    expect(table.perRow.heaviest).toBe("fakturaoversikt");
    expect(table.perRow.min).toBeLessThan(table.perRow.max);
    expect(table.perRow.mean).toBeGreaterThanOrEqual(table.perRow.min);
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
