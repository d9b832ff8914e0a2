// After a deploy, the code of a route that an open page has not loaded yet may be gone (its old
// hashed file answers 404). React Router then reloads the page — every time, so a chunk that stays
// missing reloads for ever. Here the code of the routes a page needs is loaded first: when it
// fails, the page is loaded afresh once, to the new bundle; when it fails again right after that
// reload, the route shows the error screen (root ErrorBoundary) instead of reloading again.
import { createPath, matchRoutes, type ClientInstrumentation, type RouteObject } from "react-router";
import { readItem, removeItem, writeItem } from "#app/browser/storage.ts";

/** The code of this page's route could not be loaded, even after loading the page afresh. */
export class CodeNotLoaded extends Error {
  constructor(module: string) {
    super(`Not loaded after a reload: ${module}`);
    this.name = "CodeNotLoaded";
  }
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** When the page was last loaded afresh because of missing code (sessionStorage). */
const MARKER = "minside_code_reload_at";
/**
 * The same for a part a route imports itself: its own mark, since the page loaded afresh clears
 * MARKER once its routes' code has loaded, before the part is imported again.
 */
const PART_MARKER = "minside_part_reload_at";
/** A failure this soon after that reload is the second one: the error screen, not another reload. */
const SECOND_FAILURE_MS = 60_000;

function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/** The manifest's routes that a path needs whose code is not loaded yet. */
function unloadedRoutesFor(pathname: string): ManifestRoute[] {
  const manifest = window.__reactRouterManifest?.routes;
  if (!manifest) return [];
  const matches = matchRoutes(routeTree(Object.values(manifest)), pathname) ?? [];
  const loaded = window.__reactRouterRouteModules ?? {};
  return matches.map((match) => manifest[match.route.id!]!).filter((route) => !(route.id in loaded));
}

/** Loads the routes' code (the browser keeps it for React Router); answers the first that failed. */
async function firstFailure(routes: ManifestRoute[]): Promise<ManifestRoute | null> {
  const results = await Promise.all(
    routes.map((route) =>
      import(/* @vite-ignore */ route.module).then(
        () => null,
        () => route,
      ),
    ),
  );
  return results.find((route) => route !== null) ?? null;
}

function reloadedJustNow(marker = MARKER): boolean {
  const at = Number(readItem("session", marker));
  return at > 0 && Date.now() - at < SECOND_FAILURE_MS;
}

/**
 * Loads `href` afresh to get the bundle as deployed now; the page does not go on from here. Only
 * when the mark could be kept: without it, a page whose code is gone would reload for ever.
 */
function loadAfresh(href: string, marker = MARKER): Promise<never> | null {
  if (!writeItem("session", marker, String(Date.now()))) return null;
  window.location.assign(href);
  return new Promise(() => {});
}

/**
 * Hands React Router a module for the route that throws CodeNotLoaded wherever it is used, so it
 * neither loads nor reloads for the route: the root error boundary shows the error screen.
 */
function standInFor(route: ManifestRoute) {
  const error = new CodeNotLoaded(route.module);
  const fail = () => {
    throw error;
  };
  (window.__reactRouterRouteModules ??= {})[route.id] = {
    default: fail,
    ErrorBoundary: fail,
    clientLoader: fail,
    clientAction: fail,
  };
}

/**
 * Before hydration: loads the code of the routes this page needs. If it is missing, the page is
 * loaded afresh once; if it is still missing, React Router is handed a stand-in for the route
 * that shows the error screen, so it neither loads nor reloads for it.
 */
export async function loadRoutesOfThisPage(): Promise<void> {
  const failed = await firstFailure(unloadedRoutesFor(window.location.pathname));
  if (!failed) {
    removeItem("session", MARKER);
    return;
  }
  const reloading = reloadedJustNow() ? null : loadAfresh(window.location.href);
  if (reloading) return reloading;
  standInFor(failed);
}

/**
 * Code a route imports itself, for only some of its states (/betaling's payment part, ADR 043),
 * fails like the route's own code: missing after a deploy, the page at `href` (where the loader
 * is going) is loaded afresh once; offline, or still missing right after that, the error screen
 * says to check the connection and "Prøv igjen" loads the page again.
 */
export async function importPart<T>(
  load: () => Promise<T>,
  { module, href }: { module: string; href: string },
): Promise<T> {
  try {
    const part = await load();
    removeItem("session", PART_MARKER);
    return part;
  } catch (error) {
    // A failed dynamic import is a TypeError in every browser; anything else is a bug of ours.
    if (!(error instanceof TypeError)) throw error;
    const reloading =
      navigator.onLine && !reloadedJustNow(PART_MARKER) ? loadAfresh(href, PART_MARKER) : null;
    if (reloading) return reloading;
    throw new CodeNotLoaded(module);
  }
}

/** Before a navigation: loads the target's code first, and loads the target afresh if it is missing. */
export const reloadForMissingCode: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { to }) {
        if (typeof to === "string") {
          const target = new URL(to, window.location.href);
          if (target.origin === window.location.origin) {
            const failed = await firstFailure(unloadedRoutesFor(target.pathname));
            // Offline, loading afresh would end on the browser's own error page: the error screen
            // says to check the connection instead, and "Prøv igjen" loads the page again.
            if (failed && !navigator.onLine) standInFor(failed);
            else if (failed) {
              const reloading = loadAfresh(createPath(target));
              if (reloading) await reloading;
              else standInFor(failed);
            }
          }
        }
        await callNavigate();
      },
    });
  },
};
