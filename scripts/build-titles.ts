// npm run build [-- --title adr] [--identity emulator]
// Builds the client once per locale with `react-router build`, then renders each title's HTML
// (prerendered pages and the SPA fallback) from that build into dist/<code>/. The hashed JS and
// CSS are the same for every title of a locale; each title's HTML carries its own name, footer,
// icon, logo and language (docs/decisions/002-one-build-per-locale.md).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Locale, Title } from "../app/title/title-schema.ts";
import { buildFingerprint, hashInputs, removeStamp, stampFile, writeStamp } from "./lib/build-stamp.ts";
import { writeGallery } from "./lib/gallery.ts";
import type { RenderJob, RenderMessage } from "./lib/render-titles.ts";
import { writeServeConfig } from "./lib/serve-config/index.ts";
import { loadTitles, selectTitle } from "./lib/titles.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const DIST = path.join(ROOT, "dist");
const CACHE = path.join(ROOT, ".cache", "build");

class BuildError extends Error {}

/** Where sign-in goes: the real identity provider (release builds) or the dev backend's emulator. */
type Identity = "production" | "emulator";

/** `react-router build` for one locale, output kept quiet unless it fails. */
function buildLocale(locale: Locale, template: Title, identity: Identity): Promise<string> {
  const buildDir = path.join(CACHE, `${locale}-${identity}`);
  rmSync(buildDir, { recursive: true, force: true });
  // The root of this build's preview server (vite.config.ts): it only needs the router config.
  // Outside buildDir, which React Router empties when it starts.
  const previewRoot = path.join(ROOT, ".cache", "preview-root", `${locale}-${identity}`);
  mkdirSync(previewRoot, { recursive: true });
  writeFileSync(
    path.join(previewRoot, "react-router.config.ts"),
    `export { default } from ${JSON.stringify(path.join(ROOT, "react-router.config.ts"))};\n`,
  );
  const cli = path.join(ROOT, "node_modules/@react-router/dev/bin.cjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "build"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        MINSIDE_LOCALE: locale,
        MINSIDE_IDENTITY: identity,
        MINSIDE_BUILD_DIR: buildDir,
        MINSIDE_PREVIEW_ROOT: previewRoot,
        MINSIDE_TEMPLATE_TITLE: JSON.stringify(template),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(buildDir);
      else reject(new BuildError(`react-router build failed for locale ${locale}:\n${output}`));
    });
  });
}

/**
 * A pool of render workers, one per core: titles are queued as their locale's build is ready and
 * handed out one at a time, so both cores render whichever locale finishes first.
 */
class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Array<{
    job: RenderJob;
    done: (pages: number) => void;
    fail: (error: Error) => void;
  }> = [];
  private readonly pending = new Map<Worker, (typeof this.queue)[number]>();

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL("./lib/render-titles.ts", import.meta.url), { workerData: i });
      worker.on("message", (message: RenderMessage) => {
        const task = this.pending.get(worker)!;
        this.pending.delete(worker);
        if (message.kind === "rendered") task.done(message.pages);
        else task.fail(new BuildError(message.message));
        this.idle.push(worker);
        this.next();
      });
      worker.on("error", (error) => this.pending.get(worker)?.fail(error));
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  render(job: RenderJob): Promise<number> {
    return new Promise((done, fail) => {
      this.queue.push({ job, done, fail });
      this.next();
    });
  }

  private next() {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.pending.set(worker, task);
      worker.postMessage(task.job);
    }
  }

  /** The imported server builds may hold timers open: the workers are ended, not awaited. */
  close() {
    for (const worker of this.all) void worker.terminate();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      title: { type: "string", multiple: true },
      identity: { type: "string", default: "production" },
    },
    allowPositionals: false,
  });
  const started = performance.now();
  const identity = values.identity as Identity;
  if (identity !== "production" && identity !== "emulator") {
    throw new BuildError(`--identity must be "production" or "emulator", not "${values.identity}"`);
  }
  const all = loadTitles();
  const selected = values.title?.length ? values.title.map((code) => selectTitle(all, code)) : all;
  const locales = [...new Set(selected.map((t) => t.locale))].sort();

  const say = (line: string) => process.stdout.write(`${line}\n`);
  say(
    `Building ${selected.length} title${selected.length === 1 ? "" : "s"} (${locales.join(", ")}; sign-in: ${identity === "emulator" ? "dev backend's emulator" : "Schibsted account"}) …`,
  );

  // The locales are independent: each builds, and its titles go to the render pool as soon as it is
  // done, so one locale renders while the other may still be building.
  mkdirSync(DIST, { recursive: true });
  // What these bundles are built from, so `npm start` can tell an unchanged tree (scripts/serve.ts).
  const inputs = hashInputs(ROOT);
  for (const title of selected) removeStamp(stampFile(ROOT, title.titleCode));
  const pool = new RenderPool(Math.min(2, selected.length));
  let pages = 0;
  let index = 0;
  try {
    await Promise.all(
      locales.map(async (locale) => {
        const titles = selected.filter((t) => t.locale === locale);
        const t0 = performance.now();
        const buildDir = await buildLocale(locale, titles[0]!, identity);
        say(`  client build ${locale}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        await Promise.all(
          titles.map(async (title) => {
            const count = await pool.render({ buildDir, dist: DIST, title });
            // The bundle is complete: what a server or CDN needs to serve it goes beside it.
            await writeServeConfig(path.join(DIST, title.titleCode.toLowerCase()), title, {
              identity,
              cacheDir: path.join(ROOT, ".cache", "compressed"),
            });
            writeStamp(
              stampFile(ROOT, title.titleCode),
              buildFingerprint(inputs, { title: title.titleCode, identity }),
            );
            pages += count;
            index += 1;
            say(
              `  [${String(index).padStart(2)}/${selected.length}] ${title.titleCode.padEnd(5)} ${title.name} (${locale}) → dist/${title.titleCode.toLowerCase()}/`,
            );
          }),
        );
      }),
    );
  } finally {
    pool.close();
  }

  const built = all.filter((t) => existsSync(path.join(DIST, t.titleCode.toLowerCase(), "index.html")));
  writeGallery(path.join(DIST, "index.html"), built);
  // Directories of titles that no longer exist would be deployed by mistake: remove them.
  const known = new Set(all.map((t) => t.titleCode.toLowerCase()));
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    if (entry.isDirectory() && !known.has(entry.name))
      rmSync(path.join(DIST, entry.name), { recursive: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(
    `Done: ${selected.length} title${selected.length === 1 ? "" : "s"}, ${pages} pages in ${seconds} s. Gallery: dist/index.html`,
  );
}

main().then(
  // The imported server build may hold timers or handles open; the build is done.
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nBuild failed: ${message}\n`);
    process.exit(1);
  },
);
