// npm run preview: serves everything in dist/ — the gallery at http://localhost:4173/ and each
// title on its own origin, http://<code>.localhost:4173/ (PORT overrides) — with the dev /api/ and
// identity emulator on a fresh in-memory database each start (the browser tests use it). Build first.
import { existsSync } from "node:fs";
import path from "node:path";
import { createDevBackend } from "./dev-backend/app.ts";
import { openDatabase } from "./dev-backend/seed.ts";
import { personaTable } from "./dev-backend/dev-tools.ts";
import { listen, portFromEnv } from "./dev-backend/listen.ts";

const dist = path.resolve(import.meta.dirname, "../dist");
if (!existsSync(path.join(dist, "index.html"))) {
  console.error("dist/ is empty: run `npm run build` first.");
  process.exit(1);
}
const port = portFromEnv(4173);
await listen(createDevBackend({ distDir: dist, db: openDatabase(":memory:") }), port);
console.log(
  `Gallery of title bundles: http://localhost:${port}/  (each title on http://<code>.localhost:${port}/)\n` +
    `Fresh in-memory data with these personas (login_hint=<id>):\n${personaTable()}`,
);
