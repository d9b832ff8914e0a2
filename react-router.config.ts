import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/route-table.ts";

// SPA mode: no server at run time. The pages that need no signed-in user are prerendered so their
// HTML carries the title's name, footer and text before any JavaScript runs; every other path gets
// the SPA fallback (index.html). scripts/build-titles.ts builds once per locale into
// MINSIDE_BUILD_DIR and then renders each title's HTML from that build (docs/decisions/002).
export default {
  // Absolute, so a build's preview server rooted elsewhere (vite.config.ts) finds the same app.
  appDirectory: path.join(import.meta.dirname, "app"),
  buildDirectory: process.env.MINSIDE_BUILD_DIR ?? "build",
  ssr: false,
  // Route modules stay whole (docs/decisions/008): splitting each into component, clientLoader and
  // clientAction chunks made the full build ~40 % slower and the prerendered pages' JavaScript
  // ~2.6 KB gzip larger, for routes whose code is a few KB.
  splitRouteModules: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
