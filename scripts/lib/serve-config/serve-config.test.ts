// @vitest-environment node
// The generator on a small bundle: one source for nginx.conf and _headers, every inline script
// allowed by its hash, the title's third parties exactly, compressed copies beside the text files.
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { loadTitles, selectTitle } from "#scripts/lib/titles.ts";
import { checkServeConfig, headersOfCdnFile, headersOfNginxConfig } from "./check.ts";
import { pruneCompressedCache } from "./compress.ts";
import { inlineScripts, scriptHash } from "./csp.ts";
import { writeServeConfig, type Identity } from "./index.ts";

const adr = selectTitle(loadTitles(), "adr");
const page = (scripts: string[]) =>
  `<!doctype html><html lang="nb" style="--brand:#00457c"><head><script>window.__MINSIDE_TITLE__={"a":"<\\/b>"};</script></head>` +
  `<body><main>${"Min side ".repeat(40)}</main>${scripts.map((s) => `<script>${s}</script>`).join("")}` +
  `<script type="module" src="/assets/entry-abc.js"></script></body></html>`;

async function bundle(identity: Identity) {
  const dir = mkdtempSync(path.join(tmpdir(), "minside-bundle-"));
  mkdirSync(path.join(dir, "kundeservice"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "__spa-fallback.html"),
    page(['window.__reactRouterContext={"isSpaMode":true};']),
  );
  writeFileSync(path.join(dir, "kundeservice", "index.html"), page(['import("/assets/entry-abc.js");']));
  writeFileSync(
    path.join(dir, "assets", "entry-abc.js"),
    `console.log(${JSON.stringify("x".repeat(2000))});`,
  );
  const cacheDir = mkdtempSync(path.join(tmpdir(), "minside-compressed-"));
  const rules = await writeServeConfig(dir, adr, { identity, cacheDir });
  return { dir, rules };
}

