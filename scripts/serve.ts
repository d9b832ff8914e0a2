// npm start [-- --title adr] [-- --reset]: builds one title (the sandbox by default) unless its
// bundle is already built from this very tree (scripts/lib/build-stamp.ts), and serves it
// at http://localhost:3000 (PORT overrides) with the SPA fallback, the dev /api/ and the identity
// emulator; state lives in .data/minside.sqlite (--reset reseeds it). See docs/dev-backend.md.
// --nginx: the bundle is served by Debian's nginx with the configuration the build wrote beside it
// (dist/<code>/nginx.conf), which proxies /api/, /_identity/ and /_dev/ to the dev backend.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDevBackend } from "#scripts/dev-backend/app.ts";
import { openDatabase, resetDatabase } from "#scripts/dev-backend/seed.ts";
import { testTodayFromEnv } from "#scripts/dev-backend/core/test-today.ts";
import { osloToday } from "#app/domain/oslo-date.ts";
import { personaTable } from "#scripts/dev-backend/dev-tools/router.ts";
import { listen, portFromEnv } from "#scripts/dev-backend/core/listen.ts";
import { buildFingerprint, hashInputs, isUpToDate, stampFile } from "#scripts/lib/build-stamp.ts";
import { findNginx, NGINX_MISSING, startNginx } from "#scripts/lib/serve-config/local-nginx.ts";
import { loadTitles, selectTitle } from "#scripts/lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    title: { type: "string", default: "sandbox" },
    "no-build": { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    nginx: { type: "boolean", default: false },
  },
});

const port = portFromEnv(3000);
if (values.nginx && !findNginx()) {
  console.error(NGINX_MISSING);
  process.exit(1);
}
let titleCode: string;
try {
  titleCode = selectTitle(loadTitles(), values.title!).titleCode;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// An unchanged tree is served at once; anything changed is built again, saying what it does.
const bundleDir = path.join(ROOT, "dist", titleCode.toLowerCase());
const fingerprint = buildFingerprint(hashInputs(ROOT), { title: titleCode, identity: "emulator" });
if (values["no-build"]) {
  console.log(`Serving dist/${titleCode.toLowerCase()}/ as it is (--no-build).`);
} else if (isUpToDate(stampFile(ROOT, titleCode), bundleDir, fingerprint)) {
  console.log(`dist/${titleCode.toLowerCase()}/ is up to date: nothing to build.`);
} else {
  console.log(`Building ${titleCode} for local use (about 10–30 s; an unchanged tree is not built again) …`);
  const t0 = performance.now();
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "scripts/build-titles.ts"), "--title", titleCode, "--identity", "emulator"],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

// TEST_TODAY=2026-12-24 npm start: the portal as it is on that day, the personas seeded for it.
const pinnedAt = testTodayFromEnv();
const today = pinnedAt === null ? undefined : osloToday(new Date(pinnedAt));
const dbFile = path.join(ROOT, ".data/minside.sqlite");
const db = openDatabase(dbFile, { today });
if (values.reset || today) resetDatabase(db, { today });
if (today)
  console.log(`The clock starts at ${process.env.TEST_TODAY} (TEST_TODAY); the data is seeded for ${today}.`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    db.close();
    process.exit(0);
  });

const app = createDevBackend({ distDir: path.join(ROOT, "dist"), titleCode, db, pinnedAt });
if (values.nginx) {
  // The dev backend on a free port of its own, behind nginx.
  const backendPort = await listen(app, 0);
  try {
    const nginx = await startNginx({ port, backendPort, sites: [{ bundleDir }] });
    nginx.on("exit", (code) => process.exit(code ?? 1));
    process.on("exit", () => nginx.kill("SIGQUIT"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    `nginx serves dist/${titleCode.toLowerCase()}/ with its nginx.conf; the dev backend is behind it.`,
  );
} else {
  await listen(app, port);
}
const origin = `http://localhost:${port}`;
console.log(
  [
    "",
    `Min side (${titleCode}) is running at ${origin}/`,
    `Data: ${path.relative(process.cwd(), dbFile)}${values.reset ? " (reseeded)" : ""} — \`npm start -- --reset\` reseeds it.`,
    "",
    "Personas (the sign-in page lists them; login_hint=<id> signs one in directly):",
    personaTable(),
    "",
    `Dev tools: ${origin}/_dev/outbox (SMS and e-mail), ${origin}/_dev/faults, POST ${origin}/_dev/reset`,
    "Stop it with Ctrl+C.",
  ].join("\n"),
);
