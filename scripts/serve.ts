// npm start [-- --title adr]: builds one title (the sandbox by default) and serves it at
// http://localhost:3000 (PORT overrides) with the SPA fallback.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDevBackend } from "./dev-backend/app.ts";
import { listen, portFromEnv } from "./dev-backend/listen.ts";
import { loadTitles, selectTitle } from "./lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    title: { type: "string", default: "sandbox" },
    "no-build": { type: "boolean", default: false },
  },
});

const port = portFromEnv(3000);
let titleCode: string;
try {
  titleCode = selectTitle(loadTitles(), values.title!).titleCode;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (!values["no-build"]) {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "scripts/build-titles.ts"), "--title", titleCode],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const app = createDevBackend({ distDir: path.join(ROOT, "dist"), titleCode });
await listen(app, port);
console.log(`\nMin side (${titleCode}) is running at http://localhost:${port}/\nStop it with Ctrl+C.`);