describe("serve config", () => {
  it("allows every inline script of every page by its sha256, and no inline script otherwise", async () => {
    const { dir } = await bundle("production");
    expect(checkServeConfig(dir)).toEqual([]);
    const policy = headersOfCdnFile(readFileSync(path.join(dir, "_headers"), "utf8")).get(
      "Content-Security-Policy",
    )!;
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
    for (const file of ["__spa-fallback.html", "kundeservice/index.html"])
      for (const script of inlineScripts(readFileSync(path.join(dir, file), "utf8")))
        expect(scriptSrc).toContain(scriptHash(script));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");

    // A page whose inline script the policy does not know is caught by the post-build check.
    appendFileSync(path.join(dir, "kundeservice", "index.html"), "<script>alert(1)</script>");
    expect(checkServeConfig(dir)).toEqual([expect.stringMatching(/kundeservice.*not allowed by a hash/)]);
  });

  it("nginx.conf and _headers carry the same headers, from one set of rules", async () => {
    const { dir, rules } = await bundle("production");
    const cdn = headersOfCdnFile(readFileSync(path.join(dir, "_headers"), "utf8"));
    const nginx = headersOfNginxConfig(readFileSync(path.join(dir, "nginx.conf"), "utf8"));
    expect(nginx).toEqual(cdn);
    for (const [name, value] of [...rules.everywhere, ...rules.documentOnly])
      expect(cdn.get(name)).toBe(value);
    expect(cdn.get("Cache-Control")).toBe("no-cache");

    // A hashed script: the headers every answer has and a year's cache, not the document's policy.
    const asset = "/assets/entry-abc.js";
    const cdnAsset = headersOfCdnFile(readFileSync(path.join(dir, "_headers"), "utf8"), asset);
    expect(headersOfNginxConfig(readFileSync(path.join(dir, "nginx.conf"), "utf8"), asset)).toEqual(cdnAsset);
    expect(Object.fromEntries(cdnAsset)).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(checkServeConfig(dir)).toEqual([]);
    expect(readFileSync(path.join(dir, "_redirects"), "utf8")).toContain("/*  /__spa-fallback.html  200");
    expect(readFileSync(path.join(dir, "nginx.conf"), "utf8")).toContain(
      "try_files $uri $uri/index.html /__spa-fallback.html;",
    );
  });

  it("redirects /order-timeout before any JavaScript, in nginx.conf and _redirects alike, the query kept", async () => {
    const { dir } = await bundle("production");
    const redirects = readFileSync(path.join(dir, "_redirects"), "utf8").split("\n");
    // Before the SPA fallback: the first rule that matches wins.
    expect(redirects.indexOf("/order-timeout  /bestilling-feilet  302")).toBeGreaterThan(0);
    expect(redirects.indexOf("/order-timeout  /bestilling-feilet  302")).toBeLessThan(
      redirects.indexOf("/*  /__spa-fallback.html  200"),
    );
    const nginx = readFileSync(path.join(dir, "nginx.conf"), "utf8");
    const location = nginx.slice(nginx.indexOf("location = /order-timeout {"));
    expect(location.slice(0, location.indexOf("}"))).toContain("return 302 /bestilling-feilet$is_args$args;");
    expect(nginx.indexOf("location = /order-timeout {")).toBeGreaterThan(0);
  });

  it("refuses anything but scripts and styles among the hashed assets, which carry no CSP", async () => {
    const { dir } = await bundle("production");
    writeFileSync(path.join(dir, "assets", "icon-abc.svg"), "<svg/>");
    expect(checkServeConfig(dir)).toEqual([
      expect.stringMatching(/assets\/icon-abc\.svg .*Content-Security-Policy/),
    ]);
  });

  it("lists exactly the title's identity provider, consent manager, analytics and monitoring", async () => {
    const production = (await bundle("production")).rules.documentOnly.find(
      ([n]) => n === "Content-Security-Policy",
    )![1];
    const directive = (policy: string, name: string) =>
      new RegExp(`${name} ([^;]*)`).exec(policy)![1]!.split(" ");
    expect(directive(production, "connect-src")).toEqual([
      "'self'",
      "https://payment.schibsted.no",
      "https://session-service.payment.schibsted.no",
      "https://id.adressa.no",
      "https://cdn.privacy-mgmt.com",
      "https://collector.schibsted.io",
      "https://monitoring.polarismedia.no",
    ]);
    expect(directive(production, "frame-src")).toEqual([
      "https://cdn.privacy-mgmt.com",
      "https://payment.schibsted.no",
    ]);
    expect(production).toContain("report-uri https://monitoring.polarismedia.no/api/csp-reports");

    // Built for the dev backend's emulator, the identity provider is the bundle's own origin.
    const emulator = (await bundle("emulator")).rules.documentOnly.find(
      ([n]) => n === "Content-Security-Policy",
    )![1];
    expect(emulator).not.toContain("schibsted.no");
    expect(emulator).not.toContain("id.adressa.no");
    expect(directive(emulator, "connect-src")[0]).toBe("'self'");
    expect(emulator).toContain("report-uri /_dev/csp-reports");
  });

  it("writes Brotli and gzip copies of the text files that decompress to the file", async () => {
    const { dir } = await bundle("production");
    const js = path.join(dir, "assets", "entry-abc.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`))).toEqual(readFileSync(js));
    expect(gunzipSync(readFileSync(`${js}.gz`))).toEqual(readFileSync(js));
    expect(existsSync(path.join(dir, "__spa-fallback.html.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "nginx.conf.gz"))).toBe(false);
  });

  it("prunes the cached copies no bundle links to once they are a week old, and keeps the rest", () => {
    // File times are the machine's clock, so this test is too, not the tests' pinned day.
    vi.useRealTimers();
    const cache = mkdtempSync(path.join(tmpdir(), "minside-compressed-"));
    const bundleDir = mkdtempSync(path.join(tmpdir(), "minside-bundle-"));
    const old = (Date.now() - 8 * 24 * 60 * 60 * 1000) / 1000;
    for (const name of ["used-old.br", "unused-old.br", "unused-new.br"])
      writeFileSync(path.join(cache, name), "x");
    linkSync(path.join(cache, "used-old.br"), path.join(bundleDir, "entry.js.br"));
    utimesSync(path.join(cache, "used-old.br"), old, old);
    utimesSync(path.join(cache, "unused-old.br"), old, old);

    expect(pruneCompressedCache(cache)).toBe(1);
    expect(existsSync(path.join(cache, "unused-old.br"))).toBe(false);
    expect(existsSync(path.join(cache, "used-old.br"))).toBe(true);
    expect(existsSync(path.join(cache, "unused-new.br"))).toBe(true);

    // Once a day: the next build the same day does not look again.
    utimesSync(path.join(cache, "unused-new.br"), old, old);
    expect(pruneCompressedCache(cache)).toBe(0);
    expect(existsSync(path.join(cache, "unused-new.br"))).toBe(true);
  });
});
