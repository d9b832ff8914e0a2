// @vitest-environment node
// Route shells on a small manifest: which paths get one, what each announces, and that the
// fallback's inline scripts (allowed by hash in the CSP) are untouched.
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { inlineScripts } from "#scripts/lib/serve-config/csp.ts";
import { routeShells } from "./route-shells.ts";

type Route = ServerBuild["assets"]["routes"][string];
const route = (r: Partial<NonNullable<Route>> & { id: string; module: string }): NonNullable<Route> =>
  ({
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: true,
    hasErrorBoundary: false,
    ...r,
  }) as NonNullable<Route>;

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  url: "/assets/manifest.js",
  version: "1",
  routes: {
    root: route({
      id: "root",
      path: "",
      module: "/assets/root.js",
      imports: ["/assets/framework.js"],
      css: ["/assets/shell.css"],
    }),
    "routes/betaling": route({
      id: "routes/betaling",
      parentId: "root",
      path: "/betaling",
      module: "/assets/betaling.js",
      imports: ["/assets/framework.js", "/assets/links.js"],
      css: ["/assets/shell.css", "/assets/form.css"],
    }),
    "routes/_requires-auth": route({
      id: "routes/_requires-auth",
      parentId: "root",
      module: "/assets/auth.js",
      imports: ["/assets/session.js"],
    }),
    "routes/_requires-subscription": route({
      id: "routes/_requires-subscription",
      parentId: "routes/_requires-auth",
      module: "/assets/sub.js",
      imports: ["/assets/session.js", "/assets/client.js"],
    }),
    "routes/home": route({
      id: "routes/home",
      parentId: "routes/_requires-subscription",
      index: true,
      module: "/assets/home.js",
    }),
    "routes/fakturaoversikt": route({
      id: "routes/fakturaoversikt",
      parentId: "routes/_requires-subscription",
      path: "/fakturaoversikt",
      module: "/assets/fakturaoversikt.js",
      imports: ["/assets/client.js"],
      css: ["/assets/payment.css"],
    }),
    "routes/endre.verify": route({
      id: "routes/endre.verify",
      parentId: "routes/_requires-subscription",
      path: "/endre-betalingsmetode/verify",
      module: "/assets/verify.js",
    }),
    "routes/betal-faktura": route({
      id: "routes/betal-faktura",
      parentId: "routes/_requires-subscription",
      path: "/betal-faktura/:ariaInvoiceNo",
      module: "/assets/betal-faktura.js",
    }),
    "routes/kundeservice": route({
      id: "routes/kundeservice",
      parentId: "root",
      path: "/kundeservice",
      module: "/assets/ks.js",
    }),
    "routes/order-timeout": route({
      id: "routes/order-timeout",
      parentId: "root",
      path: "/order-timeout",
      module: "/assets/ot.js",
    }),
    "routes/t": route({ id: "routes/t", parentId: "root", path: "/t/*", module: "/assets/t.js" }),
    "routes/$": route({ id: "routes/$", parentId: "root", path: "*", module: "/assets/any.js" }),
  },
} as unknown as ServerBuild["assets"];

const fallback =
  `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>` +
  `<link rel="modulepreload" href="/assets/root.js"/><script>window.__MINSIDE_TITLE__={"name":"Sandkasseavisa"};</script>` +
  `<link rel="stylesheet" href="/assets/shell.css"/></head><body><main></main>` +
  `<script>window.__reactRouterContext={"isSpaMode":true};</script><script type="module">import("/assets/entry.js");</script></body></html>`;

const links = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"(?: as="style")? href="([^"]+)"\/>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe("route shells", () => {
  const shells = routeShells(manifest, fallback, new Set(["/kundeservice", "/order-timeout"]));
  const shell = (p: string) => shells.find((s) => s.path === p)?.html;

  it("one per path a URL names exactly, the index too: no layout, parameter or splat, none of the skipped", () => {
    expect(shells.map((s) => s.path)).toEqual([
      "/",
      "/betaling",
      "/endre-betalingsmetode/verify",
      "/fakturaoversikt",
    ]);
  });

  it("announces the route's module, its imports and its layouts', not what the fallback already names", () => {
    expect(links(shell("/betaling")!).slice(3)).toEqual([
      "modulepreload /assets/betaling.js",
      "modulepreload /assets/links.js",
      "preload /assets/form.css",
    ]);
    expect(links(shell("/fakturaoversikt")!).slice(3)).toEqual([
      "modulepreload /assets/auth.js",
      "modulepreload /assets/session.js",
      "modulepreload /assets/sub.js",
      "modulepreload /assets/client.js",
      "modulepreload /assets/fakturaoversikt.js",
      "preload /assets/payment.css",
    ]);
  });

  it("gives the index (the front page) its layouts' and its own files", () => {
    expect(links(shell("/")!).slice(3)).toEqual([
      "modulepreload /assets/auth.js",
      "modulepreload /assets/session.js",
      "modulepreload /assets/sub.js",
      "modulepreload /assets/client.js",
      "modulepreload /assets/home.js",
    ]);
  });

  it("keeps the fallback's inline scripts byte for byte, so the CSP's hashes still allow them", () => {
    for (const { html } of shells) {
      expect(inlineScripts(html)).toEqual(inlineScripts(fallback));
      expect(html.replace(/<link rel="(?:modulepreload|preload)"[^>]*\/>/g, "")).toBe(
        fallback.replace(/<link rel="modulepreload"[^>]*\/>/g, ""),
      );
    }
  });

  it("refuses a fallback that names no modulepreload to add to", () => {
    expect(() => routeShells(manifest, "<html><head></head></html>", new Set())).toThrow(
      /names no modulepreload/,
    );
  });
});
