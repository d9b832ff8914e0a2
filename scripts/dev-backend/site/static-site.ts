// Serves built title bundles the way the CDN does: files as they are, a page's index.html for its
// path (a prerendered page or a route shell), and the SPA fallback its _redirects names (status
// 200) for every other path.
// One title at the root (npm start), or every title on its own origin <code>.localhost (preview).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";

export type SiteSelector = (c: Context) => string | null;

function fileResponse(c: Context, file: string, status: 200 | 404 = 200) {
  const body = readFileSync(file);
  const type = getMimeType(file) ?? "application/octet-stream";
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  c.header("Content-Type", type);
  c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  c.header("X-Content-Type-Options", "nosniff");
  return c.body(body, status);
}

/**
 * The bundle's own _redirects, as the CDN reads it: the 30x rules (path → target) and the SPA
 * fallback (the `/*` rule with status 200; index.html in a bundle without one). Read on every
 * request (a few bytes), so a rebuild under a running server is seen at once.
 */
function redirectsOf(root: string): { redirects: Map<string, string>; fallback: string } {
  const redirects = new Map<string, string>();
  let fallback = "/index.html";
  const file = path.join(root, "_redirects");
  if (!existsSync(file)) return { redirects, fallback };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    if (/^30[1278]$/.test(status ?? "")) redirects.set(from, to);
    else if (from === "/*" && status === "200") fallback = to;
  }
  return { redirects, fallback };
}

/** Answers a GET for one title bundle rooted at `siteDir`. */
export function serveBundle(c: Context, siteDir: string) {
  const root = path.resolve(siteDir);
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text("Bad Request", 400);
  }
  const { redirects, fallback } = redirectsOf(root);
  const redirect = redirects.get(pathname);
  if (redirect) {
    c.header("Cache-Control", "no-cache");
    return c.redirect(`${redirect}${new URL(c.req.url).search}`, 302);
  }
  const candidate = path.resolve(root, "." + pathname);
  // Never leave the bundle's directory.
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return c.text("Not Found", 404);

  if (existsSync(candidate) && statSync(candidate).isFile()) return fileResponse(c, candidate);
  const page = path.join(candidate, "index.html");
  if (existsSync(page)) return fileResponse(c, page);
  // A missing asset is a real 404; a page path gets the SPA fallback, whose router shows /404.
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".html")) return c.text("Not Found", 404);
  return fileResponse(c, path.join(root, "." + fallback));
}

/** The title code from a host like adr.localhost:3000, or null on the bare host. */
export function titleFromHost(host: string | undefined): string | null {
  const hostname = (host ?? "").split(":")[0]!.toLowerCase();
  const match = /^([a-z0-9]+)\.localhost$/.exec(hostname);
  return match ? match[1]! : null;
}
