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
