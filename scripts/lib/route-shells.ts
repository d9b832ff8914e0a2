// A page that is not prerendered (a signed-in screen, /betaling, /callback …) is served the SPA
// fallback, whose HTML names only the root's scripts: the browser found the route's chunk, its
// imports and its CSS only after the entry had run and matched the URL, one round trip per level
// (docs/decisions/043). A route shell is that same fallback, written to the route's
// own path, with the route's files announced in <head>: every level is fetched at once.
//
// Only <link> elements are added. The inline scripts stay byte for byte the fallback's, so the CSP
// (one policy for every document, by hash) is unchanged, and the app starts exactly as from the
// fallback: React skips the extra tags in <head> when it hydrates.
import type { ServerBuild } from "react-router";

type Manifest = ServerBuild["assets"];

export interface RouteShell {
  /** The URL path, e.g. "/betaling". */
  path: string;
  html: string;
}

/** The route's ancestors and itself, the root excluded (the fallback already names the root's files). */
function chain(manifest: Manifest, id: string) {
  const routes = [];
  for (
    let route = manifest.routes[id];
    route && route.id !== "root";
    route = manifest.routes[route.parentId ?? ""]
  )
    routes.unshift(route);
  return routes;
}

/** The URL path of a route: its own path under its parents' (layouts have none). */
function fullPath(manifest: Manifest, id: string) {
  const segments = chain(manifest, id)
    .map((route) => route.path ?? "")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\/+|\/+$/g, ""));
  return `/${segments.join("/")}`;
}

const hrefs = (html: string, rel: string) =>
  new Set([...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, "g"))].map((m) => m[1]!));

/**
 * One shell per route a URL names exactly, the index ("/") included: not a path with a parameter or
 * a splat (no file can stand for it), and none of `skip` (prerendered pages, paths the server
 * redirects: a file there would shadow the CDN's redirect).
 */
export function routeShells(
  manifest: Manifest,
  fallbackHtml: string,
  skip: ReadonlySet<string>,
): RouteShell[] {
  const lastPreload = /<link rel="modulepreload"[^>]*\/>(?![\s\S]*<link rel="modulepreload")/.exec(
    fallbackHtml,
  );
  if (!lastPreload) throw new Error("route shells: the SPA fallback names no modulepreload to add to");
  const insertAt = lastPreload.index + lastPreload[0].length;
  const preloaded = hrefs(fallbackHtml, "modulepreload");
  const styled = hrefs(fallbackHtml, "stylesheet");

  const shells: RouteShell[] = [];
  for (const route of Object.values(manifest.routes)) {
    // A layout (no path, not an index) is no page of its own.
    if (!route || (route.path === undefined && !route.index) || route.id === "root") continue;
    const urlPath = fullPath(manifest, route.id);
    if (/[:*]/.test(urlPath) || skip.has(urlPath)) continue;
    const routes = chain(manifest, route.id);
    const scripts = new Set(routes.flatMap((r) => [r.module, ...(r.imports ?? [])]));
    const styles = new Set(routes.flatMap((r) => r.css ?? []));
    const links = [
      ...[...scripts]
        .filter((href) => !preloaded.has(href))
        .map((href) => `<link rel="modulepreload" href="${href}"/>`),
      // Fetched now, applied by the route's own <link> when it renders: no change to the first paint.
      ...[...styles]
        .filter((href) => !styled.has(href))
        .map((href) => `<link rel="preload" as="style" href="${href}"/>`),
    ];
    shells.push({
      path: urlPath,
      html: fallbackHtml.slice(0, insertAt) + links.join("") + fallbackHtml.slice(insertAt),
    });
  }
  return shells.sort((a, b) => a.path.localeCompare(b.path));
}
