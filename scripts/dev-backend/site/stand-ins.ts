// The dev backend's stand-ins for the third parties (docs/decisions/014), on its own origin so dev
// and test pages make no third-party request: the consent manager's and the analytics provider's
// scripts (./stand-ins/*.js, the same browser API as the real ones), and what the analytics
// collector and the monitoring service would receive, kept in memory for journeys to read:
// GET /_dev/analytics and /_dev/monitoring list it in arrival order, DELETE empties it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";

const here = path.dirname(fileURLToPath(import.meta.url));
const script = (name: string) => readFileSync(path.join(here, "stand-ins", name), "utf8");

/** At most this many records are kept per kind; the oldest go first. */
const KEEP = 500;

export function createStandInsRouter(): Hono {
  const router = new Hono();
  const scripts = {
    "consent-manager.js": script("consent-manager.js"),
    "analytics.js": script("analytics.js"),
  };
  const received: Record<"analytics" | "monitoring", unknown[]> = { analytics: [], monitoring: [] };

  router.get("/stand-ins/:file", (c) => {
    const body = scripts[c.req.param("file") as keyof typeof scripts];
    if (!body) return c.text("No such stand-in", 404);
    return c.body(body, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });

  for (const kind of ["analytics", "monitoring"] as const) {
    router.post(`/${kind}`, async (c) => {
      const text = await c.req.text();
      if (text.length > 20_000) return c.json({ error: "Too large" }, 413);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ error: "Not JSON" }, 400);
      }
      received[kind].push(body);
      if (received[kind].length > KEEP) received[kind].shift();
      return c.body(null, 204);
    });
    router.get(`/${kind}`, (c) => c.json(received[kind]));
    router.delete(`/${kind}`, (c) => {
      const cleared = received[kind].length;
      received[kind] = [];
      return c.json({ cleared });
    });
  }
  return router;
}
