// The browser's web storage, the one way the app reaches it. A browser may refuse it (private
// mode, a policy, a full quota: a DOMException, or no storage at all while prerendering): then
// nothing is kept and every caller goes on as if nothing had been kept before. Never a token here
// (README: no token in web storage); what is kept where is listed in ADR 026.

export type StorageKind = "local" | "session";

/** This tab's session storage or the browser's local storage; null when it is refused or absent. */
export function webStorage(kind: StorageKind): Storage | null {
  try {
    return (kind === "local" ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch (error) {
    if (isStorageRefusal(error)) return null;
    throw error;
  }
}

/** The value kept under `key`, or null when there is none or storage is refused. */
export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return webStorage(kind)?.getItem(key) ?? null;
  } catch (error) {
    if (isStorageRefusal(error)) return null;
    throw error;
  }
}

/** Keeps `value` under `key`; false when storage refused it (full, blocked). */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
  try {
    const store = webStorage(kind);
    store?.setItem(key, value);
    return store !== null;
  } catch (error) {
    if (isStorageRefusal(error)) return false;
    throw error;
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    webStorage(kind)?.removeItem(key);
  } catch (error) {
    if (!isStorageRefusal(error)) throw error;
  }
}

/** A SecurityError or QuotaExceededError: a DOMException, told by name (it may come from another realm). */
function isStorageRefusal(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error.name === "SecurityError" || error.name === "QuotaExceededError" || error instanceof DOMException)
  );
}
