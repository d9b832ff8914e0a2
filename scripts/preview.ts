// npm run preview: serves everything in dist/ — the gallery at http://localhost:4173/ and each
// title on its own origin, http://<code>.localhost:4173/ (PORT overrides) — with the dev /api/ and
// identity emulator on a fresh in-memory database each start (the browser tests use it). Build first.
// --nginx: every title is served by Debian's nginx with the configuration the build wrote beside it
// (dist/<code>/nginx.conf), each on its own server_name, with the dev backend behind it.
// --nginx --tls: over HTTPS and HTTP/2, as a CDN serves them, with a certificate made for the run
// that browsers do not trust (bench:lighthouse tells its browser to accept it, ADR 056).
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDevBackend } from "#scripts/dev-backend/app.ts";
import { openDatabase } from "#scripts/dev-backend/seed.ts";
import { testTodayFromEnv } from "#scripts/dev-backend/core/test-today.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { personaTable } from "#scripts/dev-backend/dev-tools/router.ts";
import { listen, portFromEnv } from "#scripts/dev-backend/core/listen.ts";
import { startNginx, throwawayCertificate } from "#scripts/lib/serve-config/local-nginx.ts";

const { values } = parseArgs({
  options: { nginx: { type: "boolean", default: false }, tls: { type: "boolean", default: false } },
});
if (values.tls && !values.nginx) {
  console.error("--tls is for nginx: npm run preview -- --nginx --tls");
  process.exit(1);
}
const scheme = values.tls ? "https" : "http";
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
    let tls;
    if (values.tls) {
      const dir = mkdtempSync(path.join(tmpdir(), "minside-tls-"));
      process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
      tls = throwawayCertificate(dir);
    }
    const backendPort = await listen(app, 0);
    const nginx = await startNginx({ port, backendPort, sites, proxyOtherHosts: true, tls });
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
  `Gallery of title bundles: ${scheme}://localhost:${port}/  (each title on ${scheme}://<code>.localhost:${port}/)` +
    `${values.nginx ? `, served by nginx${values.tls ? " over HTTP/2" : ""}` : ""}\n` +
    `Fresh in-memory data with these personas (login_hint=<id>):\n${personaTable()}`,
);
