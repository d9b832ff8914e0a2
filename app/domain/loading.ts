// The loading indicator of SPEC §3/§4: starts shown; starting sets the flag and the message
// (or empty); stopping clears the flag. The default message is shown when none is set.

export interface LoadingState {
  showSpinner: boolean;
  spinnerMsg: string;
}

export const initialLoadingState: LoadingState = { showSpinner: true, spinnerMsg: "" };

export function startLoading(_state: LoadingState, message?: string): LoadingState {
  return { showSpinner: true, spinnerMsg: message ?? "" };
}

export function stopLoading(state: LoadingState): LoadingState {
  return { ...state, showSpinner: false };
}

/** The text to show: the given message, or the default ("henter informasjon.."). */
export function spinnerText(state: LoadingState, defaultMessage: string): string {
  return state.spinnerMsg.trim() === "" ? defaultMessage : state.spinnerMsg;
}

// ─── The app's one loading store ─────────────────────────────────────────────────────────────────
// Routes, flows and the sign-in code call start(message?) / stop(); navigation drives it too (start
// before each route, stop after). It holds no React, so app/auth can use it below the components;
// app/components/loading.tsx reads it with useLoading().

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
