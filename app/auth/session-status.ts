// What the header needs to know about the session — signed in or not — without loading the
// sign-in code (ky, zod, the identity SDK) into every page. app/auth/session.ts keeps it current.
import { useSyncExternalStore } from "react";

export type SessionStatus = "unknown" | "anonymous" | "signed-in";

let status: SessionStatus = "unknown";
const listeners = new Set<() => void>();

export function setSessionStatus(next: SessionStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => "unknown",
  );
}
