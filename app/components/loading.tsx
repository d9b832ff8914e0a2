// The loading indicator's state for components (SPEC §4). The store itself lives in
// app/domain/loading.ts, outside React, so clientLoaders and the sign-in code can use it as well.
import { useSyncExternalStore } from "react";
import { initialLoadingState, loading, stopLoading, type LoadingState } from "#app/domain/loading.ts";

// The server (prerender) never shows the overlay: the page underneath is already complete.
const serverState: LoadingState = stopLoading(initialLoadingState);

export function useLoading(): LoadingState {
  return useSyncExternalStore(
    loading.subscribe,
    () => loading.state,
    () => serverState,
  );
}
