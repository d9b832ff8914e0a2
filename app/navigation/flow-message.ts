// What a flow says while it takes the page away (SPEC §4): sign-in and sign-out show the spinner with
// their own message ("Sender deg til innlogging …") until the browser leaves. Whether a route is
// loading is React Router's navigation state, read where it is needed; this holds only the message.
import { useSyncExternalStore } from "react";

let message: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === message) return;
  message = next;
  for (const listener of listeners) listener();
}

export const flowMessage = {
  /** Shows the spinner with `text` until `clear()` or a navigation starts or ends. */
  say(text: string) {
    set(text);
  },
  clear() {
    set(null);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The message a flow shows, or null; none on the server (prerender). */
export function useFlowMessage(): string | null {
  return useSyncExternalStore(
    flowMessage.subscribe,
    () => message,
    () => null,
  );
}
