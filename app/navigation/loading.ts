// The loading indicator's one store (SPEC §3, §4): navigation starts it before each route and
// stops it after; routes, flows and the sign-in code call start(message?) / stop(). The rules it
// follows are pure functions in app/domain/loading.ts; components read it with useLoading().
import { useSyncExternalStore } from "react";
import { initialLoadingState, startLoading, stopLoading, type LoadingState } from "#app/domain/loading.ts";

let state: LoadingState = initialLoadingState;
const listeners = new Set<() => void>();

function set(next: LoadingState) {
  state = next;
  for (const listener of listeners) listener();
}

export const loading = {
  start(message?: string) {
    set(startLoading(state, message));
  },
  stop() {
    if (state.showSpinner) set(stopLoading(state));
  },
  get state() {
    return state;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// The server (prerender) never shows the overlay: the page underneath is already complete.
const serverState: LoadingState = stopLoading(initialLoadingState);

export function useLoading(): LoadingState {
  return useSyncExternalStore(
    loading.subscribe,
    () => loading.state,
    () => serverState,
  );
}
