// The app's one loading store (SPEC §4): routes and flows call start(message?) / stop();
// navigation drives it too (start before each route, stop after). Components read it with
// useLoading(). It lives outside React so clientLoaders can use it as well.
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
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server (prerender) never shows the overlay: the page underneath is already complete.
const serverState: LoadingState = stopLoading(initialLoadingState);

export function useLoading(): LoadingState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
