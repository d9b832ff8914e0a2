// The shell's one hook for the consent manager, analytics and monitoring (docs/decisions/014): the
// adapters load by dynamic import once the page is interactive, so they cost the first route
// nothing, and a page view follows every navigation (SPEC §4 navigation step 6).
import { useEffect } from "react";
import { useLocation } from "react-router";

type Runtime = typeof import("./adapters-runtime.ts");
let runtime: Promise<Runtime> | null = null;

/** Resolves once the page has loaded and the browser is idle. */
function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 1);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * Set when the page is interactive (hydrated, loaded, the browser idle), just before the deferred
 * code is imported: what a page requested before it is what it needed to show and be used
 * (scripts/lib/bundle-size.ts, tests/e2e/page-weight.test.ts and bench:size read it, ADR 040).
 */
export const INTERACTIVE_MARK = "minside:interactive";

function loadRuntime(): Promise<Runtime> {
  runtime ??= whenInteractive()
    .then(() => {
      performance.mark(INTERACTIVE_MARK);
      return import("./adapters-runtime.ts");
    })
    .then((module) => {
      module.startAdapters();
      return module;
    });
  return runtime;
}

/**
 * Hands the adapters something to keep once they are loaded (the tracking actor of a signed-in
 * user): a signed-in screen's code does not import them, so they still load after it is interactive.
 * A failed load is said once, by useAdapters.
 */
export function withAdapters(use: (runtime: Runtime) => void) {
  loadRuntime().then(use, () => undefined);
}

export function useAdapters() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    loadRuntime()
      .then((module) => module.pageView({ pathname, search }))
      .catch((error: unknown) => console.error("Consent, analytics or monitoring failed to start", error));
  }, [pathname, search]);
}
