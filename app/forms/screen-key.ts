// A screen's idempotency key (ADR 006) is put in its URL by the route's middleware, before any loader
// of the page runs (ADR 083): a redirect from the screen's loader ran every loader of the page twice
// on a first visit, the guards' included. The loader then reads the key the URL has; a send comes
// from the page, key and all.
import { redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { KEY_FIELD, withScreenKey } from "./intent.ts";

type ScreenMiddleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

/**
 * Route middleware: a visit (a GET) of the screen without a key is sent on to the same address with
 * a fresh one. `when` says whether the visit can form an intent at all, from the session the guards
 * put on the context and the address; a visit that cannot (a subscription that may not, a step
 * without a choice) gets no key. Not for a send (a POST): it comes from the page, key and all.
 */
export function screenKeyFirst(when: (args: Parameters<ScreenMiddleware>[0]) => boolean = () => true) {
  const middleware: ScreenMiddleware = (args) => {
    if (args.request.method !== "GET" || !when(args)) return;
    const url = new URL(args.request.url);
    if (!url.searchParams.get(KEY_FIELD))
      throw redirect(withScreenKey(`${url.pathname}${url.search}${url.hash}`));
  };
  KEYS_FIRST.add(middleware);
  return middleware;
}

const KEYS_FIRST = new WeakSet<object>();

/** Whether a route's middleware is one that puts the screen's key first (for the forms' tests). */
export const putsScreenKey = (middleware: unknown) =>
  typeof middleware === "function" && KEYS_FIRST.has(middleware);
