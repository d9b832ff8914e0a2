// GET /_dev/axe.min.js: axe-core's minified build, for the journeys' accessibility checks
// (tests/e2e/fixtures.ts, ADR 092): a page that loads it by its address compiles it once and keeps
// it cached. Never shipped: /_dev/ is the stand-in's, which nginx passes on in the journeys.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Hono } from "hono";

export const AXE_SCRIPT_PATH = "/_dev/axe.min.js";

let source: string | undefined;

/** axe-core's minified build, read once: what the route answers, and what the journeys send offline. */
export const axeScript = () =>
  (source ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));

export function addAxeScript(router: Hono) {
  router.get("/axe.min.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    // One axe-core per install; no browser of the journeys outlives one.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(axeScript());
  });
}
