// Stands in for `use-sync-external-store/shim` (vite.config.ts): @lingui/react imports the shim so
// it runs on React 17 too, and the shim ships its own fallback store hook to every page (~0.4 KB
// gzip on an open page). React 19 has the hook itself; the shim would only call it.
export { useSyncExternalStore } from "react";
