// npm run preview: serves everything in dist/ — the gallery at http://localhost:4173/ and each
// title on its own origin, http://<code>.localhost:4173/ (PORT overrides) — with the dev /api/ and
// identity emulator on a fresh in-memory database each start (the browser tests use it). Build first.
// --nginx: every title is served by Debian's nginx with the configuration the build wrote beside it
// (dist/<code>/nginx.conf), each on its own server_name, with the dev backend behind it.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDevBackend } from "#scripts/dev-backend/app.ts";
import { openDatabase } from "#scripts/dev-backend/seed.ts";
import { testTodayFromEnv } from "#scripts/dev-backend/core/test-today.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { personaTable } from "#scripts/dev-backend/dev-tools/router.ts";
import { listen, portFromEnv } from "#scripts/dev-backend/core/listen.ts";
import { startNginx } from "#scripts/lib/serve-config/local-nginx.ts";

const { values } = parseArgs({ options: { nginx: { type: "boolean", default: false } } });
const dist = path.resolve(import.meta.dirname, "../dist");
if (!existsSync(path.join(dist, "index.html"))) {
  console.error("dist/ is empty: run `npm run build` first.");
  process.exit(1);
}
const port = portFromEnv(4173);
// The journeys pin the clock per test (/_dev/reset with `at`); TEST_TODAY pins it from the start.
const pinnedAt = testTodayFromEnv();
const today = pinnedAt === null ? undefined : osloToday(new Date(pinnedAt));
const app = createDevBackend({ distDir: dist, db: openDatabase(":memory:", { today }), pinnedAt });
if (values.nginx) {
  const sites = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dist, entry.name, "nginx.conf")))
    .map((entry) => ({ bundleDir: path.join(dist, entry.name), serverName: `${entry.name}.localhost` }));
  try {
    const nginx = await startNginx({ port, backendPort: await listen(app, 0), sites, proxyOtherHosts: true });
    nginx.on("exit", (code) => process.exit(code ?? 1));
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
    process.on("exit", () => nginx.kill("SIGQUIT"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  await listen(app, port);
}
console.log(
  `Gallery of title bundles: http://localhost:${port}/  (each title on http://<code>.localhost:${port}/)` +
    `${values.nginx ? ", served by nginx" : ""}\n` +
    `Fresh in-memory data with these personas (login_hint=<id>):\n${personaTable()}`,
);
