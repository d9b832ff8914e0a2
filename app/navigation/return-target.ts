// Where sign-in comes back to after a 401 or 406 (SPEC §8): the page the user is on — or, while a
// link is being followed, the page being opened. During a navigation window.location still shows
// the page the user is leaving, so a refusal of the new page's calls would bring them back to the
// old one after signing in. This root middleware (small, without the auth layer's dependencies, so
// open pages stay light, ADR 022) remembers the page each navigation, submit or revalidation loads.
import type { DataStrategyResult, MiddlewareFunction } from "react-router";

let opening: string | null = null;

/** The full path of a request (path, query and hash), without React Router's `?index` marker. */
export function fullPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const sameDocument = window.location.pathname === url.pathname && window.location.search === url.search;
  return `${url.pathname}${url.search}${sameDocument ? window.location.hash : ""}`;
}

/** Root client middleware: while a request's data loads, that request's page is the return target. */
export const rememberPageBeingLoaded: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const target = fullPath(request);
  opening = target;
  try {
    return await next();
  } finally {
    if (opening === target) opening = null;
  }
};

/** The page to come back to after signing in. */
export function returnTarget(): string {
  if (opening) return opening;
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
